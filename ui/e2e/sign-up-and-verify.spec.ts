import { expect, test } from '@playwright/test';

import { accountMenu, newAccount, toasts } from './support/accounts';
import { waitForMailedLink } from './support/mail';

test('sign up, get the mail, follow the link: verified and still signed in', async ({ page }) => {
  const account = newAccount(test.info(), 'signup');

  await page.goto('/register');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(toasts(page).getByText('Registration successful', { exact: true })).toBeVisible();
  await expect(
    toasts(page).getByText("Your account has been created! Let's create your content.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/content$/);
  const banner = page.getByRole('region', { name: 'Email verification' });
  await expect(banner).toContainText(account.email);

  const link = await waitForMailedLink(account.email, '/verify-email');
  await page.goto(link);

  await expect(page.getByText('Your email is verified.')).toBeVisible();
  await expect(banner).toBeHidden();
  await expect(accountMenu(page, account)).toBeVisible();
  await page.getByRole('link', { name: 'Continue to your content' }).click();
  await expect(page).toHaveURL(/\/content$/);
  await expect(banner).toBeHidden();
});

test('a verification link works once; opened again it says the email is already verified', async ({
  page,
}) => {
  const account = newAccount(test.info(), 'once');
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/content$/);

  const link = await waitForMailedLink(account.email, '/verify-email');
  await page.goto(link);
  await expect(page.getByText('Your email is verified.')).toBeVisible();

  // Opened again, it says the email is already verified and offers the way on, not a new link.
  await page.goto(link);
  await expect(page.getByText('Your email is already verified.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Continue to your content' }).click();
  await expect(page).toHaveURL(/\/content$/);

  // A link that never worked still says so, with a way to get a new one.
  await page.goto(link.replace(/token=[^&]+/, 'token=not-a-real-token'));
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
});
