import { screen, waitFor, within } from '@testing-library/react';

import { browserLocation } from '@/lib/browser-location';
import { buildManager, buildPlan, buildTransaction, buildUser } from '@/testing/data';
import { apiError, mockApi, signedInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { findToast } from '@/testing/toasts';

beforeEach(() => {
  // Failed calls are logged by the API client; these tests make them on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('/settings, tokens section', () => {
  it('shows the balance, usage and the five latest transactions with a link to all', async () => {
    const transactions = [
      buildTransaction({
        kind: 'commit',
        amount: -4,
        balanceAfter: 46,
        reason: null,
        execution: { id: 'e1', snapName: 'Water Splash' },
      }),
      buildTransaction({
        kind: 'subscription',
        amount: 100,
        balanceAfter: 50,
        reason: 'Starter plan',
      }),
      buildTransaction(),
      buildTransaction({ kind: 'adjust', amount: -10, reason: 'Correction' }),
      buildTransaction({
        kind: 'release',
        amount: 4,
        reason: null,
        execution: { id: 'e2', snapName: 'Flat Lay' },
      }),
    ];
    const server = mockApi({
      ...signedInAs(buildUser(), { credits: 46 }),
      'GET /api/user/usage': { body: { productCount: 3, contentCount: 12 } },
      'GET /api/credit-transactions': { body: { transactions, total: 30, page: 1, limit: 5 } },
    });
    renderApp('/settings?section=tokens');

    const tokens = await screen.findByRole('region', { name: 'Tokens' });
    expect(await within(tokens).findByTestId('settings-balance')).toHaveTextContent('46tokens');
    expect(within(tokens).getByTestId('settings-balance')).not.toHaveAttribute('data-low-balance');
    expect(await within(tokens).findByText('3')).toBeInTheDocument();
    expect(within(tokens).getByText('12')).toBeInTheDocument();

    const table = await within(tokens).findByRole('table', { name: 'Recent transactions' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    expect(table).toHaveTextContent('Water Splash');
    expect(table).toHaveTextContent('Charged');
    expect(within(tokens).getByRole('link', { name: 'View all transactions' })).toHaveAttribute(
      'href',
      '/credit-transactions',
    );
    const [call] = server.callsTo('GET /api/credit-transactions');
    expect(call?.url.searchParams.get('limit')).toBe('5');
    expect(call?.url.searchParams.get('page')).toBe('1');
  });

  it('shows a low balance (under 10) in red', async () => {
    mockApi(signedInAs(buildUser(), { credits: 9 }));
    renderApp('/settings?section=tokens');

    const balance = await screen.findByTestId('settings-balance');
    await waitFor(() => expect(balance).toHaveTextContent('9tokens'));
    expect(balance).toHaveAttribute('data-low-balance', 'true');
    expect(balance.querySelector('.text-danger-600')).not.toBeNull();
    expect(screen.getByText(/Your balance is low/)).toBeInTheDocument();
  });

  it('is not low at 10', async () => {
    mockApi(signedInAs(buildUser(), { credits: 10 }));
    renderApp('/settings?section=tokens');

    const balance = await screen.findByTestId('settings-balance');
    await waitFor(() => expect(balance).toHaveTextContent('10tokens'));
    expect(balance).not.toHaveAttribute('data-low-balance');
    expect(screen.queryByText(/Your balance is low/)).not.toBeInTheDocument();
  });

  it('offers Choose a plan without a subscription', async () => {
    mockApi(signedInAs(buildUser()));
    renderApp('/settings');

    const tokens = await screen.findByRole('region', { name: 'Tokens' });
    expect(await within(tokens).findByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('summarises the subscription; Manage opens the billing portal', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const server = mockApi({
      ...signedInAs(buildUser()),
      'GET /api/user/subscription': {
        body: {
          subscription: {
            plan: buildPlan({ name: 'Pro', monthlyTokens: 500, priceCents: 2900 }),
            status: 'active',
            currentPeriodEnd: '2025-04-01T00:00:00.000Z',
            cancelAtPeriodEnd: true,
            provider: 'stripe',
          },
        },
      },
      'POST /api/billing/portal': { body: { url: 'https://billing.stripe.com/p/session_1' } },
    });
    const { user } = renderApp('/settings?section=tokens');

    const tokens = await screen.findByRole('region', { name: 'Tokens' });
    await within(tokens).findByText(/500 tokens per month/);
    expect(tokens).toHaveTextContent('Active');
    expect(tokens).toHaveTextContent('Ends on');
    await user.click(within(tokens).getByRole('button', { name: 'Manage' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session_1'),
    );
    expect(server.callsTo('POST /api/billing/portal')).toHaveLength(1);
    assign.mockRestore();
  });
});

describe('/settings, account section', () => {
  it('shows the details and that the email is verified', async () => {
    mockApi(signedInAs(buildManager({ email: 'morgan@example.com' })));
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
    mockApi(signedInAs(buildUser()));
    renderApp('/settings?section=account');

    const account = await screen.findByRole('region', { name: 'Account' });
    await waitFor(() => expect(scroll.mock.contexts).toContain(account));
    scroll.mockRestore();
  });

  it('shows both sections, none selected, without the query', async () => {
    mockApi(signedInAs(buildUser()));
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
    const server = mockApi({
      ...signedInAs(buildUser({ emailVerified: false })),
      'POST /api/auth/resend-verification': { body: { message: 'Verification email sent.' } },
    });
    const { user } = renderApp('/settings?section=account');

    const account = await screen.findByRole('region', { name: 'Account' });
    expect(account).toHaveTextContent('not verified yet');
    await user.click(within(account).getByRole('button', { name: 'Resend Email' }));

    await findToast('Email Sent', 'Verification email sent.');
    expect(server.callsTo('POST /api/auth/resend-verification')).toHaveLength(1);
  });

  it('validates the password change with the contract rules', async () => {
    const server = mockApi(signedInAs(buildUser()));
    const { user } = renderApp('/settings?section=account');

    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('New password'), '123');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await within(form).findByText('Required')).toBeInTheDocument();
    expect(within(form).getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/change-password')).toHaveLength(0);
  });

  it('changes the password: toast on success, the form cleared', async () => {
    const server = mockApi({
      ...signedInAs(buildUser()),
      'POST /api/auth/change-password': {
        body: { message: 'Password changed. Your other sessions have been signed out.' },
      },
    });
    const { user } = renderApp('/settings?section=account');

    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'old-password');
    await user.type(within(form).getByLabelText('New password'), 'new-password-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    await findToast(
      'Password changed',
      'Password changed. Your other sessions have been signed out.',
    );
    expect(server.callsTo('POST /api/auth/change-password')[0]?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
    });
    await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveValue(''));
  });

  it("keeps the server's reason on the form when the change fails", async () => {
    mockApi({
      ...signedInAs(buildUser()),
      'POST /api/auth/change-password': apiError(
        400,
        'invalid_password',
        'Your current password is wrong.',
      ),
    });
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
