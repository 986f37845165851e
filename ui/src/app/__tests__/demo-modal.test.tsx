import { act, screen, waitFor, within } from '@testing-library/react';

import { DEMO_REDIRECT_DELAY_MS } from '@/features/demo/components/demo-modal';
import {
  PENDING_DEMO_KEY,
  PENDING_DEMO_TTL_MS,
  savePendingDemo,
} from '@/features/demo/lib/pending-demo';
import { buildSnap, buildUser } from '@/testing/data';
import { type MockHandlers, mockApi, signedInAs } from '@/testing/mock-api';
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

function serve(more: MockHandlers = {}) {
  return mockApi({
    ...signedInAs(account),
    'GET /api/products': { body: [] },
    'GET /api/snaps': { body: [packshot, flatLay] },
    'POST /api/snaps/execute-demo': {
      body: { success: true, content: { id: CONTENT_ID, contentUrls: ['/files/demo.png'] } },
    },
    'GET /api/feedback-tracking/should-show': { body: { shouldShow: false } },
    ...more,
  });
}

const stored = () => localStorage.getItem(PENDING_DEMO_KEY);

describe('the demo modal', () => {
  it('runs a stored demo at once, then opens its content 2 s later', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    savePendingDemo({ image: IMAGE, workflow: 'flat-lay' });
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const api = serve({
      'POST /api/snaps/execute-demo': async () => {
        await done;
        return {
          body: { success: true, content: { id: CONTENT_ID, contentUrls: ['/files/demo.png'] } },
        };
      },
      [`GET /api/content/${CONTENT_ID}`]: {
        body: {
          id: CONTENT_ID,
          name: 'Flat Lay',
          type: 'static_image',
          contentUrls: ['/files/demo.png'],
          caption: null,
          productId: null,
          productName: null,
          executionId: null,
          createdAt: '2025-03-01T10:00:00.000Z',
        },
      },
    });
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

    await waitFor(() => expect(api.callsTo('POST /api/snaps/execute-demo')).toHaveLength(1));
    const contentListCalls = api.callsTo('GET /api/content').length;
    finish();
    await screen.findByRole('dialog', { name: 'Your demo is ready!' });
    expect(api.callsTo('POST /api/snaps/execute-demo')[0]!.body).toEqual({
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
      expect(api.callsTo('GET /api/content').length).toBeGreaterThan(contentListCalls),
    );
    await waitFor(() =>
      expect(api.callsTo('GET /api/feedback-tracking/should-show')).toHaveLength(1),
    );
  });

  it('does nothing without a stored demo', async () => {
    const api = serve();
    renderApp('/content');

    expect(await screen.findByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/snaps')).toHaveLength(0);
    expect(api.callsTo('POST /api/snaps/execute-demo')).toHaveLength(0);
  });

  it('discards a stored demo older than an hour', async () => {
    savePendingDemo({ image: IMAGE, workflow: 'flat-lay' }, Date.now() - PENDING_DEMO_TTL_MS - 1);
    const api = serve();
    renderApp('/content');

    expect(await screen.findByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored()).toBeNull();
    expect(api.callsTo('POST /api/snaps/execute-demo')).toHaveLength(0);
  });

  it('starts once a visitor with a stored demo signs in', async () => {
    savePendingDemo({ image: IMAGE, workflow: 'white-background' });
    let signedIn = false;
    const api = serve({
      'GET /api/auth/user': () =>
        signedIn
          ? { body: account }
          : { status: 401, body: { error: 'unauthorized', message: '' } },
      'POST /api/auth/login': () => {
        signedIn = true;
        return { body: account };
      },
    });
    const { user, router } = renderApp('/auth');

    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email'), 'jamie@example.com');
    await user.type(within(form).getByLabelText('Password'), 'secret1');
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));

    await screen.findByRole('dialog', { name: /free demo|demo is ready/i });
    await waitFor(() => expect(api.callsTo('POST /api/snaps/execute-demo')).toHaveLength(1));
    expect(api.callsTo('POST /api/snaps/execute-demo')[0]!.body).toEqual({
      snapId: packshot.id,
      inputs: { image: IMAGE },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?demo=1'));
  });

  it('shows flagged content in its own dialog, and offers other content', async () => {
    savePendingDemo({ image: IMAGE, workflow: 'flat-lay' });
    serve({
      'POST /api/snaps/execute-demo': {
        status: 422,
        body: {
          error: 'sensitive_content',
          message: 'This photo shows a trademark.',
          errorType: 'SENSITIVE_CONTENT',
          errorCode: 'E005',
        },
      },
      'GET /api/credits/balance': { body: { credits: 50 } },
    });
    const { user, router } = renderApp('/content?demo=1');

    const dialog = await screen.findByRole('dialog', { name: 'Content Cannot Be Processed' });
    expect(dialog).toHaveTextContent('This photo shows a trademark.');
    expect(dialog).toHaveTextContent('Avoid brand logos, copyrighted characters and celebrities.');
    expect(dialog).toHaveTextContent('Use original images of your own product.');
    expect(dialog).toHaveTextContent('Contact support if you think this is a mistake.');
    expect(screen.queryByRole('dialog', { name: /Generating/ })).not.toBeInTheDocument();
    expect(stored()).toBeNull();

    serve({ 'GET /api/snaps': { body: [packshot, flatLay] } });
    await user.click(within(dialog).getByRole('button', { name: 'Try Different Content' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-content'));
    expect(router.state.location.search).toBe('?from=home&style=flat-lay');
    expect(screen.queryByRole('dialog', { name: 'Content Cannot Be Processed' })).toBeNull();
  });

  it("falls back to the spec's sentence when flagged content comes without one", async () => {
    savePendingDemo({ image: IMAGE, workflow: 'flat-lay' });
    serve({
      'POST /api/snaps/execute-demo': { status: 422, body: { errorCode: 'E005' } },
    });
    renderApp('/content?demo=1');

    expect(
      await screen.findByRole('dialog', { name: 'Content Cannot Be Processed' }),
    ).toHaveTextContent(DEFAULT_SENSITIVE);
  });

  it('sends a user whose demo is used up to the plans, without a retry', async () => {
    savePendingDemo({ image: IMAGE, workflow: 'flat-lay' });
    serve({
      'POST /api/snaps/execute-demo': {
        status: 403,
        body: { error: 'demo_limit_exceeded', message: 'Demo limit exceeded' },
      },
    });
    const { user, router } = renderApp('/content?demo=1');

    const dialog = await screen.findByRole('dialog', { name: 'Free demo already used' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'You have already used your free demo. Please purchase credits to continue using snaps.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(stored()).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Purchase Credits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
    expect(screen.queryByRole('dialog', { name: 'Free demo already used' })).toBeNull();
  });

  it('offers Try Again after any other failure, with the demo kept in memory', async () => {
    savePendingDemo({ image: IMAGE, workflow: 'flat-lay' });
    let calls = 0;
    const api = serve({
      'POST /api/snaps/execute-demo': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { error: 'generation_failed', message: 'Boom' } }
          : { body: { success: true, content: { id: CONTENT_ID, contentUrls: [] } } };
      },
    });
    const { user } = renderApp('/content?demo=1');

    const dialog = await screen.findByRole('dialog', { name: 'Demo not generated' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Failed to generate demo content. Please try again.',
    );
    expect(stored()).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('dialog', { name: 'Your demo is ready!' })).toBeInTheDocument();
    const bodies = api.callsTo('POST /api/snaps/execute-demo').map((call) => call.body);
    expect(bodies).toEqual([
      { snapId: flatLay.id, inputs: { image: IMAGE } },
      { snapId: flatLay.id, inputs: { image: IMAGE } },
    ]);
  });

  it('says so when no snap matches the workflow, and can be closed', async () => {
    savePendingDemo({ image: IMAGE, workflow: 'neon-glow' });
    const api = serve();
    const { user } = renderApp('/content?demo=1');

    const dialog = await screen.findByRole('dialog', { name: 'Demo not generated' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No snap found for workflow');
    expect(api.callsTo('POST /api/snaps/execute-demo')).toHaveLength(0);
    expect(stored()).toBeNull();

    // The footer's Close (the other is the corner's close icon).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
