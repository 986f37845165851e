import { type Page, expect, test } from '@playwright/test';

import { csrf, loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { expectNoViolationsNow } from './support/axe';
import { makeManager } from './support/database';
import { productPhoto } from './support/images';

// Sub-snaps, as issue 36's "Done when" says it: a manager makes a sub-snap from three nodes, uses
// it in two workflows, publishes a new sub-snap version, sees both workflows offer the update
// with a diff, updates one; a run of it shows nested steps in the console.

test.setTimeout(180_000);

const node = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);
const saved = (page: Page) =>
  expect(page.locator('[data-save-status]')).toHaveAttribute('data-save-status', 'saved');
const at = (x: number) => ({ x, y: 0 });

/** Photo ─> upscale ─> packshot ─> water splash ─> content. */
const fourSteps = {
  nodes: [
    { id: 'photo', type: 'input.image', params: { name: 'image' }, position: at(0) },
    { id: 'up', type: 'image.upscale', params: { factor: 2 }, position: at(320) },
    { id: 'pack', type: 'image.packshot', params: {}, position: at(640) },
    { id: 'splash', type: 'image.water-splash', params: {}, position: at(960) },
    { id: 'out', type: 'output.content', params: {}, position: at(1280) },
  ],
  edges: [
    { id: 'a', source: 'photo', sourcePort: 'image', target: 'up', targetPort: 'image' },
    { id: 'b', source: 'up', sourcePort: 'image', target: 'pack', targetPort: 'image' },
    { id: 'c', source: 'pack', sourcePort: 'image', target: 'splash', targetPort: 'image' },
    { id: 'd', source: 'splash', sourcePort: 'image', target: 'out', targetPort: 'images' },
  ],
};

test('make a sub-snap of three steps, share it, update one workflow, and see its run nested', async ({
  page,
}) => {
  const account = newAccount(test.info(), 'subsnaps');
  await registerViaApi(page.request, account);
  await makeManager(account.email);
  await loginViaApi(page.request, account);
  const tag = `${test.info().testId.slice(0, 6)}-${Date.now()}`;
  const workflow = async (name: string, graph: object) => {
    const { id } = await (
      await page.request.post('/api/workflows', { headers: csrf, data: { name } })
    ).json();
    await page.request.put(`/api/workflows/${id}/draft`, {
      headers: csrf,
      data: { graph, revision: 1 },
    });
    return id as string;
  };
  const first = await workflow(`Splash shots ${tag}`, fourSteps);
  const second = await workflow(`Catalogue ${tag}`, {
    nodes: fourSteps.nodes.filter((n) => n.id === 'photo' || n.id === 'out'),
    edges: [],
  });
  const subsnapName = `Upscaled splash ${tag}`;

  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/workflows/${first}/editor`);
  const details = page.getByRole('complementary', { name: 'Details' });

  // Three steps selected become one node, fed by the photo and feeding the content.
  await node(page, 'up').click();
  await node(page, 'pack').click({ modifiers: ['Shift'] });
  await node(page, 'splash').click({ modifiers: ['Shift'] });
  await page.getByRole('button', { name: 'Make sub-snap of the selected steps' }).click();
  const make = page.getByRole('dialog', { name: 'Make a sub-snap' });
  await expect(make).toContainText('3 steps become one node, with 1 input and 1 output');
  await make.getByRole('button', { name: 'Make sub-snap' }).click();
  await expect(make.getByText('Give the sub-snap a name.')).toBeVisible();
  await make.getByLabel('Name').fill(subsnapName);
  await make.getByRole('button', { name: 'Make sub-snap' }).click();
  await expect(make).toBeHidden();
  await expect(node(page, 'subsnap-1')).toContainText(subsnapName);
  for (const gone of ['up', 'pack', 'splash']) await expect(node(page, gone)).toHaveCount(0);
  await expect(page.getByTestId('graph-size')).toHaveText('3 nodes');
  // Its ports are the sub-snap's input and output, joined to the photo and the content.
  await expect(node(page, 'subsnap-1').locator('.react-flow__handle')).toHaveCount(2);
  await expect(node(page, 'subsnap-1')).toContainText(/Image.*Splash/);
  await expect(page.getByRole('group', { name: 'Edge from photo to subsnap-1' })).toBeAttached();
  await expect(page.getByRole('group', { name: 'Edge from subsnap-1 to out' })).toBeAttached();
  await expect(details.getByRole('tab', { name: /Problems/ })).not.toContainText(/\d/);
  await saved(page);

  // The second workflow takes it from the palette.
  await page.goto(`/workflows/${second}/editor`);
  const palette = page.getByRole('complementary', { name: 'Add nodes' });
  await palette.getByRole('combobox', { name: 'Search nodes' }).fill(subsnapName);
  await palette.getByRole('option', { name: new RegExp(subsnapName) }).click();
  await expect(node(page, 'subsnap-1')).toContainText(subsnapName);
  await saved(page);

  // Opened from the first workflow's node, the sub-snap gets a second version: a black packshot.
  await page.goto(`/workflows/${first}/editor`);
  await node(page, 'subsnap-1').click();
  const subsnap = details.getByRole('region', { name: 'Sub-snap' });
  await expect(subsnap.getByTestId('subsnap-version')).toHaveText('v1');
  await subsnap.getByRole('link', { name: 'Open the sub-snap' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(subsnapName);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb).toContainText(`Splash shots ${tag}`);
  await node(page, 'pack').click();
  await details.getByLabel('Background').selectOption('black');
  await saved(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish version 2' });
  await expect(publish.getByRole('list', { name: 'Changes' })).toContainText(
    'background default → "black"',
  );
  await publish.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await breadcrumb.getByRole('link').click();

  // Both workflows are offered version 2; the first takes it after seeing what changed.
  await node(page, 'subsnap-1').click();
  await expect(subsnap).toContainText('Version 2 is published.');
  await subsnap.getByRole('button', { name: 'Review the update' }).click();
  const update = page.getByRole('dialog', { name: `Update ${subsnapName} to version 2?` });
  await expect(update.getByRole('list', { name: 'Changes' })).toContainText(
    'background default → "black"',
  );
  await expectNoViolationsNow(page, 'the sub-snap update dialog', 1440);
  await update.getByRole('button', { name: 'Update to version 2' }).click();
  await expect(subsnap.getByTestId('subsnap-version')).toHaveText('v2');
  await saved(page);

  await page.goto(`/workflows/${second}/editor`);
  await node(page, 'subsnap-1').click();
  await expect(subsnap).toContainText('Version 2 is published.');
  await expect(subsnap.getByTestId('subsnap-version')).toHaveText('v1');

  // A test run of the first workflow runs the sub-snap's steps, nested under its name.
  await page.goto(`/workflows/${first}/editor`);
  await details.getByRole('tab', { name: 'Test run' }).click();
  await details.getByLabel(/Image input/).setInputFiles(productPhoto());
  await details.getByRole('button', { name: 'Run test' }).click();
  await expect(page.getByTestId('test-run-status')).toHaveText('Test run finished', {
    timeout: 120_000,
  });
  await expect(node(page, 'subsnap-1').getByTestId('run-state')).toHaveText(/^Done/);
  const runLink = details.getByTestId('recent-test-runs').getByRole('link').first();
  await page.goto((await runLink.getAttribute('href'))!);
  await expect(page.getByTestId('group-frame-subsnap-1')).toContainText(subsnapName);
  for (const step of ['up', 'pack', 'splash']) {
    await expect(node(page, `subsnap-1/${step}`).getByTestId('run-state')).toHaveText(/^Done/);
  }
  await expect(page.getByTestId('timeline-subsnap-subsnap-1')).toContainText(subsnapName);
  await expect(page.getByTestId('timeline-row-subsnap-1/pack')).toBeVisible();
  await expectNoViolationsNow(page, 'a run with a sub-snap', 1440);

  // "Run this step" on the sub-snap runs its steps together, on the photo the test was given:
  // the run opens on the canvas with the content after it not run, and the sub-snap done.
  await page.goto(`/workflows/${first}/editor`);
  await node(page, 'subsnap-1').click();
  await details
    .getByRole('region', { name: 'Test data' })
    .getByRole('button', { name: 'Run this step' })
    .click();
  await expect(node(page, 'out').getByTestId('run-state')).toHaveText('Not run');
  await expect(node(page, 'subsnap-1').getByTestId('run-state')).toHaveText(/^Done/, {
    timeout: 60_000,
  });
  // Its three steps' outputs are shown; pinned, the sub-snap keeps what leaves it (the splash)
  // and later tests are given that.
  const testData = details.getByRole('region', { name: 'Test data' });
  const made = testData.getByRole('list', { name: 'Output in this test run' });
  await expect(made.getByRole('img')).toHaveCount(3);
  await testData.getByRole('button', { name: 'Pin this output' }).click();
  await expect(testData.getByTestId('pinned-note')).toBeVisible();
  await expect(testData.getByRole('list', { name: 'Pinned output' }).getByRole('img')).toHaveCount(
    1,
  );
  await details.getByRole('tab', { name: 'Test run' }).click();
  await expect(details.getByTestId('recent-test-runs').getByRole('listitem').first()).toContainText(
    `${subsnapName} alone`,
  );
});
