import { type ExecutionView } from '@studio/api/contract/executions';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type HttpHandler, http, HttpResponse } from 'msw';

import { executionQueryOptions } from '@/lib/executions';
import { RECONNECT_DELAY_MS } from '@/hooks/use-execution-progress';

import {
  PENDING_UPLOAD_KEY,
  savePendingUpload,
} from '@/features/create-content/lib/pending-upload';
import { buildContent, buildProduct, buildSnap, buildUser } from '@/testing/data';
import {
  STREAM_RETRY_MS,
  buildExecutionView,
  mockExecutionEvents,
  withSteps,
} from '@/testing/executions';
import { apiError, signInAs } from '@/testing/handlers';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';
import { findToast } from '@/testing/toasts';

const user = buildUser();
const packshot = buildSnap({ name: 'White Packshot', category: 'Packshots', cost: 3 });
const flatLay = buildSnap({
  name: 'Flat Lay',
  category: 'Lifestyle',
  tags: ['flat-lay', 'lifestyle'],
  description: 'Your product from above on a styled surface with props.',
  cost: 4,
});
const splash = buildSnap({
  name: 'Water Splash',
  category: 'Creative',
  tags: ['water-splash', 'creative'],
  description: 'Your product in a dynamic splash of water.',
  cost: 5,
});
const mug = buildProduct({ name: 'Ceramic mug' });
const lamp = buildProduct({ name: 'Paper lamp', imageUrls: [] });
const content = buildContent({ contentUrls: ['/files/result.png'] });
const EXECUTION_ID = '50000000-0000-4000-8000-000000000001';

let events: ReturnType<typeof mockExecutionEvents>;
beforeEach(() => {
  events = mockExecutionEvents();
});

/** Signed in with two products and three snaps; a run starts; `more` overrides. */
function serve(...more: HttpHandler[]) {
  signInAs(user, { credits: 20 });
  server.use(
    ...more,
    http.get('/api/snaps', () => HttpResponse.json([packshot, flatLay, splash])),
    http.get('/api/products', () => HttpResponse.json([mug, lamp])),
    http.post('/api/snaps/execute', () =>
      HttpResponse.json({ executionId: EXECUTION_ID, status: 'queued', cost: 3 }, { status: 202 }),
    ),
    http.get(`/api/content/${content.id}`, () => HttpResponse.json(content)),
    http.get('/api/feedback-tracking/should-show', () => HttpResponse.json({ shouldShow: false })),
  );
}

const view = (overrides: Partial<ExecutionView>) =>
  buildExecutionView({
    id: EXECUTION_ID,
    snap: { id: packshot.id, name: packshot.name },
    ...overrides,
  });

async function chooseMugAndPackshot(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('radio', { name: 'Ceramic mug' }));
  await user.click(screen.getByRole('radio', { name: 'White Packshot (3 tokens)' }));
}

/** Opens the screen, chooses the mug and White Packshot, and presses Generate. */
async function generateMugPackshot() {
  const rendered = renderApp('/create-content');
  await chooseMugAndPackshot(rendered.user);
  await rendered.user.click(screen.getByRole('button', { name: 'Generate for 3 tokens' }));
  return rendered;
}

describe('/create-content', () => {
  it('offers the products with an image, an upload, and the snaps by category', async () => {
    serve();
    const { user } = renderApp('/create-content');

    expect(await screen.findByRole('heading', { level: 1, name: 'Create content' })).toBeVisible();
    expect(await screen.findByRole('radio', { name: 'Ceramic mug' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Paper lamp' })).toBeDisabled();
    expect(screen.getByLabelText('Upload an image')).toHaveAttribute('accept', 'image/*');

    const tabs = screen.getByRole('tablist', { name: 'Snap categories' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Packshots', 'Lifestyle', 'Creative']);
    expect(screen.getAllByRole('radio', { name: /tokens\)$/ })).toHaveLength(3);
    const flat = screen.getByRole('radio', { name: 'Flat Lay (4 tokens)' }).closest('label')!;
    expect(flat).toHaveTextContent('Your product from above on a styled surface with props.');
    expect(flat).toHaveTextContent('#flat-lay');
    expect(flat).toHaveTextContent('#lifestyle');
    expect(flat).toHaveTextContent('Lifestyle');

    await user.click(within(tabs).getByRole('tab', { name: 'Creative' }));
    expect(within(tabs).getByRole('tab', { name: 'Creative' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('radio', { name: 'Water Splash (5 tokens)' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Flat Lay/ })).not.toBeInTheDocument();

    // Arrow keys move between the category tabs.
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveFocus();
    expect(screen.getAllByRole('radio', { name: /tokens\)$/ })).toHaveLength(3);
  });

  it('waits for an image and a snap before it can generate', async () => {
    serve();
    const { user } = renderApp('/create-content');

    const generate = await screen.findByRole('button', { name: 'Generate' });
    expect(generate).toBeDisabled();
    expect(screen.getByText('Choose an image to continue.')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Ceramic mug' }));
    expect(screen.getByText('Choose a snap to continue.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Flat Lay (4 tokens)' }));
    expect(screen.getByRole('button', { name: 'Generate for 4 tokens' })).toBeEnabled();
  });

  it('preselects the product of ?productId= and runs the snap on it', async () => {
    serve();
    const { user } = renderApp(`/create-content?productId=${mug.id}`);

    expect(await screen.findByRole('radio', { name: 'Ceramic mug' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'White Packshot (3 tokens)' }));
    await user.click(screen.getByRole('button', { name: 'Generate for 3 tokens' }));

    await waitFor(() => expect(requestsTo('POST /api/snaps/execute')).toHaveLength(1));
    expect(requestsTo('POST /api/snaps/execute')[0]!.body).toEqual({
      snapId: packshot.id,
      productId: mug.id,
      inputs: {},
    });
  });

  it.each([
    ['flat-lay', 'Flat Lay (4 tokens)'],
    ['Water%20Splash', 'Water Splash (5 tokens)'],
    ['white-background', 'White Packshot (3 tokens)'],
  ])('preselects the snap of ?from=home&style=%s', async (style, name) => {
    serve();
    renderApp(`/create-content?from=home&style=${style}`);

    expect(await screen.findByRole('radio', { name })).toBeChecked();
    expect(screen.getAllByRole('radio', { checked: true, name: /tokens\)$/ })).toHaveLength(1);
  });

  it('shows a photo waiting from the home page chosen with its style, and runs it only on Generate', async () => {
    savePendingUpload({ image: 'data:image/png;base64,iVBORw0KGgo=', style: 'flat-lay' });
    serve();
    const { user } = renderApp('/create-content');

    expect(await screen.findByText('Your photo from the home page')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Flat Lay (4 tokens)' })).toBeChecked();
    // Nothing runs (and nothing is charged) before the creator says so.
    expect(requestsTo('POST /api/snaps/execute')).toHaveLength(0);
    expect(localStorage.getItem(PENDING_UPLOAD_KEY)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Generate for 4 tokens' }));
    await waitFor(() => expect(requestsTo('POST /api/snaps/execute')).toHaveLength(1));
    expect(requestsTo('POST /api/snaps/execute')[0]!.body).toEqual({
      snapId: flatLay.id,
      inputs: { image: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    await waitFor(() => expect(localStorage.getItem(PENDING_UPLOAD_KEY)).toBeNull());
  });

  it('chooses no snap for a style nothing matches', async () => {
    serve();
    renderApp('/create-content?from=home&style=neon-glow');

    await screen.findByRole('radio', { name: 'Flat Lay (4 tokens)' });
    const snaps = screen.getByRole('radio', { name: 'Flat Lay (4 tokens)' }).closest('fieldset')!;
    expect(within(snaps).queryAllByRole('radio', { checked: true })).toHaveLength(0);
  });

  it('refuses a file that is not an image', async () => {
    serve();
    renderApp('/create-content');

    const zone = (await screen.findByLabelText('Upload an image')).closest('label')!;
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });

    await findToast('Invalid files', 'Please select valid image files');
    expect(screen.queryByRole('img', { name: /Chosen image/ })).not.toBeInTheDocument();
  });

  it('sends an uploaded image as a data URL', async () => {
    serve();
    const { user } = renderApp('/create-content');

    await user.upload(
      await screen.findByLabelText('Upload an image'),
      new File([new Uint8Array([137, 80, 78, 71])], 'mug.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Chosen image: mug.png' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ceramic mug' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'White Packshot (3 tokens)' }));
    await user.click(screen.getByRole('button', { name: 'Generate for 3 tokens' }));

    await waitFor(() => expect(requestsTo('POST /api/snaps/execute')).toHaveLength(1));
    expect(requestsTo('POST /api/snaps/execute')[0]!.body).toEqual({
      snapId: packshot.id,
      inputs: { image: 'data:image/png;base64,iVBORw==' },
    });
  });

  it('shows each step live, charges the balance, and opens the content it made', async () => {
    serve(
      http.get('/api/feedback-tracking/should-show', () =>
        HttpResponse.json({ shouldShow: false }),
      ),
    );
    const { user, router, queryClient } = renderApp('/create-content');
    await chooseMugAndPackshot(user);
    await waitFor(() => expect(requestsTo('GET /api/credits/balance')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Generate for 3 tokens' }));

    // Started: the balance is asked for again, and the run's stream opened.
    await waitFor(() => expect(events.streams).toHaveLength(1));
    const stream = events.latest();
    expect(stream.path).toBe(`/api/executions/${EXECUTION_ID}/events`);
    await waitFor(() => expect(requestsTo('GET /api/credits/balance')).toHaveLength(2));
    expect(screen.getByText('Starting…')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ceramic mug' })).toBeDisabled();

    stream.progress(view({ status: 'running', tokensReserved: 3, nodes: withSteps('running') }));
    const steps = await screen.findByRole('list', { name: 'Workflow steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Image inputRunning', 'PackshotWaiting', 'Content outputWaiting']);
    expect(screen.getByRole('progressbar', { name: 'Generation progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    // The tokens are held: the pill catches up.
    await waitFor(() => expect(requestsTo('GET /api/credits/balance')).toHaveLength(3));

    stream.progress(
      view({ status: 'running', tokensReserved: 3, nodes: withSteps('succeeded', 'running') }),
    );
    expect(await screen.findByText('33% done')).toBeInTheDocument();
    // The view lives in the execution's query, for every screen that shows this run.
    expect(queryClient.getQueryData(executionQueryOptions(EXECUTION_ID).queryKey)).toEqual(
      view({ status: 'running', tokensReserved: 3, nodes: withSteps('succeeded', 'running') }),
    );
    expect(within(steps).getAllByRole('listitem')[1]).toHaveTextContent('PackshotRunning');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(requestsTo('GET /api/credits/balance')).toHaveLength(3);

    stream.progress(
      view({
        status: 'succeeded',
        tokensCharged: 3,
        nodes: withSteps('succeeded', 'succeeded', 'succeeded'),
        contentIds: [content.id],
      }),
    );
    // Closed at the first terminal event, so the browser does not reconnect to a finished run.
    await waitFor(() => expect(stream.closed).toBe(true));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/content/${content.id}`));
    // Keyboard and screen-reader users start on the result's heading, not the page's body.
    expect(await screen.findByRole('heading', { level: 1, name: content.name })).toHaveFocus();
    await waitFor(() => expect(requestsTo('GET /api/credits/balance')).toHaveLength(4));
    // The new content is announced, so the feedback snackbar asks whether to show.
    await waitFor(() =>
      expect(requestsTo('GET /api/feedback-tracking/should-show')).toHaveLength(1),
    );
  });

  it('says a failed run was refunded, and where it failed', async () => {
    serve();
    const { user } = await generateMugPackshot();
    await waitFor(() => expect(events.streams).toHaveLength(1));

    events.latest().progress(
      view({
        status: 'failed',
        nodes: withSteps('succeeded', 'failed', 'cancelled'),
        error: { type: 'ProviderError', message: 'The model timed out.', nodeId: 'packshot' },
      }),
    );

    const alert = await screen.findByRole('alert');
    // A finished run's stream is closed, or the browser would reconnect to it.
    expect(events.latest().closed).toBe(true);
    expect(alert).toHaveTextContent('The run failed and your 3 tokens were refunded.');
    expect(alert).toHaveTextContent('Packshot: The model timed out.');
    const steps = screen.getByRole('list', { name: 'Workflow steps' });
    expect(within(steps).getAllByRole('listitem')[1]).toHaveTextContent('PackshotFailed');
    expect(within(steps).getAllByRole('listitem')[2]).toHaveTextContent('Content outputCancelled');
    await waitFor(() => expect(requestsTo('GET /api/credits/balance')).toHaveLength(3));
    expect(requestsTo('GET /api/feedback-tracking/should-show')).toHaveLength(0);

    // Try again runs the same choice again.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requestsTo('POST /api/snaps/execute')).toHaveLength(2));
    expect(requestsTo('POST /api/snaps/execute')[1]!.body).toEqual(
      requestsTo('POST /api/snaps/execute')[0]!.body,
    );
    await waitFor(() => expect(events.streams).toHaveLength(2));
  });

  it('uses the sensitive-content wording for E005', async () => {
    serve();
    const { user } = await generateMugPackshot();
    await waitFor(() => expect(events.streams).toHaveLength(1));

    events.latest().progress(
      view({
        status: 'failed',
        nodes: withSteps('failed', 'cancelled', 'cancelled'),
        error: {
          type: 'SensitiveContent',
          message: 'Flagged by moderation',
          code: 'E005',
          nodeId: 'photo',
        },
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The content was flagged as sensitive and cannot be processed. Please try with different content or avoid trademark/copyrighted material. Your 3 tokens were refunded.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another image' }));
    expect(screen.getByRole('radio', { name: 'Ceramic mug' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Generate for 3 tokens' })).toBeEnabled();
  });

  it('reads the state and reopens the stream when the browser gives up on it', async () => {
    serve(
      http.get(`/api/executions/${EXECUTION_ID}`, () =>
        HttpResponse.json(
          view({ status: 'running', tokensReserved: 3, nodes: withSteps('succeeded') }),
        ),
      ),
    );
    await generateMugPackshot();
    await waitFor(() => expect(events.streams).toHaveLength(1));

    jest.useFakeTimers({ advanceTimers: true });
    // The connection drops; the browser tries again by itself and the app waits for it.
    events.refuseNext();
    events.latest().drop();
    expect(await screen.findByText('Reconnecting to live progress…')).toBeInTheDocument();
    expect(requestsTo(`GET /api/executions/${EXECUTION_ID}`)).toHaveLength(0);
    // The API refuses the browser's new connection, so it gives up: the app reads the state once.
    await act(() => jest.advanceTimersByTimeAsync(STREAM_RETRY_MS));
    await waitFor(() => expect(requestsTo(`GET /api/executions/${EXECUTION_ID}`)).toHaveLength(1));
    expect(await screen.findByText('33% done')).toBeInTheDocument();
    expect(events.streams).toHaveLength(1);
    // And opens the stream again a little later.
    await act(() => jest.advanceTimersByTimeAsync(RECONNECT_DELAY_MS));
    await waitFor(() => expect(events.streams).toHaveLength(2));
    events
      .latest()
      .progress(view({ status: 'running', nodes: withSteps('succeeded', 'succeeded') }));
    expect(await screen.findByText('67% done')).toBeInTheDocument();
    expect(screen.queryByText('Reconnecting to live progress…')).not.toBeInTheDocument();
  });

  it('leaves a 402 to the Insufficient Tokens dialog', async () => {
    serve(
      http.post('/api/snaps/execute', () =>
        HttpResponse.json(
          {
            error: 'insufficient_tokens',
            message: 'This needs 3 tokens; you have 1.',
            requiredTokens: 3,
            currentTokens: 1,
          },
          { status: 402 },
        ),
      ),
    );
    await generateMugPackshot();

    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Tokens' });
    expect(within(dialog).getByTestId('tokens-required')).toHaveTextContent('3');
    expect(within(dialog).getByTestId('tokens-current')).toHaveTextContent('1');
    expect(within(dialog).getByTestId('tokens-additional')).toHaveTextContent('2');
    expect(events.streams).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves an unverified email to the verification toast', async () => {
    serve(
      http.post('/api/snaps/execute', () =>
        HttpResponse.json(
          {
            error: 'email_not_verified',
            message: 'Please verify your email address before using credits.',
            requiresVerification: true,
          },
          { status: 403 },
        ),
      ),
    );
    const { router } = await generateMugPackshot();

    await findToast(
      'Email Verification Required',
      'Please verify your email address before using credits.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'), {
      timeout: 3000,
    });
  });

  it('says why a run could not start', async () => {
    serve(
      http.post('/api/snaps/execute', () =>
        apiError(
          503,
          'orchestrator_unavailable',
          'Content generation is unavailable right now. Please try again in a minute.',
        ),
      ),
    );
    await generateMugPackshot();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Content generation is unavailable right now. Please try again in a minute.',
    );
    expect(screen.getByRole('button', { name: 'Generate for 3 tokens' })).toBeEnabled();
  });
});
