import { expect, test } from '@playwright/test';
import { type Plan } from '@studio/api/contract/billing';

import { newAccount, registerViaApi } from './support/accounts';
import { recordShownStates } from './support/shown-states';

// Runs against a stack without Stripe keys, where checkout goes through the labelled local test
// payment, which grants the allowance through the same code as a paid invoice.

test('local checkout: choose a plan, review, pay, wait, and see the grant', async ({ page }) => {
  const account = newAccount(test.info(), 'checkout');
  await registerViaApi(page.request, account);
  const plans = (await (await page.request.get('/api/plans')).json()) as Plan[];
  expect(plans.length).toBeGreaterThan(0);
  const plan = plans[0]!;
  const { credits: before } = (await (await page.request.get('/api/credits/balance')).json()) as {
    credits: number;
  };
  const after = before + plan.monthlyTokens;
  const titles = await recordShownStates(page, { h1: { selector: 'h1' } });

  await page.goto('/subscription');
  const card = page.getByRole('article', { name: plan.name });
  await expect(card).toContainText(
    `${plan.monthlyTokens.toLocaleString('en-US')} tokens per month`,
  );
  await card.getByRole('link', { name: `Choose ${plan.name}` }).click();

  await expect(page).toHaveURL(/\/subscription\/review\?plan=/);
  const review = page.getByRole('region', { name: 'Review your plan' });
  await expect(review).toContainText(plan.name);
  await expect(review).toContainText('What happens next');
  await review.getByRole('button', { name: 'Confirm and pay' }).click();

  await expect(page).toHaveURL(/\/subscription\/checkout\/local\?session=/);
  await expect(
    page.getByText(
      'No real payment is taken: this installation has no payment provider configured',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/subscription\/waiting\?session=/);
  const sessionId = new URL(page.url()).searchParams.get('session')!;
  await expect(
    page.getByText(`${plan.monthlyTokens} tokens added with your ${plan.name} plan`),
  ).toBeVisible();
  // The page says the payment succeeded from its title down, and never claimed to be still
  // confirming a payment the server had already confirmed.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Purchase complete');
  const shownTitles = (await titles()).flatMap((state) => state.h1);
  expect(shownTitles).toContain('Test payment');
  expect(shownTitles).not.toContain('Confirming your payment');
  await expect(page.getByTestId('balance-change')).toHaveText(
    new RegExp(`^${before}\\s*→\\s*(to )?${after} tokens$`),
  );
  await expect(page.getByRole('button', { name: `${after} tokens` })).toBeVisible();

  // The provider's return address, for this checkout, thanks for it too.
  await page.goto(`/subscription/success?session=${sessionId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Purchase complete');
  await expect(page.getByText('Thank you for your purchase!')).toBeVisible();

  await page.getByRole('link', { name: 'Token history' }).click();
  await expect(page).toHaveURL(/\/credit-transactions$/);
  const first = page.getByRole('table', { name: 'Token transactions' }).getByRole('row').nth(1);
  await expect(first.getByRole('cell').nth(0)).toHaveText('Subscription');
  await expect(first.getByRole('cell').nth(2)).toHaveText(`+${plan.monthlyTokens}`);
  // On small screens the cell also says "Balance"; match the number at its end.
  await expect(first.getByRole('cell').nth(3)).toHaveText(
    new RegExp(`${after.toLocaleString('en-US')}$`),
  );

  // The plan is now the current one, on the plans page and in settings.
  await page.goto('/subscription');
  await expect(page.getByRole('article', { name: plan.name })).toContainText('Current plan');
  await page.goto('/settings?section=plan');
  await expect(page.locator('#plan')).toContainText(plan.name);
});

test('leaving the checkout lands on the cancel page, with nothing charged', async ({ page }) => {
  const account = newAccount(test.info(), 'cancel');
  await registerViaApi(page.request, account);

  await page.goto('/subscription');
  await page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^Choose / })
    .click();
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await page.getByRole('link', { name: 'Cancel and go back' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout cancelled' })).toBeVisible();
  await expect(page.getByText(/nothing was charged/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to plans' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test('/subscription/success thanks only for a purchase that was made', async ({ page }) => {
  await registerViaApi(page.request, newAccount(test.info(), 'no-purchase'));

  // Opened by hand, with no checkout at all.
  await page.goto('/subscription/success');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No purchase was made');
  await expect(page.getByText(/Nothing was bought and nothing was charged\./)).toBeVisible();
  await expect(page.getByText(/thank you/i)).toHaveCount(0);

  // A checkout reference that is not this account's.
  await page.goto('/subscription/success?session=local_cs_00000000000000000000000000000000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No purchase was made');

  // A checkout started but never paid.
  await page.goto('/subscription');
  await page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^Choose / })
    .click();
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(page).toHaveURL(/\/subscription\/checkout\/local\?session=/);
  const sessionId = new URL(page.url()).searchParams.get('session')!;
  await page.goto(`/subscription/success?session=${sessionId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No purchase was made');
  await expect(page.getByText(/checkout has not been paid/)).toBeVisible();
  await expect(page.getByText(/thank you/i)).toHaveCount(0);

  // The way back: to the payment, or to the plans.
  await page.getByRole('link', { name: 'Go to the payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/subscription/checkout/local\\?session=${sessionId}$`));
  await page.goto('/subscription/success');
  await page.getByRole('link', { name: 'Back to plans' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});
