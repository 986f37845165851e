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
