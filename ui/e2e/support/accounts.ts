import { type APIRequestContext, type Page, type TestInfo, expect } from '@playwright/test';
import { type User } from '@studio/api/contract/auth';
import type * as CsrfContract from '@studio/api/contract/csrf';

import { apiModule } from './api-modules';

const { CSRF_HEADER, CSRF_HEADER_VALUE } = apiModule<typeof CsrfContract>(
  '@studio/api/contract/csrf',
);

/** Every change to the API carries the CSRF header, as the app's own client does. */
export const csrf = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

export const PASSWORD = 'correct-horse-1';

/** An address no other test uses. */
export function uniqueEmail(info: TestInfo, label = 'user'): string {
  return `${label}-${info.testId}-${Date.now()}@example.com`.toLowerCase();
}

export type Account = { email: string; password: string; firstName: string; lastName: string };

export function newAccount(info: TestInfo, label?: string): Account {
  return {
    email: uniqueEmail(info, label),
    password: PASSWORD,
    firstName: 'Robin',
    lastName: 'Hale',
  };
}

/**
 * Creates an account through the API. With a page's `request`, that page's browser context is
 * signed in as it (they share cookies).
 */
export async function registerViaApi(request: APIRequestContext, account: Account): Promise<User> {
  const response = await request.post('/api/auth/register', { data: account, headers: csrf });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as User;
}

export async function loginViaApi(request: APIRequestContext, account: Account): Promise<User> {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: csrf,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as User;
}

/** Signs in through the sign-in form and waits for the post-login screen. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** The signed-in user's account menu in the top bar. */
export function accountMenu(page: Page, account: Pick<Account, 'firstName' | 'lastName'>) {
  return page.getByRole('button', {
    name: `Account menu for ${account.firstName} ${account.lastName}`,
  });
}

/** The toast viewport; Radix also copies toasts into a hidden live region, so look in here. */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}
