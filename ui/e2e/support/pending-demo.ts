import { type Page, expect } from '@playwright/test';

/** Where the landing page keeps a visitor's demo until they sign in (the app's own key). */
export const PENDING_DEMO_KEY = 'snapshot-studio:demo';

/**
 * Stores a demo as the landing page does for a signed-out visitor. The page must have settled
 * as signed out first: a page still booting when the test then signs in through the API would
 * see the new session, start the demo at once, and have it cut off by the test's next
 * navigation (an aborted demo is an error, which discards the stored demo).
 */
export async function storePendingDemo(
  page: Page,
  demo: { image: string; workflow: string; timestamp?: number },
) {
  await page.goto('/terms');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
    key: PENDING_DEMO_KEY,
    value: { timestamp: Date.now(), ...demo },
  });
}
