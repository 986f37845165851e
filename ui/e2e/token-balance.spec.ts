import { expect, test } from '@playwright/test';

import { newAccount, registerViaApi } from './support/accounts';
import { changeCredits } from './support/database';

// danger-700: the red that keeps 4.5:1 contrast on the low-balance pill's pink (danger-600 is 4.41:1).
const RED = 'rgb(185, 28, 28)';
const GREEN = 'rgb(5, 150, 105)';

test('the token pill is red under 10 and has a green coin from 10', async ({ page }) => {
  const account = newAccount(test.info(), 'tokens');
  const user = await registerViaApi(page.request, account);
  const { credits: start } = (await (await page.request.get('/api/credits/balance')).json()) as {
    credits: number;
  };
  expect(start).toBeGreaterThanOrEqual(10);

  await page.goto('/content');
  let pill = page.getByRole('button', { name: `${start} tokens` });
  await expect(pill.locator('svg')).toHaveCSS('color', GREEN);
  await expect(pill).not.toHaveCSS('color', RED);

  await changeCredits(user.id, 5 - start);
  await page.reload();
  pill = page.getByRole('button', { name: '5 tokens' });
  await expect(pill).toHaveCSS('color', RED);

  await changeCredits(user.id, 5);
  await page.reload();
  pill = page.getByRole('button', { name: '10 tokens' });
  await expect(pill.locator('svg')).toHaveCSS('color', GREEN);
  await expect(pill).not.toHaveCSS('color', RED);
});

test('the token pill leads to the token section of settings', async ({ page }) => {
  const account = newAccount(test.info(), 'pill');
  await registerViaApi(page.request, account);
  await page.goto('/content');

  await page.getByRole('button', { name: /tokens$/ }).click();
  await expect(page).toHaveURL(/\/settings\?section=tokens$/);
  await expect(page.locator('#tokens')).toBeInViewport();

  // Already in settings: it scrolls back up to the token section.
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const tokensTop = () => page.locator('#tokens').evaluate((el) => el.getBoundingClientRect().top);
  await expect.poll(tokensTop).toBeLessThan(0);
  await page.getByRole('button', { name: /tokens$/ }).click();
  await expect.poll(tokensTop).toBeGreaterThanOrEqual(0);
  await expect.poll(tokensTop).toBeLessThan(150);
  await expect(page).toHaveURL(/\/settings\?section=tokens$/);
});
