import { expect, test } from '@playwright/test';

import { loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { makeManager } from './support/database';

// Users & Credits, as the "Done when" says it: a manager finds a creator by email,
// grants 15 credits with a reason, sees the balance and the transactions change, and finds the
// grant in the audit log.

test.setTimeout(120_000);

test('a manager finds a creator by email, grants 15 credits with a reason, and the audit log keeps it', async ({
  page,
}) => {
  const creatorAccount = { ...newAccount(test.info(), 'users-creator'), firstName: 'Cleo' };
  const creator = await registerViaApi(page.request, creatorAccount);
  const manager = newAccount(test.info(), 'users-manager');
  await registerViaApi(page.request, manager);
  await makeManager(manager.email);
  await loginViaApi(page.request, manager);

  await page.goto('/manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Users & Credits' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(creatorAccount.email);
  await expect(page).toHaveURL(/[?&]q=/);
  const table = page.getByRole('table', { name: 'Users, newest first' });
  const row = table.getByRole('row').filter({ hasText: creatorAccount.email });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);
  const balanceCell = row.getByRole('cell').nth(5);
  const before = Number(await balanceCell.textContent());

  await row.getByRole('button', { name: 'Cleo Hale' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cleo Hale' });
  await expect(drawer.getByText(`${before} credits`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Grant or deduct credits' }).click();

  const dialog = page.getByRole('dialog', { name: 'Grant or deduct credits' });
  await dialog.getByRole('spinbutton', { name: 'Credits' }).fill('15');
  await dialog.getByRole('button', { name: 'Grant credits' }).click();
  // The reason is required: nothing is sent without one.
  await expect(dialog.getByText('Give a reason of at least 3 characters')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Goodwill after the outage');
  await dialog.getByRole('button', { name: 'Grant credits' }).click();
  // The dialog closes and the drawer (still open, so the page's toasts are hidden from the
  // accessibility tree behind it) shows the new balance.
  await expect(dialog).toBeHidden();

  await expect(drawer.getByText(`${before + 15} credits`)).toBeVisible();
  const transactions = drawer.getByRole('list', { name: 'Recent transactions' });
  await expect(transactions.getByRole('listitem').first()).toContainText(
    'Goodwill after the outage',
  );
  await expect(transactions.getByRole('listitem').first()).toContainText('+15');
  // By keyboard (Escape would first dismiss the toast, the top layer, then the drawer).
  await drawer.getByRole('button', { name: "Close the user's details" }).press('Enter');
  await expect(drawer).toBeHidden();
  await expect(balanceCell).toHaveText(String(before + 15));

  await page.goto(`/manager/workflow-executions/audit-log?target=${creator.id}`);
  const entry = page
    .getByRole('list', { name: 'Audit entries' })
    .getByRole('listitem')
    .filter({ hasText: 'Goodwill after the outage' });
  await expect(entry).toContainText('Changed credits');
  await expect(entry).toContainText(`by ${manager.email}`);
  // The target is the creator by their email, and opens their drawer.
  await entry.getByRole('link', { name: `User ${creatorAccount.email}` }).click();
  await expect(page.getByRole('dialog', { name: /Cleo/ })).toBeVisible();
});
