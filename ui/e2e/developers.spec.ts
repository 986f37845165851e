import { expect, test } from '@playwright/test';

import { loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { expectNoViolations } from './support/axe';
import { markVerified } from './support/database';
import { productPhoto } from './support/images';

// Settings → Developers (issue 37): a creator makes an API key, sees it once, calls the API with
// it from a program (no cookie), and revokes it; the next call is refused.

test('a creator makes an API key, a program calls the API with it, and revoking it stops it', async ({
  page,
  playwright,
}) => {
  const account = newAccount(test.info(), 'developer');
  const user = await registerViaApi(page.request, account);
  await markVerified(user.id);
  await loginViaApi(page.request, account);

  await page.goto('/settings?section=developers');
  const section = page.getByRole('region', { name: 'Developers' });
  await expect(section.getByText('No API keys yet')).toBeVisible();
  await section.getByRole('button', { name: 'New API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Shop sync');
  await dialog.getByRole('button', { name: 'Make the key' }).click();
  const shown = page.getByRole('dialog', { name: 'Your key “Shop sync”' });
  const secret = (await shown.getByLabel('The API key').textContent())!;
  expect(secret).toMatch(/^sk_live_[A-Za-z0-9]{32}$/);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByRole('row').filter({ hasText: 'Shop sync' })).toContainText(
    `${secret.slice(0, 12)}…`,
  );

  // A program: no cookie, only the key.
  const program = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const headers = { Authorization: `Bearer ${secret}` };
  const balance = await program.get('/v1/balance', { headers });
  expect(balance.status()).toBe(200);
  expect(((await balance.json()) as { credits: number }).credits).toBeGreaterThanOrEqual(0);

  // A run started by the program is charged to the account, and Token History names the key.
  const snaps = (await (await program.get('/v1/snaps', { headers })).json()) as {
    data: Array<{ id: string; name: string }>;
  };
  const snapId = snaps.data.find((snap) => snap.name === 'White Packshot')!.id;
  const started = await program.post('/v1/runs', {
    headers: { ...headers, 'Idempotency-Key': `e2e-${secret.slice(-8)}` },
    data: { snapId, image: `data:image/png;base64,${productPhoto().buffer.toString('base64')}` },
  });
  expect(started.status()).toBe(202);
  await page.goto('/credit-transactions');
  await expect(page.getByText('Through the API, key “Shop sync”')).toBeVisible();

  await expectNoViolations(page, '/settings?section=developers');

  // The guide is a click away, its samples naming this site.
  await section.getByRole('link', { name: 'Read the API guide' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Snapshot Studio API' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Start a run with curl' })).toContainText(
    `${new URL(page.url()).origin}/v1/runs`,
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/settings?section=developers');
  await section.getByRole('button', { name: 'Revoke the key Shop sync' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke “Shop sync”?' })
    .getByRole('button', { name: 'Revoke the key' })
    .click();
  await expect(section.getByRole('row').filter({ hasText: 'Shop sync' })).toContainText('Revoked');
  expect((await program.get('/v1/balance', { headers })).status()).toBe(401);
  await program.dispose();
});
