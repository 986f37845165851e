import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { browserLocation } from '@/lib/browser-location';
import {
  buildHistoryEntry,
  buildHistoryRun,
  buildManager,
  buildPlan,
  buildUser,
} from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';
import { findToast } from '@/testing/toasts';

beforeEach(() => {
  // Failed calls are logged by the API client; these tests make them on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('/settings, tokens section', () => {
  it('shows the balance, usage and the five latest transactions with a link to all', async () => {
    const items = [
      buildHistoryRun({ snapName: 'Water Splash', outcome: 'charged', held: 4, balanceBefore: 50 }),
      buildHistoryEntry({
        kind: 'subscription',
        amount: 100,
        balanceAfter: 50,
        reason: 'Starter plan',
      }),
      buildHistoryEntry(),
      buildHistoryEntry({ kind: 'adjust', amount: -10, reason: 'Correction' }),
      buildHistoryRun({ snapName: 'Flat Lay', outcome: 'refunded' }),
    ];
    signInAs(buildUser(), { credits: 46 });
    server.use(
      http.get('/api/user/usage', () => HttpResponse.json({ productCount: 3, contentCount: 12 })),
      http.get('/api/credit-transactions', () =>
        HttpResponse.json({ items, total: 30, page: 1, limit: 5 }),
      ),
    );
    renderApp('/settings?section=tokens');

    const tokens = await screen.findByRole('region', { name: 'Tokens' });
    expect(await within(tokens).findByTestId('settings-balance')).toHaveTextContent('46tokens');
    expect(within(tokens).getByTestId('settings-balance')).not.toHaveAttribute('data-low-balance');
    expect(await within(tokens).findByText('3')).toBeInTheDocument();
    expect(within(tokens).getByText('12')).toBeInTheDocument();

    const table = await within(tokens).findByRole('table', { name: 'Recent transactions' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    expect(table).toHaveTextContent('Water Splash');
    // A run is one line with its cost, not a hold and a charge.
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^SnapWater Splash.*\u22124/);
    expect(table).not.toHaveTextContent('Charged');
    expect(within(tokens).getByRole('link', { name: 'View all transactions' })).toHaveAttribute(
      'href',
      '/credit-transactions',
    );
    const [call] = requestsTo('GET /api/credit-transactions');
    expect(call?.url.searchParams.get('limit')).toBe('5');
    expect(call?.url.searchParams.get('page')).toBe('1');
  });

  it('shows a low balance (under 10) in red', async () => {
    signInAs(buildUser(), { credits: 9 });
    renderApp('/settings?section=tokens');

    const balance = await screen.findByTestId('settings-balance');
    await waitFor(() => expect(balance).toHaveTextContent('9tokens'));
    expect(balance).toHaveAttribute('data-low-balance', 'true');
    expect(balance.querySelector('.text-danger-700')).not.toBeNull();
    expect(screen.getByText(/Your balance is low/)).toBeInTheDocument();
  });

  it('is not low at 10', async () => {
    signInAs(buildUser(), { credits: 10 });
    renderApp('/settings?section=tokens');

    const balance = await screen.findByTestId('settings-balance');
    await waitFor(() => expect(balance).toHaveTextContent('10tokens'));
    expect(balance).not.toHaveAttribute('data-low-balance');
    expect(screen.queryByText(/Your balance is low/)).not.toBeInTheDocument();
  });
});

describe('/settings, plan section', () => {
  const stripePlan = (cancelAtPeriodEnd: boolean) =>
    HttpResponse.json({
      subscription: {
        plan: buildPlan({ name: 'Pro', monthlyTokens: 500, priceCents: 2900 }),
        status: 'active',
        currentPeriodEnd: '2025-04-01T00:00:00.000Z',
        cancelAtPeriodEnd,
        provider: 'stripe',
        card: null,
      },
    });

  it('offers Choose a plan without a subscription, and says there are no invoices', async () => {
    signInAs(buildUser());
    renderApp('/settings');

    const plan = await screen.findByRole('region', { name: 'Plan and billing' });
    expect(await within(plan).findByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(await within(plan).findByText(/No invoices yet/)).toBeInTheDocument();
  });

  it('opens Stripe’s portal at the task each button names, and lists Stripe’s invoices', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    signInAs(buildUser());
    server.use(
      http.get('/api/user/subscription', () => stripePlan(false)),
      http.post('/api/billing/portal', () =>
        HttpResponse.json({ url: 'https://billing.stripe.com/p/session_1' }),
      ),
      http.get('/api/billing/invoices', () =>
        HttpResponse.json({
          items: [
            {
              id: 'in_1',
              planName: 'Pro',
              reason: 'subscription_cycle',
              amountCents: 2900,
              currency: 'usd',
              tokens: 500,
              paidAt: '2025-03-01T00:00:00.000Z',
              url: 'https://invoice.stripe.com/i/in_1',
              provider: 'stripe',
            },
          ],
        }),
      ),
    );
    const { user } = renderApp('/settings?section=plan');

    const plan = await screen.findByRole('region', { name: 'Plan and billing' });
    await within(plan).findByText(/500 tokens per month/);
    expect(plan).toHaveTextContent('Renews on');
    const invoices = await within(plan).findByRole('table', { name: 'Invoices' });
    expect(invoices).toHaveTextContent('Pro · Renewal');
    expect(within(invoices).getByRole('link', { name: /View invoice/ })).toHaveAttribute(
      'href',
      'https://invoice.stripe.com/i/in_1',
    );

    for (const [button, flow] of [
      ['Change plan', 'subscription_update'],
      ['Cancel plan', 'subscription_cancel'],
      ['Update card', 'payment_method_update'],
      ['Open the billing portal', 'home'],
    ] as const) {
      await user.click(within(plan).getByRole('button', { name: button }));
      await waitFor(() =>
        expect(requestsTo('POST /api/billing/portal').at(-1)?.body).toEqual({ flow }),
      );
    }
    expect(assign).toHaveBeenCalledTimes(4);
    expect(assign).toHaveBeenLastCalledWith('https://billing.stripe.com/p/session_1');
    assign.mockRestore();
  });

  it('offers Resume for a plan set to end, through the portal’s home for Stripe', async () => {
    jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    signInAs(buildUser());
    server.use(
      http.get('/api/user/subscription', () => stripePlan(true)),
      http.post('/api/billing/portal', () => HttpResponse.json({ url: 'https://billing.test/p' })),
    );
    const { user } = renderApp('/settings?section=plan');

    const plan = await screen.findByRole('region', { name: 'Plan and billing' });
    expect(await within(plan).findByTestId('plan-period')).toHaveTextContent(
      /^Ends on .+ Your tokens stay yours to use\.$/,
    );
    expect(within(plan).queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
    await user.click(within(plan).getByRole('button', { name: 'Resume plan' }));
    await waitFor(() =>
      expect(requestsTo('POST /api/billing/portal').at(-1)?.body).toEqual({ flow: 'home' }),
    );
  });

  it('Manage on the plans page leads here', async () => {
    signInAs(buildUser());
    server.use(http.get('/api/user/subscription', () => stripePlan(false)));
    renderApp('/subscription');
    expect(await screen.findByRole('link', { name: 'Manage' })).toHaveAttribute(
      'href',
      '/settings?section=plan',
    );
  });
});

describe('/settings, account section', () => {
  it('shows the details and that the email is verified', async () => {
    signInAs(buildManager({ email: 'morgan@example.com' }));
    renderApp('/settings?section=account');

    const account = await screen.findByRole('region', { name: 'Account' });
    expect(account).toHaveTextContent('Morgan Lee');
    expect(account).toHaveTextContent('morgan@example.com');
    expect(account).toHaveTextContent('Manager');
    expect(account).toHaveTextContent('Your email address is verified.');
    expect(account).toHaveAttribute('data-selected', 'true');
    expect(screen.getByRole('region', { name: 'Tokens' })).toHaveAttribute(
      'data-selected',
      'false',
    );
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'true');
  });

  it('scrolls to the section the query names', async () => {
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
    signInAs(buildUser());
    renderApp('/settings?section=account');

    const account = await screen.findByRole('region', { name: 'Account' });
    await waitFor(() => expect(scroll.mock.contexts).toContain(account));
    scroll.mockRestore();
  });

  it('shows both sections, none selected, without the query', async () => {
    signInAs(buildUser());
    renderApp('/settings');

    expect(await screen.findByRole('region', { name: 'Tokens' })).toHaveAttribute(
      'data-selected',
      'false',
    );
    expect(screen.getByRole('region', { name: 'Account' })).toHaveAttribute(
      'data-selected',
      'false',
    );
  });

  it('resends the verification email for an unverified address', async () => {
    signInAs(buildUser({ emailVerified: false }));
    server.use(
      http.post('/api/auth/resend-verification', () =>
        HttpResponse.json({ message: 'Verification email sent.' }),
      ),
    );
    const { user } = renderApp('/settings?section=account');

    const account = await screen.findByRole('region', { name: 'Account' });
    expect(account).toHaveTextContent('not verified yet');
    await user.click(within(account).getByRole('button', { name: 'Resend Email' }));

    await findToast('Email Sent', 'Verification email sent.');
    expect(requestsTo('POST /api/auth/resend-verification')).toHaveLength(1);
  });

  it('validates the password change with the contract rules', async () => {
    signInAs(buildUser());
    const { user } = renderApp('/settings?section=account');

    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('New password'), '123');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await within(form).findByText('Required')).toBeInTheDocument();
    expect(within(form).getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(requestsTo('POST /api/auth/change-password')).toHaveLength(0);
  });

  it('changes the password: toast on success, the form cleared', async () => {
    signInAs(buildUser());
    server.use(
      http.post('/api/auth/change-password', () =>
        HttpResponse.json({
          message: 'Password changed. Your other sessions have been signed out.',
        }),
      ),
    );
    const { user } = renderApp('/settings?section=account');

    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'old-password');
    await user.type(within(form).getByLabelText('New password'), 'new-password-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    await findToast(
      'Password changed',
      'Password changed. Your other sessions have been signed out.',
    );
    expect(requestsTo('POST /api/auth/change-password')[0]?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
    });
    await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveValue(''));
  });

  it("keeps the server's reason on the form when the change fails", async () => {
    signInAs(buildUser());
    server.use(
      http.post('/api/auth/change-password', () =>
        apiError(400, 'invalid_password', 'Your current password is wrong.'),
      ),
    );
    const { user } = renderApp('/settings?section=account');

    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'nope-nope');
    await user.type(within(form).getByLabelText('New password'), 'new-password-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your current password is wrong.',
    );
  });
});
