import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { apiFetch } from '@/lib/api-client';
import { type FailureMeta } from '@/lib/query-client';
import { buildUser } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { findToast, toastRegion } from '@/testing/toasts';

beforeEach(() => {
  // Failed calls are logged by the API client; these tests make them on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

let queryClient: QueryClient;

// Every call of the app runs as a TanStack query or mutation, whose failures the query client's
// caches answer; a mutation made here stands for a snap run or any other credit-spending action.
async function callFailing(meta?: FailureMeta) {
  const observer = new MutationObserver(queryClient, {
    mutationFn: () => apiFetch('/api/snaps/execute', { method: 'POST', body: {} }),
    meta,
  });
  await act(async () => {
    await observer.mutate().catch(() => undefined);
  });
}

/** Signed in on /content; `POST /api/snaps/execute` answers with `answer`. */
async function renderSignedIn(answer: () => Response) {
  signInAs(buildUser());
  server.use(http.post('/api/snaps/execute', answer));
  const rendered = renderApp('/content');
  queryClient = rendered.queryClient;
  await screen.findByRole('heading', { level: 1, name: 'Content' });
  return rendered;
}

describe('402 insufficient_tokens', () => {
  it('opens the Insufficient Tokens dialog with required, current and additional', async () => {
    const { user, router } = await renderSignedIn(() =>
      apiError(402, 'insufficient_tokens', 'This needs 8 tokens; you have 3.', {
        requiredTokens: 8,
        currentTokens: 3,
      }),
    );

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
    const { user, router } = await renderSignedIn(() =>
      apiError(402, 'insufficient_tokens', 'Not enough.', { requiredTokens: 4, currentTokens: 1 }),
    );

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
    ['any other 402', () => apiError(402, 'payment_required', 'Payment required')],
    [
      'insufficient_tokens without the numbers',
      () => apiError(402, 'insufficient_tokens', 'Not enough tokens.'),
    ],
  ])('%s shows the not-enough-tokens toast', async (_, answer) => {
    await renderSignedIn(answer);

    await callFailing();

    await findToast('Insufficient Tokens', "You don't have enough tokens to complete this action.");
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('403 email verification required', () => {
  it("toasts the server's message and goes to the account settings after 1 s", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { router } = await renderSignedIn(() =>
      apiError(403, 'email_verification_required', 'Please verify your email to spend tokens.', {
        requiresVerification: true,
      }),
    );

    await callFailing();
    await findToast('Email Verification Required', 'Please verify your email to spend tokens.');
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

  it.each([
    ['the code alone', { error: 'email_verification_required' }],
    ['requiresVerification alone', { error: 'forbidden', requiresVerification: true }],
    ["the spec's older code", { error: 'Email verification required' }],
  ])('is recognised by %s, with the spec sentence', async (_, body) => {
    jest.useFakeTimers({ advanceTimers: true });
    const { router } = await renderSignedIn(() => HttpResponse.json(body, { status: 403 }));

    await callFailing();

    await findToast(
      'Email Verification Required',
      'Please verify your email address before using credits.',
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    await waitFor(() => expect(router.state.location.search).toBe('?section=account'));
  });

  it('leaves other 403s alone', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { router } = await renderSignedIn(() =>
      apiError(403, 'demo_limit_exceeded', 'Demo limit exceeded'),
    );

    await callFailing();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1200);
    });

    expect(router.state.location.pathname).toBe('/content');
    expect(
      within(toastRegion()).queryByText('Email Verification Required'),
    ).not.toBeInTheDocument();
  });
});

describe('through the query client', () => {
  it('answers a failed query the same way', async () => {
    await renderSignedIn(() => HttpResponse.json({}));
    server.use(
      http.get('/api/things', () =>
        apiError(402, 'insufficient_tokens', 'Short.', { requiredTokens: 2, currentTokens: 0 }),
      ),
    );

    await act(async () => {
      await queryClient
        .fetchQuery({
          queryKey: ['things'],
          queryFn: () => apiFetch('/api/things', { method: 'GET' }),
        })
        .catch(() => undefined);
    });

    expect(await screen.findByRole('dialog', { name: 'Insufficient Tokens' })).toHaveTextContent(
      'Short.',
    );
  });

  it("shows a call's own failure toast from its meta when nothing app-wide answered", async () => {
    await renderSignedIn(() => apiError(500, 'internal_error', 'The server tripped.'));

    await callFailing({ errorToast: { title: 'Run failed', description: 'Please try again.' } });

    await findToast('Run failed', 'The server tripped.');
  });

  it('says its own sentence when the server sent none, or when told to', async () => {
    await renderSignedIn(() => new HttpResponse(null, { status: 500 }));

    await callFailing({ errorToast: { title: 'Run failed', description: 'Please try again.' } });
    await findToast('Run failed', 'Please try again.');

    server.use(http.post('/api/snaps/execute', () => apiError(500, 'internal_error', 'Detail.')));
    await callFailing({
      errorToast: { title: 'Again', description: 'Our sentence.', ignoreServerMessage: true },
    });
    await findToast('Again', 'Our sentence.');
  });

  it('gives no own toast when the app-wide answer came first, even via a query', async () => {
    await renderSignedIn(() =>
      apiError(402, 'insufficient_tokens', 'Short.', { requiredTokens: 2, currentTokens: 0 }),
    );
    // A query fetched inside a mutation: its failure reaches both caches.
    const observer = new MutationObserver(queryClient, {
      mutationFn: () =>
        queryClient.fetchQuery({
          queryKey: ['run'],
          queryFn: () => apiFetch('/api/snaps/execute', { method: 'POST' }),
        }),
      meta: { errorToast: { title: 'Run failed', description: 'Please try again.' } },
    });

    await act(async () => {
      await observer.mutate().catch(() => undefined);
    });

    expect(await screen.findByRole('dialog', { name: 'Insufficient Tokens' })).toBeInTheDocument();
    expect(within(toastRegion()).queryByText('Run failed')).not.toBeInTheDocument();
  });

  it('says nothing about a call that was cancelled', async () => {
    await renderSignedIn(() => HttpResponse.json({}));
    const observer = new MutationObserver(queryClient, {
      mutationFn: () => Promise.reject(new DOMException('Closed', 'AbortError')),
      meta: { errorToast: { title: 'Run failed', description: 'Please try again.' } },
    });

    await act(async () => {
      await observer.mutate().catch(() => undefined);
    });

    expect(within(toastRegion()).queryByText('Run failed')).not.toBeInTheDocument();
  });
});
