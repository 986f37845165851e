import { act, screen, waitFor, within } from '@testing-library/react';
import { type HttpHandler, http, HttpResponse } from 'msw';

import { DEMO_REDIRECT_DELAY_MS } from '@/features/demo/components/demo-modal';
import {
  PENDING_DEMO_KEY,
  PENDING_DEMO_TTL_MS,
  savePendingDemo,
} from '@/features/demo/lib/pending-demo';
import { PENDING_UPLOAD_KEY } from '@/features/create-content/lib/pending-upload';
import { buildSnap, buildUser } from '@/testing/data';
import { mockExecutionEvents } from '@/testing/executions';
import { signInAs } from '@/testing/handlers';
import { server } from '@/testing/server';
import { requestsTo } from '@/testing/requests';
import { renderApp } from '@/testing/render-app';

const IMAGE = 'data:image/png;base64,iVBORw0KGgo=';
const CONTENT_ID = '20000000-0000-4000-8000-0000000000aa';
const account = buildUser({ email: 'jamie@example.com' });
const packshot = buildSnap({ name: 'White Packshot', tags: ['packshot', 'white-background'] });
const flatLay = buildSnap({
  name: 'Flat Lay',
  tags: ['flat-lay', 'lifestyle'],
  category: 'Lifestyle',
});

const DEFAULT_SENSITIVE =
  'The content was flagged as sensitive and cannot be processed. Please try with different content or avoid trademark/copyrighted material.';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

/** Signed in as `account`, with two snaps and a demo that succeeds; `more` overrides. */
function serve(...more: HttpHandler[]) {
  signInAs(account);
  server.use(
    ...more,
    http.get('/api/products', () => HttpResponse.json([])),
    http.get('/api/snaps', () => HttpResponse.json([packshot, flatLay])),
    http.post('/api/snaps/execute-demo', () =>
      HttpResponse.json({
        success: true,
        content: { id: CONTENT_ID, contentUrls: ['/files/demo.png'] },
      }),
    ),
    http.get('/api/feedback-tracking/should-show', () => HttpResponse.json({ shouldShow: false })),
  );
}

const stored = () => localStorage.getItem(PENDING_DEMO_KEY);

const EXECUTION_ID = '50000000-0000-4000-8000-0000000000bb';

/** The API's answer to a second free demo. */
const demoUsedUp = () =>
  HttpResponse.json(
    { error: 'demo_limit_exceeded', message: 'Demo limit exceeded' },
    { status: 403 },
  );

/** A dialog's description list, as term → definition. */
function termsOf(dialog: HTMLElement): Record<string, string> {
  const terms = within(dialog).getAllByRole('term');
  const definitions = within(dialog).getAllByRole('definition');
  return Object.fromEntries(
    terms.map((term, i) => [term.textContent, definitions[i]!.textContent]),
  );
}

describe('the demo modal', () => {
  it('runs a stored demo at once, then opens its content 2 s later', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    savePendingDemo({ image: IMAGE, workflow: 'flat-lay' });
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    serve(
      http.post('/api/snaps/execute-demo', async () => {
        await done;
        return HttpResponse.json({
          success: true,
          content: { id: CONTENT_ID, contentUrls: ['/files/demo.png'] },
        });
      }),
      http.get(`/api/content/${CONTENT_ID}`, () =>
        HttpResponse.json({
          id: CONTENT_ID,
          name: 'Flat Lay',
          type: 'static_image',
          contentUrls: ['/files/demo.png'],
          caption: null,
          productId: null,
          productName: null,
          executionId: null,
          createdAt: '2025-03-01T10:00:00.000Z',
        }),
      ),
    );
    const { router } = renderApp('/content?demo=1');

    const dialog = await screen.findByRole('dialog', { name: 'Generating your free demo' });
    expect(dialog).toHaveTextContent(
      "We're creating your Flat Lay image. This usually takes 10-30 seconds.",
    );
    expect(within(dialog).getByRole('img', { name: 'Your product photo' })).toHaveAttribute(
      'src',
      IMAGE,
    );
    // It cannot be closed while it works.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await waitFor(() => expect(requestsTo('POST /api/snaps/execute-demo')).toHaveLength(1));
    const contentListCalls = requestsTo('GET /api/content').length;
    finish();
    const ready = await screen.findByRole('dialog', { name: 'Your demo is ready!' });
    // What the photo became, not the photo: the content's own file.
    expect(within(ready).getByRole('img', { name: 'Your Flat Lay image' })).toHaveAttribute(
      'src',
      '/files/demo.png',
    );
    expect(
      within(ready)
        .queryAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/files/demo.png']);
    expect(requestsTo('POST /api/snaps/execute-demo')[0]!.body).toEqual({
      snapId: flatLay.id,
      inputs: { image: IMAGE },
    });
    expect(stored()).toBeNull();
    act(() => jest.advanceTimersByTime(DEMO_REDIRECT_DELAY_MS - 100));
    expect(router.state.location.pathname).toBe('/content');
    act(() => jest.advanceTimersByTime(100));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/content/${CONTENT_ID}`));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /demo/i })).not.toBeInTheDocument(),
    );
    // The content cache is refreshed and the feedback snackbar asked for.
    await waitFor(() =>
      expect(requestsTo('GET /api/content').length).toBeGreaterThan(contentListCalls),
    );
    await waitFor(() =>
      expect(requestsTo('GET /api/feedback-tracking/should-show')).toHaveLength(1),
    );
  });

  it('does nothing without a stored demo', async () => {
    serve();
    renderApp('/content');

    expect(await screen.findByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // (The library's filters list the snaps; no demo is run.)
    expect(requestsTo('POST /api/snaps/execute-demo')).toHaveLength(0);
  });

  it('discards a stored demo older than an hour', async () => {
    savePendingDemo({ image: IMAGE, workflow: 'flat-lay' }, Date.now() - PENDING_DEMO_TTL_MS - 1);
    serve();
    renderApp('/content');

    expect(await screen.findByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored()).toBeNull();
    expect(requestsTo('POST /api/snaps/execute-demo')).toHaveLength(0);
  });

  it('starts once a visitor with a stored demo signs in', async () => {
    savePendingDemo({ image: IMAGE, workflow: 'white-background' });
    let signedIn = false;
    serve(
      http.get('/api/auth/user', () =>
        signedIn
          ? HttpResponse.json(account)
          : HttpResponse.json({ error: 'unauthorized', message: '' }, { status: 401 }),
      ),
      http.post('/api/auth/login', () => {
        signedIn = true;
        return HttpResponse.json(account);
      }),
    );
    const { user, router } = renderApp('/auth');

    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email'), 'jamie@example.com');
    await user.type(within(form).getByLabelText('Password'), 'secret1');
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));

    await screen.findByRole('dialog', { name: /free demo|demo is ready/i });
    await waitFor(() => expect(requestsTo('POST /api/snaps/execute-demo')).toHaveLength(1));
    expect(requestsTo('POST /api/snaps/execute-demo')[0]!.body).toEqual({
      snapId: packshot.id,
      inputs: { image: IMAGE },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?demo=1'));
  });

  it('shows flagged content in its own dialog, and offers other content', async () => {
    savePendingDemo({ image: IMAGE, workflow: 'flat-lay' });
    serve(
      http.post('/api/snaps/execute-demo', () =>
        HttpResponse.json(
          {
            error: 'sensitive_content',
            message: 'This photo shows a trademark.',
            errorType: 'SENSITIVE_CONTENT',
            errorCode: 'E005',
          },
          { status: 422 },
        ),
      ),
      http.get('/api/credits/balance', () => HttpResponse.json({ credits: 50 })),
    );
    const { user, router } = renderApp('/content?demo=1');

    const dialog = await screen.findByRole('dialog', { name: 'Content Cannot Be Processed' });
    expect(dialog).toHaveTextContent('This photo shows a trademark.');
    expect(dialog).toHaveTextContent('Avoid brand logos, copyrighted characters and celebrities.');
    expect(dialog).toHaveTextContent('Use original images of your own product.');
    expect(dialog).toHaveTextContent('Contact support if you think this is a mistake.');
    expect(screen.queryByRole('dialog', { name: /Generating/ })).not.toBeInTheDocument();
    expect(stored()).toBeNull();

    serve(http.get('/api/snaps', () => HttpResponse.json([packshot, flatLay])));
    await user.click(within(dialog).getByRole('button', { name: 'Try Different Content' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-content'));
    expect(router.state.location.search).toBe('?from=home&style=flat-lay');
    expect(screen.queryByRole('dialog', { name: 'Content Cannot Be Processed' })).toBeNull();
  });

  it("falls back to the spec's sentence when flagged content comes without one", async () => {
    savePendingDemo({ image: IMAGE, workflow: 'flat-lay' });
    serve(
      http.post('/api/snaps/execute-demo', () =>
        HttpResponse.json({ errorCode: 'E005' }, { status: 422 }),
      ),
    );
    renderApp('/content?demo=1');

    expect(
      await screen.findByRole('dialog', { name: 'Content Cannot Be Processed' }),
    ).toHaveTextContent(DEFAULT_SENSITIVE);
  });

  it("short of tokens after the free demo: the spec's message, and the photo kept for after buying", async () => {
    savePendingDemo({ image: IMAGE, workflow: 'flat-lay' });
    serve(
      http.post('/api/snaps/execute-demo', () => demoUsedUp()),
      http.get('/api/credits/balance', () => HttpResponse.json({ credits: 1 })),
    );
    const { user, router } = renderApp('/content?demo=1');

    const dialog = await screen.findByRole('dialog', { name: 'Free demo already used' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'You have already used your free demo. Please purchase credits to continue using snaps.',
    );
    expect(within(dialog).getByRole('img', { name: 'Your product photo' })).toHaveAttribute(
      'src',
      IMAGE,
    );
    expect(termsOf(dialog)).toEqual({
      Style: 'Flat Lay',
      Cost: '3 tokens',
      'Your balance': '1 token',
      'Still needed': '2 tokens',
    });
    expect(within(dialog).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Run it' })).not.toBeInTheDocument();
    // The photo is not dropped while the creator decides.
    expect(stored()).not.toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Purchase Credits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
    expect(screen.queryByRole('dialog', { name: 'Free demo already used' })).toBeNull();
    // It waits on create-content now, with its style, for after the purchase.
    expect(stored()).toBeNull();
    expect(JSON.parse(localStorage.getItem(PENDING_UPLOAD_KEY)!)).toMatchObject({
      image: IMAGE,
      style: 'flat-lay',
    });
  });

  it('with enough tokens after the free demo: Run it runs the photo with them, on create-content', async () => {
    const events = mockExecutionEvents();
    savePendingDemo({ image: IMAGE, workflow: 'flat-lay' });
    serve(
      http.post('/api/snaps/execute-demo', () => demoUsedUp()),
      http.get('/api/credits/balance', () => HttpResponse.json({ credits: 20 })),
      http.post('/api/snaps/execute', () =>
        HttpResponse.json(
          { executionId: EXECUTION_ID, status: 'queued', cost: 3 },
          { status: 202 },
        ),
      ),
    );
    const { user, router } = renderApp('/content?demo=1');

    const dialog = await screen.findByRole('dialog', { name: 'Run it with your tokens' });
    expect(dialog).toHaveTextContent(
      'You have already used your free demo, but your photo is still here: run Flat Lay on it with your tokens.',
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/purchase credits/i)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Your product photo' })).toHaveAttribute(
      'src',
      IMAGE,
    );
    expect(termsOf(dialog)).toEqual({
      Style: 'Flat Lay',
      Cost: '3 tokens',
      'Your balance': '20 tokens',
    });
    expect(requestsTo('POST /api/snaps/execute')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Run it' }));

    // The normal paid road: create-content with the photo and the style, started at once.
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-content'));
    expect(router.state.location.search).toBe('?from=home&style=flat-lay');
    await waitFor(() => expect(requestsTo('POST /api/snaps/execute')).toHaveLength(1));
    expect(requestsTo('POST /api/snaps/execute')[0]!.body).toEqual({
      snapId: flatLay.id,
      inputs: { image: IMAGE },
    });
    await waitFor(() => expect(events.streams).toHaveLength(1));
    expect(await screen.findByText('Your photo from the home page')).toBeInTheDocument();
    // Started: the photo has been used, and a reload of this entry would not start it again.
    await waitFor(() => expect(localStorage.getItem(PENDING_UPLOAD_KEY)).toBeNull());
    expect(stored()).toBeNull();
    expect(router.state.location.state).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Run it with your tokens' })).toBeNull();
  });

  it('keeps the photo when the paid run finds the tokens short after all (402)', async () => {
    savePendingDemo({ image: IMAGE, workflow: 'flat-lay' });
    serve(
      http.post('/api/snaps/execute-demo', () => demoUsedUp()),
      http.get('/api/credits/balance', () => HttpResponse.json({ credits: 20 })),
      http.post('/api/snaps/execute', () =>
        HttpResponse.json(
          {
            error: 'insufficient_tokens',
            message: 'This needs 3 tokens; you have 0.',
            requiredTokens: 3,
            currentTokens: 0,
          },
          { status: 402 },
        ),
      ),
    );
    const { user } = renderApp('/content?demo=1');

    const offer = await screen.findByRole('dialog', { name: 'Run it with your tokens' });
    await user.click(within(offer).getByRole('button', { name: 'Run it' }));

    const shortfall = await screen.findByRole('dialog', { name: 'Insufficient Tokens' });
    expect(within(shortfall).getByRole('link', { name: 'View Plans' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    // Still chosen on the screen, and still stored for after buying tokens.
    expect(screen.getByText('Your photo from the home page')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(PENDING_UPLOAD_KEY)!)).toMatchObject({
      image: IMAGE,
      style: 'flat-lay',
    });
  });

  it('Not now lets the photo go, as it says', async () => {
    savePendingDemo({ image: IMAGE, workflow: 'flat-lay' });
    serve(
      http.post('/api/snaps/execute-demo', () => demoUsedUp()),
      http.get('/api/credits/balance', () => HttpResponse.json({ credits: 20 })),
    );
    const { user } = renderApp('/content?demo=1');

    const dialog = await screen.findByRole('dialog', { name: 'Run it with your tokens' });
    expect(dialog).toHaveTextContent('Not now discards this photo.');
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored()).toBeNull();
    expect(localStorage.getItem(PENDING_UPLOAD_KEY)).toBeNull();
    expect(requestsTo('POST /api/snaps/execute')).toHaveLength(0);
  });

  it('offers Try Again after any other failure, with the demo kept in memory', async () => {
    savePendingDemo({ image: IMAGE, workflow: 'flat-lay' });
    let calls = 0;
    serve(
      http.post('/api/snaps/execute-demo', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'generation_failed', message: 'Boom' }, { status: 500 })
          : HttpResponse.json({ success: true, content: { id: CONTENT_ID, contentUrls: [] } });
      }),
    );
    const { user } = renderApp('/content?demo=1');

    const dialog = await screen.findByRole('dialog', { name: 'Demo not generated' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Failed to generate demo content. Please try again.',
    );
    expect(stored()).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('dialog', { name: 'Your demo is ready!' })).toBeInTheDocument();
    const bodies = requestsTo('POST /api/snaps/execute-demo').map((call) => call.body);
    expect(bodies).toEqual([
      { snapId: flatLay.id, inputs: { image: IMAGE } },
      { snapId: flatLay.id, inputs: { image: IMAGE } },
    ]);
  });

  it('says so when no snap matches the workflow, and can be closed', async () => {
    savePendingDemo({ image: IMAGE, workflow: 'neon-glow' });
    serve();
    const { user } = renderApp('/content?demo=1');

    const dialog = await screen.findByRole('dialog', { name: 'Demo not generated' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No snap found for workflow');
    expect(requestsTo('POST /api/snaps/execute-demo')).toHaveLength(0);
    expect(stored()).toBeNull();

    // The footer's Close (the other is the corner's close icon).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
