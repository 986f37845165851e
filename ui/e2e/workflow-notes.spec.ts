import { expect, test } from '@playwright/test';

import { csrf, loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { expectNoViolationsNow } from './support/axe';
import { makeManager } from './support/database';

// Sticky notes in the editor (issue 36): written in Markdown, coloured, undoable, saved with the
// draft, and shown in the versions and their comparison.

test('a manager writes a note beside the steps; it is saved, undone and shown in versions', async ({
  page,
}) => {
  const account = newAccount(test.info(), 'notes');
  await registerViaApi(page.request, account);
  await makeManager(account.email);
  await loginViaApi(page.request, account);
  const created = await page.request.post('/api/workflows', {
    data: {
      name: `Notes ${test.info().testId.slice(0, 8)}-${Date.now()}`,
      from: { kind: 'built-in', name: 'White Packshot' },
    },
    headers: csrf,
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const saved = () =>
    expect(page.locator('[data-save-status]')).toHaveAttribute('data-save-status', 'saved');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/workflows/${id}/editor`);
  await expect(page.locator('.react-flow__node').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add a note (Shift+N)' }).click();
  const note = page.getByTestId('note-note-1');
  await expect(note).toContainText('An empty note');
  await page.getByRole('button', { name: 'Edit text' }).click();
  await page
    .getByRole('textbox', { name: 'Note text (Markdown)' })
    .fill('## Why white\n- The shop’s **grid** is white\n- Keep the shadow soft');
  await page.keyboard.press('Escape');
  await expect(note.getByRole('heading', { name: 'Why white' })).toBeVisible();
  await expect(note.getByRole('listitem')).toHaveCount(2);
  await expect(note.locator('strong')).toHaveText('grid');
  await note.click();
  await page.getByRole('button', { name: 'Blue note' }).click();
  await expect(note).toHaveAttribute('data-colour', 'blue');
  await expectNoViolationsNow(page, 'the editor with a note', 1440);

  // Undo takes the colour back; redo brings it again.
  await page.locator('.react-flow__pane').click();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(note).toHaveAttribute('data-colour', 'yellow');
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(note).toHaveAttribute('data-colour', 'blue');
  await saved();

  // Saved with the draft: a reload draws it again.
  await page.reload();
  await expect(
    page.getByTestId('note-note-1').getByRole('heading', { name: 'Why white' }),
  ).toBeVisible();

  // Published, the version shows it, and the comparison with the draft lists a rewrite.
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await page.getByTestId('note-note-1').dblclick();
  await page.getByRole('textbox', { name: 'Note text (Markdown)' }).fill('## Why white, still');
  await page.keyboard.press('Escape');
  await saved();
  await page.getByRole('tab', { name: 'Versions' }).click();
  await page.getByRole('button', { name: 'Compare with draft' }).first().click();
  await expect(page.getByRole('list', { name: 'Changes' })).toContainText('Edited a note');
  await expect(
    page
      .getByTestId('compare-canvas')
      .getByRole('heading', { name: /Why white/ })
      .first(),
  ).toBeVisible();

  // Opened on its own, a version shows its own figures and no list of changes against itself.
  await page.getByRole('button', { name: 'Back to the draft' }).click();
  await page.locator('.react-flow__pane').click();
  await page.keyboard.press('/');
  await page.keyboard.type('upscale');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('graph-size')).toHaveText('4 nodes');
  // Added in the middle of the view, it goes below the note there, not over it.
  const added = (await page.locator('.react-flow__node[data-id="upscale-1"]').boundingBox())!;
  const noted = (await page.getByTestId('note-note-1').boundingBox())!;
  expect(added.y >= noted.y + noted.height || added.y + added.height <= noted.y).toBe(true);
  await page.getByRole('tab', { name: 'Versions' }).click();
  await page.getByRole('button', { name: 'Open' }).first().click();
  await expect(page.getByText('Version 1 (read-only)')).toBeVisible();
  await expect(page.getByTestId('graph-size')).toHaveText('3 nodes');
  await expect(page.getByRole('complementary', { name: 'Differences' })).toHaveCount(0);
});

test('a manager frames steps as a named group that moves them together, undoably, kept in versions', async ({
  page,
}) => {
  const account = newAccount(test.info(), 'groups');
  await registerViaApi(page.request, account);
  await makeManager(account.email);
  await loginViaApi(page.request, account);
  const created = await page.request.post('/api/workflows', {
    data: {
      name: `Groups ${test.info().testId.slice(0, 8)}-${Date.now()}`,
      from: { kind: 'built-in', name: 'White Packshot' },
    },
    headers: csrf,
  });
  const { id } = (await created.json()) as { id: string };
  const saved = () =>
    expect(page.locator('[data-save-status]')).toHaveAttribute('data-save-status', 'saved');
  const node = (nodeId: string) => page.locator(`.react-flow__node[data-id="${nodeId}"]`);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/workflows/${id}/editor`);
  // Version 1 without the group, to compare with later.
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await node('packshot').click();
  await node('out').click({ modifiers: ['Shift'] });
  await page.keyboard.press('ControlOrMeta+g');
  const frame = page.getByTestId('group-frame-group-1');
  await expect(frame).toBeVisible();
  await page.getByRole('textbox', { name: 'Group name' }).fill('Studio finish');
  await expect(page.getByRole('group', { name: 'Group Studio finish' })).toBeVisible();
  await expectNoViolationsNow(page, 'the editor with a group', 1440);

  // Dragging the title bar moves both steps, not the photo; undo puts them back in one step.
  const before = {
    packshot: (await node('packshot').boundingBox())!,
    out: (await node('out').boundingBox())!,
    photo: (await node('photo').boundingBox())!,
  };
  const handle = (await page.getByTestId('group-handle-group-1').boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 5; step++) {
    await page.mouse.move(
      handle.x + handle.width / 2 + step * 20,
      handle.y + handle.height / 2 + step * 16,
    );
  }
  await page.mouse.up();
  const moved = (await node('packshot').boundingBox())!;
  expect(Math.round(moved.x - before.packshot.x)).toBe(100);
  expect(Math.round((await node('out').boundingBox())!.y - before.out.y)).toBe(80);
  expect((await node('photo').boundingBox())!.x).toBe(before.photo.x);
  await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(async () => (await node('packshot').boundingBox())!.x).toBe(before.packshot.x);
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await saved();

  // Saved with the draft, and the comparison with a version names it.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Group Studio finish' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish version 2' });
  await expect(publish.getByRole('list', { name: 'Changes' })).toContainText(
    'Added group "Studio finish"',
  );
});
