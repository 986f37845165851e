import { expect, test } from '@playwright/test';

test.describe('landing page', () => {
  test('shows the hero and the footer links', async ({ page }) => {
    await page.goto('/');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Create content with AI' }),
    ).toBeVisible();
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
    await expect(account.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register',
    );

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('All rights reserved. AI marketing platform.');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );

    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Create content with AI' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up', exact: true })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
