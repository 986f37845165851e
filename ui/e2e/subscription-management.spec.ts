import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Plan } from '@studio/api/contract/billing';

import { csrf, newAccount, registerViaApi, toasts } from './support/accounts';
import { expectNoViolations } from './support/axe';

// Runs against a stack without Stripe keys: the local checkout's own portal (Settings' plan
// section) does what Stripe's customer portal does. The Stripe path is tested against the Stripe
// stand-in in api/src/__tests__/billing-portal.test.ts.

async function subscribe(request: APIRequestContext, name: string) {
  const plans = (await (await request.get('/api/plans')).json()) as Plan[];
  const plan = plans.find((p) => p.name === name)!;
  const checkout = await request.post('/api/billing/checkout', {
    data: { planId: plan.id },
    headers: csrf,
  });
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  const paid = await request.post(`/api/billing/local-checkout/${sessionId}/pay`, {
    headers: csrf,
  });
  expect(paid.status()).toBe(200);
}

const balance = async (page: Page) =>
  ((await (await page.request.get('/api/credits/balance')).json()) as { credits: number }).credits;

test('a creator changes plan, cancels, resumes and adds a card from Settings', async ({ page }) => {
  await registerViaApi(page.request, newAccount(test.info(), 'manage-plan'));
  await subscribe(page.request, 'Starter');

  // Manage on the plans page leads to the plan section (it used to lead back to the plans page).
  await page.goto('/subscription');
  await page.getByRole('link', { name: 'Manage' }).click();
  await expect(page).toHaveURL(/\/settings\?section=plan$/);
  const section = page.locator('#plan');
  await expect(section).toBeInViewport();
  await expect(section).toContainText('Starter');
  await expect(section.getByTestId('plan-period')).toHaveText(/^Renews on /);
  const invoices = section.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(2);
  await expect(invoices).toContainText('Starter · First month');

  // Upgrade: the dialog says what it costs and grants now, and the balance rises by that.
  const before = await balance(page);
  await section.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your plan' });
  await dialog.getByRole('radio', { name: /Creator/ }).check();
  const terms = dialog.getByTestId('plan-change-terms');
  await expect(terms).toHaveText(
    /^Starts now\. You pay \$[\d.]+ for the rest of this month and get [\d,]+ tokens now\./,
  );
  const granted = Number(
    /get ([\d,]+) tokens/.exec((await terms.textContent())!)![1]!.replace(',', ''),
  );
  expect(granted).toBeGreaterThan(350);
  await dialog.getByRole('button', { name: 'Switch to Creator' }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText('You are on Creator');
  await expect(section).toContainText('500 tokens per month');
  await expect(page.getByRole('button', { name: `${before + granted} tokens` })).toBeVisible();
  await expect(invoices.getByRole('row')).toHaveCount(3);
  await expect(invoices.getByRole('row').nth(1)).toContainText('Creator · Plan change');
  await expect(invoices.getByRole('row').nth(1)).toContainText(`+${granted}`);

  // Cancel at the period's end, then resume.
  await section.getByRole('button', { name: 'Cancel plan' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel your Creator plan?' });
  await expect(cancel).toContainText('It stays active until');
  await cancel.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(section.getByTestId('plan-period')).toHaveText(
    /^Ends on .+ Your tokens stay yours to use\.$/,
  );
  await section.getByRole('button', { name: 'Resume plan' }).click();
  await expect(section.getByTestId('plan-period')).toHaveText(/^Renews on /);
  await expect(toasts(page)).toContainText('Plan resumed');

  // The test card: a wrong number is refused next to its field; a good one is shown by its end.
  await section.getByRole('button', { name: 'Add a card' }).click();
  const card = page.getByRole('dialog', { name: 'Update your card' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4241');
  await card.getByLabel('Month').fill('12');
  await card.getByLabel('Year').fill(String(new Date().getFullYear() + 2));
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: 'Save card' }).click();
  await expect(card.getByText('Enter a valid card number')).toBeVisible();
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByRole('button', { name: 'Save card' }).click();
  await expect(card).toBeHidden();
  await expect(section.getByTestId('payment-method')).toHaveText(
    `Visa ending in 4242, expires 12/${new Date().getFullYear() + 2}`,
  );

  // A plan card's Switch opens the same change, with that plan chosen, instead of a checkout.
  await page.goto('/subscription');
  await page
    .getByRole('article', { name: 'Studio' })
    .getByRole('button', { name: 'Switch to Studio' })
    .click();
  const fromCard = page.getByRole('dialog', { name: 'Change your plan' });
  await expect(fromCard.getByRole('radio', { name: /Studio/ })).toBeChecked();
  await expect(fromCard.getByRole('button', { name: 'Switch to Studio' })).toBeEnabled();
});

test('the plan section and its dialogs pass axe at both widths, and work by keyboard', async ({
  page,
}) => {
  await registerViaApi(page.request, newAccount(test.info(), 'plan-axe'));
  await subscribe(page.request, 'Creator');
  await expectNoViolations(page, '/settings?section=plan');
  await expectNoViolations(page, '/settings?section=plan', {
    name: 'change plan open',
    open: async (p) => {
      await p.locator('#plan').getByRole('button', { name: 'Change plan' }).click();
      await expect(p.getByTestId('plan-change-terms')).toBeVisible();
    },
  });
  await expectNoViolations(page, '/settings?section=plan', {
    name: 'card open',
    open: async (p) => {
      await p.locator('#plan').getByRole('button', { name: 'Add a card' }).click();
      await expect(p.getByRole('dialog', { name: 'Update your card' })).toBeVisible();
    },
  });

  // By keyboard: to Cancel plan, open, confirm with the keyboard alone.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/settings?section=plan');
  const cancelButton = page.locator('#plan').getByRole('button', { name: 'Cancel plan' });
  await cancelButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel your Creator plan?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel plan' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#plan').getByTestId('plan-period')).toHaveText(/^Ends on /);
});
