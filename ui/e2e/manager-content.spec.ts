import { expect, test } from '@playwright/test';

import { loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { makeManager, markVerified } from './support/database';
import { runEnded, runSnap } from './support/executions';

// Content Management, as the issue says it: a manager finds a creator's content, removes an item
// with a reason; the creator no longer sees it in their library, and the audit log keeps who
// removed it and why.

test.setTimeout(180_000);

test('a manager removes a creator’s item with a reason; it leaves their library and the audit log keeps it', async ({
  page,
  browser,
}) => {
  // The creator, in a browser of their own, makes one item with a real White Packshot run.
  const creatorContext = await browser.newContext();
  const creatorPage = await creatorContext.newPage();
  const creatorAccount = newAccount(test.info(), 'content-creator');
  const creator = await registerViaApi(creatorContext.request, creatorAccount);
  await markVerified(creator.id);
  const snaps = (await (await creatorContext.request.get('/api/snaps')).json()) as {
    id: string;
    name: string;
  }[];
  const white = snaps.find((snap) => snap.name === 'White Packshot');
  expect(white, 'the seeded White Packshot snap').toBeDefined();
  const run = await runSnap(creatorContext.request, white!.id);
  expect((await runEnded(creatorContext.request, run)).status).toBe('succeeded');
  const library = (await (await creatorContext.request.get('/api/content')).json()) as {
    content: { id: string; name: string; contentUrls: string[] }[];
  };
  expect(library.content).toHaveLength(1);
  const item = library.content[0]!;
  await creatorPage.goto('/content');
  await expect(
    creatorPage.getByRole('list', { name: 'Your content' }).getByRole('article'),
  ).toHaveCount(1);

  // The manager finds it by the creator's email and opens it.
  const manager = newAccount(test.info(), 'content-manager');
  await registerViaApi(page.request, manager);
  await makeManager(manager.email);
  await loginViaApi(page.request, manager);
  await page.goto('/manager/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content Management' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Creator' }).fill(creatorAccount.email);
  await expect(page).toHaveURL(/[?&]creator=/);
  const cards = page.getByRole('list', { name: 'Content' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('White Packshot');
  await cards.first().getByRole('button').click();

  const drawer = page.getByRole('dialog', { name: item.name });
  await expect(drawer.getByRole('img', { name: item.name })).toBeVisible();
  await expect(drawer).toContainText(creatorAccount.email);
  await expect(drawer).toContainText('White Packshot');
  await expect(drawer.getByRole('link', { name: /run$/ })).toHaveAttribute(
    'href',
    `/manager/workflow-executions/${run}`,
  );
  await drawer.getByRole('button', { name: 'Remove from the creator’s library' }).click();

  const dialog = page.getByRole('dialog', { name: `Remove “${item.name}”?` });
  await dialog.getByRole('button', { name: 'Remove content' }).click();
  // The reason is required: nothing is sent without one.
  await expect(dialog.getByText('Give a reason of at least 3 characters')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Shows a trademark');
  await dialog.getByRole('button', { name: 'Remove content' }).click();
  await expect(dialog).toBeHidden();
  const removal = drawer.getByRole('region', { name: 'Removal' });
  await expect(removal).toContainText(`by ${manager.email}`);
  await expect(removal).toContainText('Reason: Shows a trademark');
  await drawer.getByRole('button', { name: "Close the content's details" }).press('Enter');
  await expect(drawer).toBeHidden();
  // It has left the list of what creators see; "Removed" still finds it.
  await expect(
    page.getByRole('heading', { name: 'No content matches these filters' }),
  ).toBeVisible();
  await page.getByLabel('Shown').selectOption('Removed');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Removed');

  // The creator no longer sees it: not in the library, not by its address, not its file.
  await creatorPage.reload();
  await expect(creatorPage.getByRole('heading', { name: 'No content yet' })).toBeVisible();
  await creatorPage.goto(`/content/${item.id}`);
  await expect(creatorPage.getByRole('heading', { name: 'Content not found' })).toBeVisible();
  expect((await creatorContext.request.get(item.contentUrls[0]!)).status()).toBe(404);
  const usage = (await (await creatorContext.request.get('/api/user/usage')).json()) as {
    contentCount: number;
  };
  expect(usage.contentCount).toBe(0);
  await creatorContext.close();

  // The audit log keeps who removed it and why.
  await page.goto(`/manager/workflow-executions/audit-log?target=${item.id}`);
  const entry = page
    .getByRole('list', { name: 'Audit entries' })
    .getByRole('listitem')
    .filter({ hasText: 'Shows a trademark' });
  await expect(entry).toContainText('Removed content');
  await expect(entry).toContainText(`by ${manager.email}`);
  // Its target opens the item, removed, in Content Management.
  await entry.getByRole('link', { name: /^Content / }).click();
  await expect(
    page.getByRole('dialog', { name: item.name }).getByRole('region', { name: 'Removal' }),
  ).toContainText('Reason: Shows a trademark');
});
