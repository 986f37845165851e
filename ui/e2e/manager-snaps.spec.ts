import { expect, test } from '@playwright/test';

import { csrf, loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { makeManager } from './support/database';

// Categories and Snaps, end to end: a manager publishes a workflow (through the API, as the
// editor does), makes a category and a snap in it pinned to that version; a creator finds it in
// the gallery; the manager switches it off and the creator's gallery no longer has it.

test.setTimeout(120_000);

test('a manager adds a category and a snap in it; a creator sees it until it is switched off', async ({
  page,
  browser,
}) => {
  const tag = test.info().testId.slice(0, 6);
  const category = `Winter ${tag}`;
  const snapName = `Frosty ${tag}`;
  const manager = newAccount(test.info(), 'snaps-manager');
  await registerViaApi(page.request, manager);
  await makeManager(manager.email);
  await loginViaApi(page.request, manager);

  // A workflow of the test's own, published as version 1.
  const made = await page.request.post('/api/workflows', {
    data: { name: `Snow scene ${tag}`, from: { kind: 'built-in', name: 'White Packshot' } },
    headers: csrf,
  });
  expect(made.status(), await made.text()).toBe(201);
  const workflow = (await made.json()) as { id: string; name: string };
  const published = await page.request.post(`/api/workflows/${workflow.id}/publish`, {
    data: { note: 'First cut' },
    headers: csrf,
  });
  expect(published.status(), await published.text()).toBe(201);

  await page.goto('/manager/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New category' }).fill(category);
  await page.getByRole('button', { name: 'Add category' }).click();
  const list = page.getByRole('list', { name: 'Categories, in the order creators see them' });
  await expect(list.getByRole('listitem').last()).toContainText(category);
  await expect(list.getByRole('listitem').last()).toContainText('0 snaps');

  await page.setViewportSize({ width: 1280, height: 560 });
  await page.goto('/manager/snaps');
  await page.getByRole('button', { name: 'New snap' }).click();
  const drawer = page.getByRole('dialog', { name: 'New snap' });
  await drawer.getByRole('textbox', { name: 'Name' }).fill(snapName);
  await drawer.getByRole('textbox', { name: 'Tags (comma-separated)' }).fill('winter, snow');
  await drawer.getByRole('combobox', { name: 'Category' }).selectOption({ label: category });
  await drawer.getByRole('combobox', { name: 'Workflow' }).selectOption({ label: workflow.name });
  await expect(drawer.getByRole('combobox', { name: 'Version' })).toContainText(
    'v1 · 2 tokens · published',
  );
  // The form is longer than the window: at its foot, its title is still in view.
  await drawer.getByRole('button', { name: 'Create snap' }).scrollIntoViewIfNeeded();
  await expect(drawer.getByRole('heading', { name: 'New snap' })).toBeInViewport();
  await drawer.getByRole('button', { name: 'Create snap' }).click();
  await expect(drawer).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: snapName });
  await expect(row).toContainText(category);
  await expect(row).toContainText(`${workflow.name} · v1`);
  await expect(row).toContainText('Active');

  // A creator, in a browser of their own, finds it under its category.
  const creatorContext = await browser.newContext();
  try {
    const creator = await creatorContext.newPage();
    await registerViaApi(creator.request, newAccount(test.info(), 'snaps-creator'));
    await creator.goto('/create-content');
    await creator.getByRole('tab', { name: category }).click();
    await expect(creator.getByRole('radio', { name: `${snapName} (2 tokens)` })).toBeAttached();

    // The manager switches it off.
    await row.getByRole('button', { name: snapName }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${snapName}` });
    await edit.getByRole('switch', { name: /Active/ }).uncheck();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('Inactive');

    // The creator's gallery no longer offers it (nor its category, now empty for them).
    await creator.goto('/create-content');
    await expect(creator.getByRole('tab', { name: 'Packshots' })).toBeVisible();
    await expect(creator.getByRole('radio', { name: `${snapName} (2 tokens)` })).toHaveCount(0);
    await expect(creator.getByRole('tab', { name: category })).toHaveCount(0);
  } finally {
    await creatorContext.close();
  }

  // Both changes are in the audit log.
  await page.goto('/manager/workflow-executions/audit-log');
  const entries = page.getByRole('list', { name: 'Audit entries' });
  await expect(
    entries.getByRole('listitem').filter({ hasText: 'Created a snap' }).first(),
  ).toBeVisible();
  await expect(
    entries.getByRole('listitem').filter({ hasText: 'Changed a snap' }).first(),
  ).toBeVisible();
});
