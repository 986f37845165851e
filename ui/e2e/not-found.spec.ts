import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 card, with a link home', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');

  const card = page.getByRole('region', { name: '404 Page Not Found' });
  await expect(card.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(card.getByText('Did you forget to add the page to the router?')).toBeVisible();
  // The icon is red.
  await expect(card.locator('svg').first()).toHaveCSS('color', 'rgb(220, 38, 38)');
  // The site frame stays, so there is a way back.
  await expect(page.getByRole('link', { name: 'Snapshot Studio' })).toHaveAttribute('href', '/');
  // And the card has its own, by keyboard too.
  const home = card.getByRole('link', { name: 'Go to the home page' });
  await home.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
});
