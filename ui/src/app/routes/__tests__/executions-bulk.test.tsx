import { type ExecutionListItem } from '@studio/api/contract/executions';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import {
  BULK_JOB_ID,
  buildBulkReplayView,
  serveBulkPreview,
  serveBulkReplayViews,
} from '@/testing/bulk-replays';
import { buildManager } from '@/testing/data';
import { runId } from '@/testing/execution-details';
import { buildListItem } from '@/testing/executions';
import { apiError, signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { findToast } from '@/testing/toasts';

const PATH = '/manager/workflow-executions';
const search = (url: string) => Object.fromEntries(new URLSearchParams(url));
const TOO_LARGE = 'That is 12,345 runs; a bulk action takes at most 10,000. Narrow the filter.';

/** Serves the console's list (one page) as a signed-in manager sees it. */
function serveRuns(items: ExecutionListItem[]) {
  signInAs(buildManager());
  server.use(http.get('/api/executions', () => HttpResponse.json({ items, nextCursor: null })));
}

/** The three runs of these tests: two failed, one cancelled (runId(n) starts with 5000000n). */
const threeRuns = () => [
  buildListItem({ id: runId(1) }),
  buildListItem({ id: runId(2) }),
  buildListItem({ id: runId(3), status: 'cancelled' }),
];

const serveReplayStart = (count: number) =>
  server.use(
    http.post('/api/executions/bulk-replay', () =>
      HttpResponse.json({ jobId: BULK_JOB_ID, count }, { status: 202 }),
    ),
  );

describe('/manager/workflow-executions: bulk actions', () => {
  it('replays two ticked runs from the failed step, then follows the job to its end', async () => {
    serveRuns(threeRuns());
    serveBulkPreview({ replayable: 2 });
    serveReplayStart(2);
    serveBulkReplayViews(
      buildBulkReplayView({ mode: 'failed-step' }),
      buildBulkReplayView({ mode: 'failed-step', started: 2, succeeded: 1 }),
      buildBulkReplayView({ mode: 'failed-step', status: 'succeeded', started: 2, succeeded: 2 }),
    );
    const { user, router } = renderApp(PATH);

    await user.click(
      await screen.findByRole('checkbox', { name: 'Select White Packshot, run 50000001' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select White Packshot, run 50000002' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 runs selected');
    expect(screen.getByRole('checkbox', { name: 'Select all loaded runs' })).toHaveProperty(
      'indeterminate',
      true,
    );

    await user.click(within(bar).getByRole('button', { name: 'Replay runs…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replay runs' });
    expect(
      within(dialog).getByRole('radio', { name: 'The 2 runs selected in the list' }),
    ).toBeChecked();
    expect(await within(dialog).findByText('Replays 2 runs')).toBeVisible();
    expect(requestsTo('POST /api/executions/bulk-preview').at(-1)!.body).toEqual({
      ids: [runId(1), runId(2)],
    });

    await user.click(within(dialog).getByRole('radio', { name: /From the failed step/ }));
    expect(
      within(dialog).getByText(/runs on the version each run had \(pinned\) only/),
    ).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: /The latest version/ })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Provider is back');
    await user.click(within(dialog).getByRole('button', { name: 'Start bulk replay' }));

    await findToast('Bulk replay started');
    expect(requestsTo('POST /api/executions/bulk-replay')[0]!.body).toEqual({
      ids: [runId(1), runId(2)],
      mode: 'failed-step',
      version: 'pinned',
      reason: 'Provider is back',
      includeReplayed: false,
    });
    expect(search(router.state.location.search)).toEqual({ bulkJob: BULK_JOB_ID });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bar).toHaveTextContent('Select runs, or act on every run.');

    // The panel reads the job every second until it has ended.
    const panel = await screen.findByRole('region', { name: 'Bulk replay' });
    expect(await within(panel).findByText('Replaying 2 runs')).toBeVisible();
    expect(
      await within(panel).findByText('Of 2 runs: 2 started · 1 succeeded · 0 failed · 0 skipped'),
    ).toBeVisible();
    const fill = () => within(panel).getByRole('progressbar').firstElementChild as HTMLElement;
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(fill().className).toMatch(/transition/);
    expect(await within(panel).findByText('Finished: 2 runs handled')).toBeVisible();
    expect(panel).toHaveTextContent('2 succeeded');
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // Finished means full, at once: the bar does not ease towards its end beside "Finished".
    expect(fill().style.width).toBe('100%');
    expect(fill().className).not.toMatch(/transition/);
    expect(within(panel).queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    const reads = requestsTo(`GET /api/executions/bulk-replay/${BULK_JOB_ID}`).length;
    expect(reads).toBe(3);

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('region', { name: 'Bulk replay' })).not.toBeInTheDocument();
  });

  it('acts on every run matching the URL’s filter, replaying those already replayed when asked', async () => {
    serveRuns([buildListItem({ id: runId(1), errorCode: 'E005' })]);
    serveBulkPreview({ replayable: 4, alreadyReplayed: 3 });
    serveReplayStart(7);
    serveBulkReplayViews(
      buildBulkReplayView({ status: 'succeeded', total: 7, started: 7, succeeded: 7 }),
    );
    const { user, router } = renderApp(`${PATH}?status=failed&errorCode=E005`);

    await user.click(await screen.findByRole('button', { name: 'Replay runs…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replay runs' });
    expect(within(dialog).getByRole('radio', { name: /The runs selected/ })).toBeDisabled();
    expect(
      within(dialog).getByRole('radio', { name: /Every run matching the filter/ }),
    ).toBeChecked();
    expect(await within(dialog).findByText('Replays 4 runs')).toBeVisible();
    expect(requestsTo('POST /api/executions/bulk-preview')[0]!.body).toEqual({
      filter: { status: ['failed'], errorCode: 'E005' },
    });
    expect(within(dialog).getByText('3 runs already have a replay — skipped')).toBeVisible();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Replay those too' }));
    expect(within(dialog).getByText('Replays 7 runs')).toBeVisible();
    expect(within(dialog).getByText('3 runs already have a replay — replayed again')).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: /The latest version/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Outage over');
    await user.click(within(dialog).getByRole('button', { name: 'Start bulk replay' }));

    await waitFor(() =>
      expect(requestsTo('POST /api/executions/bulk-replay')[0]?.body).toEqual({
        filter: { status: ['failed'], errorCode: 'E005' },
        mode: 'start',
        version: 'latest',
        reason: 'Outage over',
        includeReplayed: true,
      }),
    );
    // The panel joins the filter in the URL, which keeps it.
    await waitFor(() =>
      expect(search(router.state.location.search)).toEqual({
        status: 'failed',
        errorCode: 'E005',
        bulkJob: BULK_JOB_ID,
      }),
    );
    const panel = await screen.findByRole('region', { name: 'Bulk replay' });
    expect(await within(panel).findByText('Finished: 7 runs handled')).toBeVisible();
  });

  it('refuses a missing reason without a call, and says what the server says of too many runs', async () => {
    serveRuns(threeRuns());
    server.use(
      // Counting a selection works; the whole filter is over the limit.
      http.post('/api/executions/bulk-preview', async ({ request }) => {
        const body = (await request.json()) as { filter?: unknown };
        return body.filter
          ? apiError(422, 'bulk_too_large', TOO_LARGE, { count: 12_345 })
          : HttpResponse.json({ replayable: 1, alreadyReplayed: 0, cancellable: 0 });
      }),
      http.post('/api/executions/bulk-replay', () =>
        apiError(422, 'bulk_too_large', TOO_LARGE, { count: 12_345 }),
      ),
    );
    const { user } = renderApp(PATH);

    await user.click(
      await screen.findByRole('checkbox', { name: 'Select White Packshot, run 50000003' }),
    );
    await user.click(screen.getByRole('button', { name: 'Replay runs…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replay runs' });
    expect(await within(dialog).findByText('Replays 1 run')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Start bulk replay' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(requestsTo('POST /api/executions/bulk-replay')).toHaveLength(0);

    // The runs grew past the limit between the count and the start: the server's sentence shows.
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Outage over');
    await user.click(within(dialog).getByRole('button', { name: 'Start bulk replay' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TOO_LARGE);
    expect(requestsTo('POST /api/executions/bulk-replay')).toHaveLength(1);

    // The whole filter is refused when counted already, and cannot be started.
    await user.click(within(dialog).getByRole('radio', { name: /Every run matching/ }));
    expect(await within(dialog).findByRole('button', { name: 'Count again' })).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(TOO_LARGE);
    expect(within(dialog).getByRole('button', { name: 'Start bulk replay' })).toBeDisabled();
  });

  it('cancels every loaded run for a reason and says how many it cancelled', async () => {
    serveRuns([
      buildListItem({ id: runId(1), status: 'running', error: null, errorCode: null }),
      buildListItem({ id: runId(2), status: 'queued', error: null, errorCode: null }),
    ]);
    serveBulkPreview({ cancellable: 2 });
    server.use(
      http.post('/api/executions/cancel', () => HttpResponse.json({ count: 2 }, { status: 202 })),
    );
    const { user } = renderApp(PATH);

    await user.click(await screen.findByRole('checkbox', { name: 'Select all loaded runs' }));
    expect(
      screen.getByRole('checkbox', { name: 'Select White Packshot, run 50000002' }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancel runs…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel runs?' });
    expect(await within(dialog).findByText('Cancels 2 runs')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel runs' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters')).toBeVisible();
    expect(requestsTo('POST /api/executions/cancel')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Stuck on an outage');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel runs' }));
    await findToast('2 runs cancelled');
    expect(requestsTo('POST /api/executions/cancel')[0]!.body).toEqual({
      ids: [runId(1), runId(2)],
      reason: 'Stuck on an outage',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select all loaded runs' })).not.toBeChecked();
  });

  it('brings the panel back from the URL, and stops the job for a reason', async () => {
    serveRuns(threeRuns());
    const running = { total: 5, started: 2, succeeded: 1, skipped: 1 };
    serveBulkReplayViews(buildBulkReplayView(running));
    server.use(
      http.post(`/api/executions/bulk-replay/${BULK_JOB_ID}/cancel`, () =>
        HttpResponse.json(buildBulkReplayView({ ...running, status: 'cancelled' }), {
          status: 202,
        }),
      ),
    );
    const { user } = renderApp(`${PATH}?bulkJob=${BULK_JOB_ID}`);

    const panel = await screen.findByRole('region', { name: 'Bulk replay' });
    expect(await within(panel).findByText('Replaying 5 runs')).toBeVisible();
    expect(panel).toHaveTextContent('Of 5 runs: 2 started · 1 succeeded · 0 failed · 1 skipped');
    expect(
      within(panel).getByRole('progressbar', { name: 'Bulk replay progress' }),
    ).toHaveAttribute('aria-valuenow', '40');

    await user.click(within(panel).getByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop this bulk replay?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Provider down again');
    await user.click(within(dialog).getByRole('button', { name: 'Stop bulk replay' }));
    await findToast('Bulk replay stopped');
    expect(requestsTo(`POST /api/executions/bulk-replay/${BULK_JOB_ID}/cancel`)[0]!.body).toEqual({
      reason: 'Provider down again',
    });
    expect(await within(panel).findByText(/^Stopped/)).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });
});

describe('/manager/workflow-executions: compare two runs', () => {
  it('offers Compare when exactly two runs are ticked', async () => {
    serveRuns(threeRuns());
    const { user } = renderApp(PATH);
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select White Packshot, run 50000001' }),
    );
    expect(within(bar).queryByRole('link', { name: 'Compare' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select White Packshot, run 50000002' }));
    expect(within(bar).getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      `/manager/workflow-executions/compare?a=${runId(1)}&b=${runId(2)}`,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select White Packshot, run 50000003' }));
    expect(within(bar).queryByRole('link', { name: 'Compare' })).toBeNull();
  });
});
