import { act, screen, waitFor, within } from '@testing-library/react';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@studio/api/contract/csrf';
import { http, HttpResponse } from 'msw';

import { CHECKOUT_POLL_MS } from '@/features/credits/api/get-checkout-session';
import { browserLocation } from '@/lib/browser-location';
import { buildPlan, buildUser } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { allRequests, requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';

const starter = buildPlan({
  name: 'Starter',
  monthlyTokens: 100,
  priceCents: 900,
  currency: 'usd',
  features: ['100 tokens every month', 'All snaps'],
});
const pro = buildPlan({
  name: 'Pro',
  monthlyTokens: 500,
  priceCents: 2900,
  currency: 'eur',
  features: ['500 tokens every month', 'Priority queue'],
});

/** `GET /api/user/subscription`'s answer for an active plan. */
function subscriptionTo(plan: typeof starter) {
  return HttpResponse.json({
    subscription: {
      plan,
      status: 'active',
      currentPeriodEnd: '2025-04-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      provider: 'local',
      card: null,
    },
  });
}

/** `GET /api/billing/checkout-sessions/cs_1`'s answer: a Starter checkout, open unless told. */
function session(overrides: { granted?: boolean; status?: string; provider?: string } = {}) {
  return HttpResponse.json({
    id: 'cs_1',
    plan: starter,
    status: 'open',
    granted: false,
    provider: 'local',
    ...overrides,
  });
}

describe('/subscription', () => {
  it('shows the plans side by side with tokens, prices and features, and the balance', async () => {
    signInAs(buildUser(), { credits: 42 });
    server.use(http.get('/api/plans', () => HttpResponse.json([starter, pro])));
    renderApp('/subscription');

    const starterCard = await screen.findByRole('article', { name: 'Starter' });
    expect(starterCard).toHaveTextContent('$9.00');
    expect(starterCard).toHaveTextContent('100 tokens per month');
    expect(starterCard).toHaveTextContent('All snaps');
    const proCard = screen.getByRole('article', { name: 'Pro' });
    expect(proCard).toHaveTextContent('€29.00');
    expect(proCard).toHaveTextContent('500 tokens per month');
    expect(proCard).toHaveTextContent('Priority queue');
    expect(screen.getByRole('region', { name: 'Your balance' })).toHaveTextContent('42 tokens');
    expect(screen.getByRole('region', { name: 'Current plan' })).toHaveTextContent(
      'You have no plan yet.',
    );
    expect(within(starterCard).getByRole('link', { name: 'Choose Starter' })).toHaveAttribute(
      'href',
      `/subscription/review?plan=${starter.id}`,
    );
  });

  it('marks the current plan and offers to switch to the others', async () => {
    signInAs(buildUser());
    server.use(
      http.get('/api/plans', () => HttpResponse.json([starter, pro])),
      http.get('/api/user/subscription', () => subscriptionTo(starter)),
    );
    renderApp('/subscription');

    const starterCard = await screen.findByRole('article', { name: 'Starter' });
    await within(starterCard).findByText('Current plan');
    expect(within(starterCard).getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    expect(
      within(screen.getByRole('article', { name: 'Pro' })).getByRole('button', {
        name: 'Switch to Pro',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Current plan' })).toHaveTextContent('Renews on');
  });

  it('switches a Stripe plan through the portal’s plan change, not a second checkout', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    signInAs(buildUser());
    server.use(
      http.get('/api/plans', () => HttpResponse.json([starter, pro])),
      http.get('/api/user/subscription', async () => {
        const body = (await subscriptionTo(starter).json()) as { subscription: object };
        return HttpResponse.json({ subscription: { ...body.subscription, provider: 'stripe' } });
      }),
      http.post('/api/billing/portal', () => HttpResponse.json({ url: 'https://billing.test/p' })),
    );
    const { user } = renderApp('/subscription');

    const proCard = await screen.findByRole('article', { name: 'Pro' });
    await user.click(within(proCard).getByRole('button', { name: 'Switch to Pro' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.test/p'));
    expect(requestsTo('POST /api/billing/portal')[0]?.body).toEqual({
      flow: 'subscription_update',
    });
    expect(requestsTo('POST /api/billing/checkout')).toHaveLength(0);
    assign.mockRestore();
  });

  it('goes from Choose to the review, and Back returns to the plans', async () => {
    signInAs(buildUser());
    server.use(http.get('/api/plans', () => HttpResponse.json([starter, pro])));
    const { user, router } = renderApp('/subscription');

    await user.click(await screen.findByRole('link', { name: 'Choose Pro' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review your plan' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?plan=${pro.id}`);
    const page = screen.getByRole('region', { name: 'Review your plan' });
    expect(page).toHaveTextContent('Pro');
    expect(page).toHaveTextContent('500 per month');
    expect(page).toHaveTextContent('€29.00 per month');
    expect(page).toHaveTextContent('What happens next');

    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
  });

  it('says so when the plan in the review link does not exist', async () => {
    signInAs(buildUser());
    server.use(http.get('/api/plans', () => HttpResponse.json([starter])));
    renderApp('/subscription/review?plan=nope');

    expect(await screen.findByText(/That plan is not available/)).toBeInTheDocument();
  });
});

describe('checkout', () => {
  it('Confirm starts the checkout with the CSRF header and follows the local checkout URL', async () => {
    signInAs(buildUser());
    server.use(
      http.get('/api/plans', () => HttpResponse.json([starter])),
      http.post('/api/billing/checkout', () =>
        HttpResponse.json({ url: '/subscription/checkout/local?session=cs_1', sessionId: 'cs_1' }),
      ),
      http.get('/api/billing/checkout-sessions/cs_1', () => session()),
    );
    const { user, router } = renderApp(`/subscription/review?plan=${starter.id}`);

    await user.click(await screen.findByRole('button', { name: 'Confirm and pay' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/subscription/checkout/local'),
    );
    expect(router.state.location.search).toBe('?session=cs_1');
    const [call] = requestsTo('POST /api/billing/checkout');
    expect(call?.body).toEqual({ planId: starter.id });
    expect(call?.headers.get(CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
  });

  it('sends the browser to Stripe when the checkout URL is elsewhere', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    signInAs(buildUser());
    server.use(
      http.get('/api/plans', () => HttpResponse.json([starter])),
      http.post('/api/billing/checkout', () =>
        HttpResponse.json({
          url: 'https://checkout.stripe.com/c/pay/cs_live_1',
          sessionId: 'cs_live_1',
        }),
      ),
    );
    const { user } = renderApp(`/subscription/review?plan=${starter.id}`);

    await user.click(await screen.findByRole('button', { name: 'Confirm and pay' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_live_1'),
    );
    assign.mockRestore();
  });

  it('the local checkout is a labelled test payment; Pay leads to the waiting page', async () => {
    signInAs(buildUser());
    server.use(http.get('/api/billing/checkout-sessions/cs_1', () => session()));
    const { user, router } = renderApp('/subscription/checkout/local?session=cs_1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible();
    expect(
      screen.getByText(
        'No real payment is taken: this installation has no payment provider configured',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Test payment' })).toHaveTextContent('Starter');

    // The payment answers the checkout as it now is; the server's next answer is held back, so
    // the waiting page can only know of the payment from that answer.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('/api/billing/local-checkout/cs_1/pay', () =>
        session({ status: 'complete', granted: true }),
      ),
      http.get('/api/billing/checkout-sessions/cs_1', async () => {
        await held;
        return session({ status: 'complete', granted: true });
      }),
    );
    await user.click(screen.getByRole('button', { name: /Pay \$9\.00/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription/waiting'));
    expect(router.state.location.search).toBe('?session=cs_1');
    // Paid is paid: no "Confirming your payment" for a payment the server has just confirmed.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Purchase complete' }),
    ).toBeInTheDocument();
    expect(screen.getByText('100 tokens added with your Starter plan')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for the payment to be confirmed…')).not.toBeInTheDocument();
    release();
    expect(
      requestsTo('POST /api/billing/local-checkout/cs_1/pay')[0]?.headers.get(CSRF_HEADER),
    ).toBe(CSRF_HEADER_VALUE);
  });
});

describe('/subscription/waiting', () => {
  it('polls the checkout until the grant arrives and shows the balance rise', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let polls = 0;
    let credits = 10;
    signInAs(buildUser());
    server.use(
      http.get('/api/credits/balance', () => HttpResponse.json({ credits })),
      http.get('/api/billing/checkout-sessions/cs_1', () => {
        polls += 1;
        // Back from Stripe before its webhooks: open, then paid, then granted.
        if (polls < 3)
          return session({ status: polls === 2 ? 'complete' : 'open', provider: 'stripe' });
        credits = 110;
        return session({ status: 'complete', granted: true, provider: 'stripe' });
      }),
    );
    renderApp('/subscription/waiting?session=cs_1');

    expect(await screen.findByText('Waiting for the payment to be confirmed…')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirming your payment' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Your balance now: 10/)).toBeInTheDocument();

    const change = await screen.findByTestId('balance-change', {}, { timeout: 5000 });
    // Confirmed: the page says so from its title down.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Purchase complete' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Confirming your payment' }),
    ).not.toBeInTheDocument();
    expect(change).toHaveTextContent(/^10 →( to)? 110 tokens$/);
    expect(screen.getByText('100 tokens added with your Starter plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create content' })).toHaveAttribute(
      'href',
      '/create-content',
    );
    // Polling stops once granted.
    const settled = requestsTo('GET /api/billing/checkout-sessions/cs_1').length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3 * CHECKOUT_POLL_MS);
    });
    expect(requestsTo('GET /api/billing/checkout-sessions/cs_1')).toHaveLength(settled);
  });

  it('says what to do when nothing arrives within a minute', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    signInAs(buildUser());
    server.use(
      http.get('/api/billing/checkout-sessions/cs_1', () => session({ status: 'complete' })),
    );
    renderApp('/subscription/waiting?session=cs_1');

    expect(await screen.findByText('Payment received. Adding your tokens…')).toBeInTheDocument();
    expect(screen.queryByText('This is taking longer than usual')).not.toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });

    const help = await screen.findByRole('alert');
    expect(help).toHaveTextContent('This is taking longer than usual');
    expect(within(help).getByRole('link', { name: 'token history' })).toHaveAttribute(
      'href',
      '/credit-transactions',
    );
    expect(within(help).getByRole('link', { name: 'settings' })).toHaveAttribute(
      'href',
      '/settings?section=tokens',
    );
  });
});

describe('after checkout', () => {
  it.each(['/subscription/success', '/subscription-success', '/subscription/waiting'])(
    '%s without a checkout thanks for nothing: no purchase was made',
    async (url) => {
      signInAs(buildUser(), { credits: 120 });
      renderApp(url);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'No purchase was made' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/Nothing was bought and nothing was charged\./)).toBeInTheDocument();
      expect(screen.queryByText(/thank you/i)).not.toBeInTheDocument();
      expect(screen.queryByText('Purchase complete')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute(
        'href',
        '/subscription',
      );
      expect(
        allRequests().filter((r) => r.path.startsWith('/api/billing/checkout-sessions')),
      ).toHaveLength(0);
    },
  );

  it('/subscription/success thanks for a checkout the server says was paid and granted', async () => {
    signInAs(buildUser(), { credits: 120 });
    server.use(
      http.get('/api/billing/checkout-sessions/cs_1', () =>
        session({ status: 'complete', granted: true }),
      ),
    );
    renderApp('/subscription/success?session_id=cs_1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Purchase complete' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Thank you for your purchase!')).toBeInTheDocument();
    expect(screen.getByText('100 tokens added with your Starter plan')).toBeInTheDocument();
    expect(await screen.findByTestId('balance-change')).toHaveTextContent(/120 tokens$/);
  });

  it.each([
    ['someone else’s or no such checkout (404)', () => apiError(404, 'checkout_session_not_found')],
    ['an expired checkout', () => session({ status: 'expired' })],
  ])('/subscription/success for %s: no purchase was made', async (_, answer) => {
    signInAs(buildUser());
    server.use(http.get('/api/billing/checkout-sessions/cs_1', answer));
    renderApp('/subscription/success?session=cs_1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'No purchase was made' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/thank you/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('/subscription/success for an unpaid test checkout: no purchase, and the way to pay', async () => {
    signInAs(buildUser());
    server.use(http.get('/api/billing/checkout-sessions/cs_1', () => session()));
    renderApp('/subscription/success?session=cs_1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'No purchase was made' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This Starter checkout has not been paid/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the payment' })).toHaveAttribute(
      'href',
      '/subscription/checkout/local?session=cs_1',
    );
  });

  it('/subscription/success back from Stripe before its webhook: confirming, not "no purchase"', async () => {
    signInAs(buildUser());
    server.use(
      http.get('/api/billing/checkout-sessions/cs_1', () => session({ provider: 'stripe' })),
    );
    renderApp('/subscription/success?session_id=cs_1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirming your payment' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Waiting for the payment to be confirmed…')).toBeInTheDocument();
    expect(screen.queryByText(/thank you/i)).not.toBeInTheDocument();
  });

  it('says when the payment could not be checked, and checks again on request', async () => {
    signInAs(buildUser());
    let calls = 0;
    server.use(
      http.get('/api/billing/checkout-sessions/cs_1', () => {
        calls += 1;
        return calls === 1
          ? apiError(500, 'internal_error')
          : session({ status: 'complete', granted: true });
      }),
    );
    const { user } = renderApp('/subscription/success?session=cs_1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not check your payment' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/thank you/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Purchase complete' }),
    ).toBeInTheDocument();
  });

  it('/subscription/cancel says nothing was charged and leads back to the plans', async () => {
    signInAs(buildUser());
    renderApp('/subscription/cancel');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Checkout cancelled' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/nothing was charged/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });
});
