import { expect, test } from '@playwright/test';

// Spec section 5: the exact messages, shown before anything is sent.

test('sign-in form messages', async ({ page }) => {
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/login')) loginCalls += 1;
  });
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });

  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();

  await form.getByLabel('Email').fill('someone@');
  await form.getByLabel('Password', { exact: true }).fill('12345');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();

  await form.getByLabel('Email').fill('someone@example.com');
  await form.getByLabel('Password', { exact: true }).fill('123456');
  await expect(form.getByText('Please enter a valid email address')).toBeHidden();
  await expect(form.getByText('Password must be at least 6 characters')).toBeHidden();
  expect(loginCalls).toBe(0);
});

test('sign-up form messages, the mismatch on the confirmation field', async ({ page }) => {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Sign up' });

  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('First name').fill('A');
  await form.getByLabel('Last name').fill('B');
  await form.getByLabel('Password', { exact: true }).fill('12345');
  await form.getByLabel('Confirm password', { exact: true }).fill('54321');
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('Last name must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
  const mismatch = form.getByText("Passwords don't match");
  await expect(mismatch).toBeVisible();
  const confirm = form.getByLabel('Confirm password', { exact: true });
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toHaveAttribute('aria-describedby', (await mismatch.getAttribute('id'))!);

  await form.getByLabel('Password', { exact: true }).fill('123456');
  await confirm.fill('123456');
  await expect(mismatch).toBeHidden();
});

test('the tabs follow the path', async ({ page }) => {
  for (const [path, active] of [
    ['/auth', 'Sign In'],
    ['/login', 'Sign In'],
    ['/register', 'Sign Up'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('tab', { name: active })).toHaveAttribute('aria-selected', 'true');
  }
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeFocused();
});

test('the password toggle shows and hides the password', async ({ page }) => {
  await page.goto('/auth');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-1');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});
