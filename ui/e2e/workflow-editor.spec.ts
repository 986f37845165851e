import { type Locator, type Page, expect, test } from '@playwright/test';

import { loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { makeManager } from './support/database';
import { productPhoto } from './support/images';

// The workflow editor's whole journey, as the "Done when" lists it: one manager builds a
// White-Packshot-like workflow on a blank one, edits, publishes, compares, restores, test-runs,
// and meets a second tab's save.

test.setTimeout(240_000);

const node = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);
const handle = (page: Page, id: string, side: 'source' | 'target', port: string) =>
  node(page, id).locator(`.react-flow__handle.${side}[data-handleid="${port}"]`);
/** How many nodes the graph has, as the editor's header says (the canvas draws only those in view). */
const nodeCount = (page: Page) => page.getByTestId('graph-size');

/** Drags from one point of the page to another with the mouse, in steps React Flow follows. */
async function drag(page: Page, from: Locator, to: Locator | { x: number; y: number }) {
  const start = (await from.boundingBox())!;
  const end = 'x' in to ? to : await centre(to);
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await page.mouse.up();
}

async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function saved(page: Page) {
  await expect(page.locator('[data-save-status]')).toHaveAttribute('data-save-status', 'saved');
}

async function openTab(page: Page, name: RegExp | string) {
  await page.getByRole('tab', { name }).click();
}

test('a manager builds, edits, publishes, compares, restores and test-runs a workflow', async ({
  page,
  context,
}) => {
  const account = newAccount(test.info(), 'editor');
  await registerViaApi(page.request, account);
  await makeManager(account.email);
  await loginViaApi(page.request, account);
  await page.setViewportSize({ width: 1440, height: 1000 });

  // A blank workflow: an image input wired to an output.
  await page.goto('/workflows/new');
  const name = `Studio white ${test.info().testId.slice(0, 8)}-${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Create and open' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(nodeCount(page)).toHaveText('2 nodes');
  const editorUrl = page.url();

  // Take the output's connection away: the problem shows, on the node and in the list.
  // (By keyboard: an edge takes focus, Enter selects it.)
  await page.getByRole('group', { name: 'Edge from photo to out' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Delete');
  await openTab(page, /^Problems/);
  await expect(page.getByRole('list', { name: 'Problems' })).toContainText(
    'Content output "out": input "Images" is not connected.',
  );

  // Remove background, by palette search.
  await page.getByRole('combobox', { name: 'Search nodes' }).fill('remove back');
  await page.keyboard.press('Enter');
  await expect(node(page, 'remove-background-1')).toBeVisible();
  await drag(
    page,
    handle(page, 'photo', 'source', 'image'),
    handle(page, 'remove-background-1', 'target', 'image'),
  );
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);

  // Packshot, by letting a connection go on empty canvas: the palette offers what fits.
  const pane = (await page.locator('.react-flow__pane').boundingBox())!;
  await drag(page, handle(page, 'remove-background-1', 'source', 'image'), {
    x: pane.x + pane.width * 0.5,
    y: pane.y + 60,
  });
  const dropped = page.getByRole('dialog', { name: 'Add a connected node' });
  await expect(dropped).toBeVisible();
  // Only nodes that take an image are offered: no Image input, no Text input.
  await expect(dropped.getByRole('option', { name: /Image input/ })).toHaveCount(0);
  await page.keyboard.type('packshot');
  await page.keyboard.press('Enter');
  await expect(node(page, 'packshot-1')).toBeVisible();
  await expect(page.locator('.react-flow__edge')).toHaveCount(2);

  // A connection that mismatches types is refused, with the reason where the pointer is.
  await page.getByRole('combobox', { name: 'Search nodes' }).fill('social formats');
  await page.keyboard.press('Enter');
  await expect(node(page, 'resize-social-1')).toBeVisible();
  await drag(
    page,
    handle(page, 'resize-social-1', 'source', 'images'),
    handle(page, 'packshot-1', 'target', 'image'),
  );
  await expect(
    page.getByText('Image takes an image; Formats gives a list of images.'),
  ).toBeVisible();
  await expect(page.locator('.react-flow__edge')).toHaveCount(2);
  await node(page, 'resize-social-1').click();
  await page.keyboard.press('Delete');
  await expect(node(page, 'resize-social-1')).toHaveCount(0);

  // Packshot → output: no problem left.
  await drag(
    page,
    handle(page, 'packshot-1', 'source', 'image'),
    handle(page, 'out', 'target', 'images'),
  );
  await openTab(page, /^Problems/);
  await expect(page.getByText('No problems: this workflow can run.')).toBeVisible();
  await expect(page.getByTestId('graph-cost')).toHaveText('3 tokens per run');

  // A setting, in the inspector built from the node's schema.
  await node(page, 'packshot-1').click();
  await openTab(page, 'Settings');
  await page.getByRole('combobox', { name: 'Background' }).selectOption('black');
  await saved(page);

  // Reloading finds the autosaved graph.
  await page.reload();
  await expect(nodeCount(page)).toHaveText('4 nodes');
  await node(page, 'packshot-1').click();
  await expect(page.getByRole('combobox', { name: 'Background' })).toHaveValue('black');

  // Three nodes copied and pasted; the paste is one step to undo and to redo.
  await node(page, 'photo').click();
  await node(page, 'remove-background-1').click({ modifiers: ['Shift'] });
  await node(page, 'packshot-1').click({ modifiers: ['Shift'] });
  await page.locator('.react-flow__pane').focus();
  await page.keyboard.press('ControlOrMeta+c');
  await page.keyboard.press('ControlOrMeta+v');
  await expect(nodeCount(page)).toHaveText('7 nodes');
  await expect(page.locator('.react-flow__edge')).toHaveCount(5);
  await page.keyboard.press('ControlOrMeta+z');
  await expect(nodeCount(page)).toHaveText('4 nodes');
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(nodeCount(page)).toHaveText('7 nodes');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(nodeCount(page)).toHaveText('4 nodes');
  await page.keyboard.press('Escape');

  // Version 1, then a change and version 2, which the versions list shows.
  const publish = async (note: string, version: number) => {
    await page.getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog', { name: `Publish version ${version}` });
    await dialog.getByRole('textbox').fill(note);
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('dialog', { name: `Published version ${version}` })).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
  };
  await publish('First cut', 1);
  await node(page, 'packshot-1').click();
  await openTab(page, 'Settings');
  await page.getByRole('switch', { name: 'Soft shadow' }).click();
  await saved(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  const second = page.getByRole('dialog', { name: 'Publish version 2' });
  await expect(second.getByRole('list', { name: 'Changes' })).toContainText(
    'Packshot "packshot-1": shadow true → false',
  );
  await second.getByRole('textbox').fill('No shadow');
  await second.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await openTab(page, 'Versions');
  const versions = page.getByRole('list', { name: 'Versions' });
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await expect(versions.getByRole('listitem').first()).toContainText('Version 2');
  await expect(versions.getByRole('listitem').first()).toContainText('No shadow');

  // Compare 1 and 2: the changed node is marked on the canvas and listed.
  await page.getByRole('combobox', { name: 'Compare from' }).selectOption('1');
  await page.getByRole('combobox', { name: 'Compare to' }).selectOption('2');
  await page.getByRole('button', { name: 'Show differences' }).click();
  const compared = page.getByTestId('compare-canvas');
  await expect(compared.locator('[data-testid="node-packshot-1"]')).toHaveAttribute(
    'data-diff',
    'changed',
  );
  await expect(compared.locator('[data-diff]')).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: 'Differences' })).toContainText(
    'shadow true → false',
  );
  await page.getByRole('button', { name: 'Back to the draft' }).click();

  // Restore version 1 into the draft, then undo the restore.
  await openTab(page, 'Versions');
  await versions
    .getByRole('listitem')
    .nth(1)
    .getByRole('button', { name: 'Restore into draft' })
    .click();
  await node(page, 'packshot-1').click();
  await openTab(page, 'Settings');
  await expect(page.getByRole('switch', { name: 'Soft shadow' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.locator('.react-flow__pane').click();
  await page.keyboard.press('ControlOrMeta+z');
  await node(page, 'packshot-1').click();
  await expect(page.getByRole('switch', { name: 'Soft shadow' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await saved(page);

  // A test run: every step reaches done, each with a thumbnail of what it made.
  await openTab(page, 'Test run');
  await page
    .getByRole('tabpanel')
    .getByLabel(/Image input/)
    .setInputFiles(productPhoto());
  await page.getByRole('button', { name: 'Run test' }).click();
  await expect(page.getByTestId('test-run-status')).toHaveText('Test run finished', {
    timeout: 120_000,
  });
  for (const id of ['photo', 'remove-background-1', 'packshot-1', 'out']) {
    await expect(node(page, id).getByTestId('run-state')).toHaveText(/^Done/);
    await expect(node(page, id).getByRole('img', { name: 'Output of this step' })).toBeVisible();
  }
  await expect(page.getByRole('list', { name: 'Final images' }).getByRole('img')).toHaveCount(1);

  // A second tab saves first: this tab's next save shows the conflict, and who made it.
  const other = await context.newPage();
  await other.setViewportSize({ width: 1440, height: 1000 });
  await other.goto(editorUrl);
  await node(other, 'packshot-1').click();
  await other.getByRole('textbox', { name: 'Name on the canvas' }).fill('Hero shot');
  await saved(other);
  await node(page, 'remove-background-1').click();
  await openTab(page, 'Settings');
  await page.getByRole('textbox', { name: 'Name on the canvas' }).fill('Mask maker');
  const conflict = page.getByRole('dialog', { name: 'Someone else changed this draft' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText(`${account.firstName} ${account.lastName}`.trim());
  // Loading theirs keeps ours one undo away.
  await conflict.getByRole('button', { name: 'Load theirs' }).click();
  await expect(node(page, 'packshot-1')).toContainText('Hero shot');
  await expect(node(page, 'remove-background-1')).not.toContainText('Mask maker');
  await page.locator('.react-flow__pane').click();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(node(page, 'remove-background-1')).toContainText('Mask maker');
});
