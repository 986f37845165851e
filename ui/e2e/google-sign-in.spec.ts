import { type Page, expect, test } from '@playwright/test';

import { accountMenu, toasts } from './support/accounts';

// `npm test` runs the stack with Google sign-in pointed at a local OpenID provider
// (infra/src/testing/local-oidc-provider.ts): its development login page accepts any login and
// password, and a login with '@' is the Google account's (verified) email address. Without
// GOOGLE_CLIENT_ID/SECRET, /auth/google redirects to /auth?error=google_unavailable (the API's
// tests cover that redirect; this stack has Google set up), and the last test here opens where it
// leads.

/** An address of its own per run; the part before '@' gives the names (Grace Hopper). */
function googleLogin(): string {
  return `grace.hopper@e2e-${test.info().testId}-${Date.now()}.example.com`.toLowerCase();
}

/** From /auth to the provider's login page. */
async function continueWithGoogle(page: Page) {
  await page.goto('/auth');
  await page.getByRole('button', { name: /continue with google/i }).click();
  await expect(page).toHaveURL(/\/interaction\/[\w-]+$/);
}

test('Continue with Google signs in on the provider and lands on /content', async ({ page }) => {
  const email = googleLogin();
  await continueWithGoogle(page);

  await page.getByPlaceholder('Enter any login').fill(email);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // The provider asks to share the email address and profile.
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/content$/);
  await expect(toasts(page).getByText('Login successful')).toBeVisible();
  await expect(accountMenu(page, { firstName: 'Grace', lastName: 'Hopper' })).toBeVisible();

  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email, emailVerified: true });
  // The session survives a reload.
  await page.reload();
  await expect(accountMenu(page, { firstName: 'Grace', lastName: 'Hopper' })).toBeVisible();
});

test('cancelling on the provider returns to /auth with the Google error', async ({ page }) => {
  await continueWithGoogle(page);

  await page.getByRole('link', { name: '[ Cancel ]' }).click();

  await expect(page).toHaveURL(/\/auth$/);
  await expect(toasts(page).getByText('Google sign-in failed. Please try again.')).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('back from a Google sign-in that is not set up: a plain message, the email form ready', async ({
  page,
}) => {
  await page.goto('/auth?error=google_unavailable');

  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form.getByRole('status')).toHaveText(
    "Google sign-in isn't available here. Sign in with your email instead.",
  );
  await expect(form.getByLabel('Email')).toBeFocused();
  await expect(page.getByText(/GOOGLE_CLIENT|environment variable|administrator/i)).toHaveCount(0);
  // "Continue with Google" stays on the form, as the spec requires.
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();

  // The form is ready for the keyboard: typing goes into the email field.
  await page.keyboard.type('nobody@example.com');
  await expect(form.getByLabel('Email')).toHaveValue('nobody@example.com');
});
