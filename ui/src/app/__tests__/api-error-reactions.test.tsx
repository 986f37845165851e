import { act, screen, waitFor, within } from '@testing-library/react';

import { api } from '@/lib/api-client';
import { buildUser } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';
import { findToast } from '@/testing/toasts';

beforeEach(() => {
  // Failed calls are logged by the API client; these tests make them on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

// Any call the app makes goes through the API client, so a call made here stands for a snap run
// or any other credit-spending action.
async function callFailing() {
  await act(async () => {
    await api.post('/api/snaps/execute', {}).catch(() => undefined);
  });
}

async function renderSignedIn(extra: Parameters<typeof mockApi>[0]) {
  signInAs(buildUser());
  server.use(/* TODO-MSW spread */ ...extra);
  const rendered = renderApp('/content');
  await screen.findByRole('heading', { level: 1, name: 'Content' });
  return { ...rendered, server };
}

describe('402 insufficient_tokens', () => {
  it('opens the Insufficient Tokens dialog with required, current and additional', async () => {
    const { user, router } = await renderSignedIn({
      'POST /api/snaps/execute': {
        status: 402,
        body: {
          error: 'insufficient_tokens',
          message: 'This needs 8 tokens; you have 3.',
          requiredTokens: 8,
          currentTokens: 3,
        },
      },
    });

    await callFailing();

    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Tokens' });
    expect(dialog).toHaveTextContent('This needs 8 tokens; you have 3.');
    expect(within(dialog).getByTestId('tokens-required')).toHaveTextContent('8');
    expect(within(dialog).getByTestId('tokens-current')).toHaveTextContent('3');
    expect(within(dialog).getByTestId('tokens-additional')).toHaveTextContent('5');

    await user.click(within(dialog).getByRole('link', { name: 'View Plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
    expect(screen.queryByRole('dialog', { name: 'Insufficient Tokens' })).not.toBeInTheDocument();
  });

  it('Cancel closes the dialog and stays', async () => {
    const { user, router } = await renderSignedIn({
      'POST /api/snaps/execute': {
        status: 402,
        body: {
          error: 'insufficient_tokens',
          message: 'Not enough.',
          requiredTokens: 4,
          currentTokens: 1,
        },
      },
    });

    await callFailing();
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Tokens' });
    expect(within(dialog).getByTestId('tokens-additional')).toHaveTextContent('3');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/content');
  });
});

describe('other shortfalls', () => {
  it.each([
    ['any other 402', apiError(402, 'payment_required', 'Payment required')],
    ['a message containing Insufficient', apiError(400, 'bad_request', 'Insufficient balance')],
  ])('%s shows the not-enough-tokens toast', async (_, reply) => {
    await renderSignedIn({ 'POST /api/snaps/execute': reply });

    await callFailing();

    await findToast('Insufficient Tokens', "You don't have enough tokens to complete this action.");
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('403 email verification required', () => {
  it("toasts the server's message and goes to the account settings after 1 s", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { router } = await renderSignedIn({
      'POST /api/snaps/execute': {
        status: 403,
        body: {
          requiresVerification: true,
          error: 'Email verification required',
          message: 'Please verify your email address before using credits.',
        },
      },
    });

    await callFailing();
    await findToast(
      'Email Verification Required',
      'Please verify your email address before using credits.',
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(900);
    });
    expect(router.state.location.pathname).toBe('/content');

    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.search).toBe('?section=account');
  });

  it('falls back to the spec sentence without a server message', async () => {
    const { router } = await renderSignedIn({
      'POST /api/snaps/execute': { status: 403, body: { error: 'Email verification required' } },
    });

    await callFailing();

    await findToast(
      'Email Verification Required',
      'Please verify your email address before using credits.',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?section=account'), {
      timeout: 2000,
    });
  });

  it('leaves other 403s alone', async () => {
    const { router } = await renderSignedIn({
      'POST /api/snaps/execute': apiError(403, 'demo_limit_exceeded', 'Demo limit exceeded'),
    });

    await callFailing();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));

    expect(router.state.location.pathname).toBe('/content');
    expect(
      within(screen.getByRole('region', { name: /notifications/i })).queryByText(
        'Email Verification Required',
      ),
    ).not.toBeInTheDocument();
  });
});
