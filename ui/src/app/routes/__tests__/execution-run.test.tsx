import { FailureType } from '@studio/workflows/contract/failure-types';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { buildManager, buildTransaction } from '@/testing/data';
import {
  attempt,
  buildAuditEvent,
  buildExecutionDetails,
  buildLinkedRun,
  buildTimeline,
  PACKSHOT_WORKFLOW_ID,
  runId,
  serveRunPages,
  serveWorkflowVersions,
} from '@/testing/execution-details';
import { buildExecutionView, mockExecutionEvents, withSteps } from '@/testing/executions';
import { apiError, signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { findToast } from '@/testing/toasts';

const page = (n: number) => `/manager/workflow-executions/${runId(n)}`;
const region = (name: string) => screen.getByRole('region', { name });

/** A run whose cut-out step succeeded before its packshot step failed. */
function cutOutThenFailed() {
  const [photo, packshot, out] = buildExecutionDetails().nodes;
  const cutout = {
    id: 'cutout',
    type: 'image.remove-background',
    label: 'Remove background',
    status: 'succeeded' as const,
    outputs: { image: { kind: 'image' as const, fileKey: 'cutouts/photo.png' } },
    durationMs: 800,
  };
  return [photo!, cutout, packshot!, out!];
}

describe('/manager/workflow-executions/:id (a run’s page)', () => {
  it('shows a failed run: who, what, where in Temporal, why, its steps, tokens, replays and audit', async () => {
    signInAs(buildManager());
    serveRunPages([
      buildExecutionDetails({
        run: { cost: 3, tokensReserved: 0, tokensCharged: 0 },
        ledger: [
          buildTransaction({ kind: 'reserve', amount: -3, balanceAfter: 17 }),
          buildTransaction({ kind: 'release', amount: 3, balanceAfter: 20 }),
        ],
        replays: [buildLinkedRun({ id: runId(2), status: 'succeeded', version: 2 })],
        audit: [buildAuditEvent({ details: { replayId: runId(2), mode: 'start', version: 2 } })],
      }),
    ]);
    const { user } = renderApp(page(1));

    expect(await screen.findByRole('heading', { level: 1, name: 'Run 50000001' })).toBeVisible();
    // Ids stay on one line (cut with an ellipsis, whole on hover) and are copied whole.
    const id = screen.getByText(runId(1));
    expect(id).toHaveClass('truncate');
    expect(id).toHaveAttribute('title', runId(1));
    const copied = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy the Temporal workflow id' }));
    expect(copied).toHaveBeenLastCalledWith(`execution-${runId(1)}`);
    await user.click(screen.getByRole('button', { name: 'Copy the run id' }));
    expect(copied).toHaveBeenLastCalledWith(runId(1));
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'White Packshot v1' })).toHaveAttribute(
      'href',
      `/workflows/${PACKSHOT_WORKFLOW_ID}/editor?version=1`,
    );
    const temporal = screen.getByRole('link', { name: /Open in Temporal/ });
    expect(temporal).toHaveAttribute(
      'href',
      `http://temporal.test/namespaces/default/workflows/execution-${runId(1)}`,
    );
    expect(temporal).toHaveAttribute('target', '_blank');

    const why = region('Why it failed');
    expect(why).toHaveTextContent(FailureType.ProviderError);
    expect(why).toHaveTextContent('The model is down.');
    expect(why).toHaveTextContent('At the step Packshot (packshot)');

    const io = region('Inputs and outputs');
    const input = within(io).getByRole('img', { name: 'Run input image' });
    expect(input).toHaveAttribute('src', '/files/uploads%2Fphoto.png?width=320');
    expect(input.closest('a')).toHaveAttribute('href', '/files/uploads%2Fphoto.png');
    const packshot = within(io).getByRole('listitem', { name: 'Packshot' });
    expect(packshot).toHaveTextContent('Failed');
    expect(
      within(packshot).getByRole('img', { name: 'Packshot: Image (from Image input)' }),
    ).toHaveAttribute('src', '/files/uploads%2Fphoto.png?width=320');

    const tokens = region('Tokens');
    const ledger = within(tokens).getAllByRole('row').slice(1);
    expect(ledger).toHaveLength(2);
    expect(ledger[0]).toHaveTextContent('Reserve (held)');
    expect(ledger[0]).toHaveTextContent('-3');
    expect(ledger[1]).toHaveTextContent('Release (given back)');
    expect(ledger[1]).toHaveTextContent('+3');

    const replays = within(region('Replays')).getByRole('table', { name: 'Replays of this run' });
    expect(within(replays).getByRole('link', { name: 'Run 50000002' })).toHaveAttribute(
      'href',
      page(2),
    );
    expect(replays).toHaveTextContent('v2');
    expect(replays).toHaveTextContent('From the start');

    const audit = region('Audit log');
    expect(audit).toHaveTextContent('Replayed the run');
    expect(audit).toHaveTextContent('by ops@example.com');
    expect(audit).toHaveTextContent('Reason: The provider is back up');

    expect(screen.getByRole('button', { name: 'Replay run' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel run' })).not.toBeInTheDocument();
  });

  it('links a replay to the run it replays and marks the steps it reused', async () => {
    signInAs(buildManager());
    serveRunPages([
      buildExecutionDetails({
        run: {
          id: runId(2),
          status: 'succeeded',
          error: null,
          errorCode: null,
          replayOf: runId(1),
          paidByPlatform: true,
        },
        nodes: withSteps('succeeded', 'succeeded', 'succeeded'),
        replayMode: 'failed-step',
        reusedNodes: ['photo'],
        replayOfRun: buildLinkedRun({ id: runId(1), status: 'failed', mode: null }),
        bulkReplayId: '80000000-0000-4000-8000-000000000001',
        apiKey: { name: 'Shop sync', prefix: 'sk_live_AbCd' },
        temporal: { namespace: 'default', workflowId: `execution-${runId(2)}`, url: null },
      }),
    ]);
    renderApp(page(2));
    // Started by a business's program: the key it used is named beside the creator.
    expect(await screen.findByTestId('run-api-key')).toHaveTextContent(
      'With the API key “Shop sync” (sk_live_AbCd…)',
    );

    const replays = await screen.findByRole('region', { name: 'Replays' });
    expect(within(replays).getByRole('link', { name: 'Run 50000001' })).toHaveAttribute(
      'href',
      page(1),
    );
    expect(replays).toHaveTextContent('From the failed step');
    expect(replays).toHaveTextContent('Reused from the original run: Image input.');
    expect(replays).toHaveTextContent('80000000-0000-4000-8000-000000000001');
    // The canvas draws each step as it ended, the reused one marked.
    expect(await screen.findByTestId('node-packshot')).toHaveAttribute('data-run-state', 'done');
    expect(screen.getByTestId('reused-photo')).toHaveTextContent('Reused from the original run');
    expect(
      within(region('Inputs and outputs')).getByRole('listitem', { name: 'Image input' }),
    ).toHaveTextContent('Reused from the original run');
    expect(region('Tokens')).toHaveTextContent('Paid by the platform');
    // No Temporal Web UI is configured: no link to it.
    expect(screen.queryByRole('link', { name: /Open in Temporal/ })).not.toBeInTheDocument();
    // Succeeded: nothing to cancel or replay.
    expect(screen.queryByRole('button', { name: 'Replay run' })).not.toBeInTheDocument();
  });

  it('draws each attempt of a step as its own segment, the retried ones labelled, and lists them', async () => {
    signInAs(buildManager());
    serveRunPages([buildExecutionDetails()], {
      timeline: buildTimeline({
        startedAt: '2026-11-24T10:00:00.000Z',
        finishedAt: '2026-11-24T10:00:10.000Z',
        nodes: [
          {
            nodeId: 'photo',
            scheduledAt: '2026-11-24T10:00:00.000Z',
            finishedAt: '2026-11-24T10:00:01.000Z',
            attempts: [
              attempt({
                startedAt: '2026-11-24T10:00:00.000Z',
                finishedAt: '2026-11-24T10:00:01.000Z',
              }),
            ],
          },
          {
            nodeId: 'packshot',
            scheduledAt: '2026-11-24T10:00:02.000Z',
            finishedAt: '2026-11-24T10:00:10.000Z',
            attempts: [
              attempt({ attempt: 1, startedAt: null, finishedAt: null, outcome: 'retried' }),
              attempt({
                attempt: 2,
                startedAt: null,
                finishedAt: null,
                outcome: 'retried',
                error: 'Timed out talking to the model.',
              }),
              attempt({
                attempt: 3,
                startedAt: '2026-11-24T10:00:08.000Z',
                finishedAt: '2026-11-24T10:00:10.000Z',
                outcome: 'failed',
                error: 'The model is down.',
              }),
            ],
          },
        ],
      }),
    });
    const { user } = renderApp(page(1));

    const row = await screen.findByTestId('timeline-row-packshot');
    const segments = within(row).getAllByTestId(/^attempt-packshot-/);
    expect(segments).toHaveLength(3);
    expect(segments[0]).toHaveTextContent('#1');
    expect(segments[1]).toHaveAttribute(
      'title',
      'Attempt 2: failed, retried, its own times are not recorded; it ran between +5 s and +8 s. Error: Timed out talking to the model.',
    );
    expect(segments[2]).toHaveAttribute(
      'title',
      'Attempt 3: failed, started at +8 s, took 2 s. Error: The model is down.',
    );
    expect(segments[2]).toHaveStyle({ left: '80%', width: '20%' });

    const timeline = region('Timeline');
    await user.click(within(timeline).getByText('Every attempt as a list'));
    const list = within(timeline).getByRole('table', { name: 'Every attempt as a list' });
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[2]).toHaveTextContent('Packshot2Failed, retried');
    expect(rows[2]).toHaveTextContent('Not recorded (between +5 s and +8 s)');
    expect(rows[2]).toHaveTextContent('Timed out talking to the model.');
    expect(rows[3]).toHaveTextContent('Packshot3Failed+8 s2 sThe model is down.');
    expect(timeline).toHaveTextContent('Not on the timeline');
    expect(timeline).toHaveTextContent('Content output');
  });

  it('says when Temporal keeps no history of the run', async () => {
    signInAs(buildManager());
    serveRunPages([buildExecutionDetails()], { timeline: buildTimeline({ available: false }) });
    renderApp(page(1));
    expect(
      await screen.findByText(/Timeline unavailable: Temporal keeps no history of this run/),
    ).toBeInTheDocument();
  });

  it('replays on the version the dialog names, with a reason, and opens the new run', async () => {
    signInAs(buildManager());
    serveRunPages([
      buildExecutionDetails(),
      buildExecutionDetails({
        run: {
          id: runId(3),
          status: 'queued',
          error: null,
          errorCode: null,
          version: 3,
          replayOf: runId(1),
          paidByPlatform: true,
        },
        nodes: withSteps(),
      }),
    ]);
    serveWorkflowVersions([3, 2, 1]);
    mockExecutionEvents();
    server.use(
      http.post('/api/executions/:id/replay', () =>
        HttpResponse.json(
          { executionId: runId(3), replayOf: runId(1), version: 3 },
          { status: 202 },
        ),
      ),
    );
    const { user, router } = renderApp(page(1));

    await user.click(await screen.findByRole('button', { name: 'Replay run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replay this run' });
    expect(within(dialog).getByText('Runs version 1 (the one this run had)')).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: /The latest version/ }));
    expect(await within(dialog).findByText('Runs version 3 (the latest)')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Start replay' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(requestsTo(`POST /api/executions/${runId(1)}/replay`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Provider is back');
    await user.click(within(dialog).getByRole('button', { name: 'Start replay' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(page(3)));
    expect(requestsTo(`POST /api/executions/${runId(1)}/replay`).at(-1)!.body).toEqual({
      mode: 'start',
      version: 'latest',
      reason: 'Provider is back',
    });
    await findToast('Replay started');
    expect(await screen.findByRole('heading', { level: 1, name: 'Run 50000003' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('replays a chosen version, or from the failed step on the run’s own version', async () => {
    signInAs(buildManager());
    serveRunPages([buildExecutionDetails({ run: { version: 2 }, nodes: cutOutThenFailed() })]);
    serveWorkflowVersions([3, 2, 1]);
    server.use(
      http.post('/api/executions/:id/replay', () =>
        apiError(409, 'not_replayable', 'The creator of this run no longer has an account.'),
      ),
    );
    const { user } = renderApp(page(1));

    await user.click(await screen.findByRole('button', { name: 'Replay run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replay this run' });
    await user.click(within(dialog).getByRole('radio', { name: /Another version/ }));
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Version to run' }),
      '1',
    );
    expect(within(dialog).getByText('Runs version 1')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Try the old one');
    await user.click(within(dialog).getByRole('button', { name: 'Start replay' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The creator of this run no longer has an account.',
    );
    expect(requestsTo(`POST /api/executions/${runId(1)}/replay`).at(-1)!.body).toEqual({
      mode: 'start',
      version: 1,
      reason: 'Try the old one',
    });

    await user.click(within(dialog).getByRole('radio', { name: /From the failed step/ }));
    expect(within(dialog).getByText('Runs version 2 (the one this run had)')).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: /Another version/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Start replay' }));
    await waitFor(() =>
      expect(requestsTo(`POST /api/executions/${runId(1)}/replay`).at(-1)!.body).toEqual({
        mode: 'failed-step',
        version: 'pinned',
        reason: 'Try the old one',
      }),
    );
  });

  it('offers no replay of a test run', async () => {
    signInAs(buildManager());
    serveRunPages([buildExecutionDetails({ run: { test: true, snap: null } })]);
    renderApp(page(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Run 50000001' })).toBeVisible();
    expect(screen.getByText('Test run')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replay run' })).not.toBeInTheDocument();
  });

  it('offers no replay from the failed step of a run that no step failed', async () => {
    signInAs(buildManager());
    serveRunPages([
      buildExecutionDetails({
        run: {
          status: 'cancelled',
          error: { type: FailureType.Cancelled, message: 'The execution was cancelled.' },
          errorCode: FailureType.Cancelled,
        },
      }),
    ]);
    serveWorkflowVersions([1]);
    const { user } = renderApp(page(1));
    expect(await screen.findByRole('region', { name: 'Why it stopped' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Replay run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replay this run' });
    expect(within(dialog).getByRole('radio', { name: /From the failed step/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /From the start/ })).toBeChecked();
  });

  it('offers no replay from the failed step when the first step failed: nothing to reuse', async () => {
    signInAs(buildManager());
    // The photo came in, and the packshot, the first step that makes anything, failed.
    serveRunPages([buildExecutionDetails()]);
    serveWorkflowVersions([1]);
    const { user } = renderApp(page(1));
    await user.click(await screen.findByRole('button', { name: 'Replay run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replay this run' });
    const fromFailed = within(dialog).getByRole('radio', { name: /From the failed step/ });
    expect(fromFailed).toBeDisabled();
    expect(
      within(dialog).getByText('The first step failed: nothing before it to reuse.'),
    ).toBeVisible();
  });

  it('cancels a running run for a reason, and follows it live to its end', async () => {
    signInAs(buildManager());
    const running = buildExecutionDetails({
      run: { status: 'running', error: null, errorCode: null, finishedAt: null, durationMs: null },
      nodes: withSteps('succeeded', 'running'),
    });
    const pages = serveRunPages([running]);
    const events = mockExecutionEvents();
    server.use(
      http.post('/api/executions/:id/cancel', () =>
        HttpResponse.json({ id: runId(1), status: 'cancelling' }, { status: 202 }),
      ),
    );
    const { user } = renderApp(page(1));

    expect(await screen.findByText('Live: this page follows the run as it goes.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Replay run' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this run?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel run' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters')).toBeVisible();
    expect(requestsTo(`POST /api/executions/${runId(1)}/cancel`)).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'pe, stuck for an hour',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel run' }));
    await findToast('Cancelling the run');
    expect(requestsTo(`POST /api/executions/${runId(1)}/cancel`).at(-1)!.body).toEqual({
      reason: 'nope, stuck for an hour',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The workflow stops: the stream says so, and the page reads the run again.
    await waitFor(() => expect(events.streams.length).toBeGreaterThan(0));
    const timelineReads = requestsTo(`GET /api/executions/${runId(1)}/timeline`).length;
    pages.update(
      buildExecutionDetails({
        run: {
          status: 'cancelled',
          error: { type: FailureType.Cancelled, message: 'The execution was cancelled.' },
          errorCode: FailureType.Cancelled,
        },
        nodes: withSteps('succeeded', 'cancelled'),
      }),
    );
    events.latest().progress(
      buildExecutionView({
        id: runId(1),
        status: 'cancelled',
        nodes: withSteps('succeeded', 'cancelled'),
      }),
    );
    expect(await screen.findByRole('region', { name: 'Why it stopped' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel run' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replay run' })).toBeInTheDocument();
    expect(requestsTo(`GET /api/executions/${runId(1)}/timeline`).length).toBeGreaterThan(
      timelineReads,
    );
    await waitFor(() => expect(events.latest().closed).toBe(true));
  });

  it('shows the not-found screen for a run that does not exist', async () => {
    signInAs(buildManager());
    serveRunPages([]);
    renderApp(page(9));
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  it('says when the run could not be fetched, and tries again', async () => {
    signInAs(buildManager());
    serveRunPages([buildExecutionDetails()]);
    // Added last, so it answers first (once).
    server.use(
      http.get('/api/executions/:id/details', () => apiError(500, 'internal_error'), {
        once: true,
      }),
    );
    const { user } = renderApp(page(1));
    expect(await screen.findByText(/Failed to fetch the run\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Run 50000001' })).toBeVisible();
  });
});
