import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';

import { serveAuditPages } from '@/testing/audit-events';
import { BULK_JOB_ID } from '@/testing/bulk-replays';
import { buildManager } from '@/testing/data';
import { buildAuditEvent, runId } from '@/testing/execution-details';
import { apiError, signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';

const PATH = '/manager/workflow-executions/audit-log';
const entryId = (n: number) => `70000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const USER_ID = '00000000-0000-4000-8000-000000000042';
const WORKFLOW_ID = '60000000-0000-4000-8000-000000000007';

const entries = () =>
  within(screen.getByRole('list', { name: 'Audit entries' })).getAllByRole('listitem');
const lastCall = () => requestsTo('GET /api/audit-events').at(-1)!.url.searchParams;
const urlSearch = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search);

describe('/manager/workflow-executions/audit-log', () => {
  it('lists who did what to which target, when, why, and from which request', async () => {
    signInAs(buildManager());
    serveAuditPages({
      first: [
        buildAuditEvent({ id: entryId(3) }),
        buildAuditEvent({
          id: entryId(2),
          action: 'bulk-replay.start',
          target: { type: 'bulk-replay', id: BULK_JOB_ID, name: null },
          reason: 'Replay what the outage left',
          requestId: 'req-2',
          details: { count: 3, mode: 'start', version: 'pinned', includeReplayed: false },
        }),
        buildAuditEvent({
          id: entryId(4),
          action: 'workflow.publish',
          target: { type: 'workflow', id: WORKFLOW_ID, name: 'White Packshot' },
          reason: 'First cut',
          details: { version: 2 },
        }),
        buildAuditEvent({
          id: entryId(1),
          action: 'user.credits',
          target: { type: 'user', id: USER_ID, name: 'ann@example.com' },
          reason: 'Goodwill after the outage',
          requestId: null,
          details: { amount: 20 },
        }),
      ],
    });
    renderApp(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Runs' })).not.toHaveAttribute('aria-current');
    await screen.findByRole('list', { name: 'Audit entries' });
    const [replay, bulk, publish, credits] = entries();

    expect(replay).toHaveTextContent('Replayed the run');
    expect(replay).toHaveTextContent('by ops@example.com');
    expect(replay).toHaveTextContent('Reason: The provider is back up');
    expect(replay).toHaveTextContent('Request req-1');
    expect(within(replay!).getByRole('link', { name: 'Run 50000001' })).toHaveAttribute(
      'href',
      `/manager/workflow-executions/${runId(1)}`,
    );
    expect(within(replay!).getByText(/\d{4}/, { selector: 'time' })).toHaveAttribute(
      'datetime',
      '2026-11-24T11:00:00.000Z',
    );

    expect(bulk).toHaveTextContent('Started a bulk replay');
    expect(within(bulk!).getByRole('link', { name: 'Bulk replay 80000000' })).toHaveAttribute(
      'href',
      `/manager/workflow-executions?bulkJob=${BULK_JOB_ID}`,
    );
    expect(bulk).toHaveTextContent('Request req-2');

    // A workflow by its name, opening the editor; a user by their email, opening their drawer.
    expect(publish).toHaveTextContent('Published a workflow');
    expect(within(publish!).getByRole('link', { name: 'Workflow White Packshot' })).toHaveAttribute(
      'href',
      `/workflows/${WORKFLOW_ID}/editor`,
    );

    expect(credits).toHaveTextContent('Changed credits');
    expect(within(credits!).getByRole('link', { name: 'User ann@example.com' })).toHaveAttribute(
      'href',
      `/manager?user=${USER_ID}`,
    );
    expect(credits).toHaveTextContent('amount:20');
    expect(credits).not.toHaveTextContent('Request');
    expect(screen.getByText('That is every entry.')).toBeInTheDocument();
  });

  it('keeps its filters in the URL and asks the API for them', async () => {
    signInAs(buildManager());
    serveAuditPages({ first: [buildAuditEvent()] });
    const { user, router } = renderApp(`${PATH}?action=user.role`);

    const role = await screen.findByRole('button', { name: 'Changed a role' });
    expect(role).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastCall().get('action')).toBe('user.role'));

    await user.type(screen.getByRole('textbox', { name: 'Actor' }), 'ops@');
    await waitFor(() => expect(urlSearch(router).get('actor')).toBe('ops@'));
    await waitFor(() => expect(lastCall().get('actor')).toBe('ops@'));

    await user.click(role);
    await user.click(screen.getByRole('button', { name: 'Cancelled the run' }));
    await user.click(screen.getByRole('button', { name: 'Started a bulk replay' }));
    await waitFor(() =>
      expect(urlSearch(router).get('action')).toBe('execution.cancel,bulk-replay.start'),
    );
    await waitFor(() =>
      expect(lastCall().get('action')).toBe('execution.cancel,bulk-replay.start'),
    );

    await user.type(screen.getByRole('textbox', { name: 'Target id' }), `${runId(1)}{Enter}`);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Until (inclusive)'), {
      target: { value: '2026-11-24' },
    });
    await waitFor(() => expect(lastCall().get('to')).toBe('2026-11-25T00:00:00.000Z'));
    expect(lastCall().get('from')).toBe('2026-11-01T00:00:00.000Z');
    expect(lastCall().get('target')).toBe(runId(1));
    expect(lastCall().get('limit')).toBe('50');
    expect(Object.fromEntries(urlSearch(router))).toEqual({
      actor: 'ops@',
      action: 'execution.cancel,bulk-replay.start',
      target: runId(1),
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-25T00:00:00.000Z',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('textbox', { name: 'Actor' })).toHaveValue('');
  });

  it('loads older entries a page at a time', async () => {
    signInAs(buildManager());
    serveAuditPages({
      first: {
        items: [buildAuditEvent({ id: entryId(3) }), buildAuditEvent({ id: entryId(2) })],
        nextCursor: 'page-2',
      },
      'page-2': [buildAuditEvent({ id: entryId(1), reason: 'The oldest reason' })],
    });
    const { user } = renderApp(PATH);

    await screen.findByRole('list', { name: 'Audit entries' });
    expect(entries()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(entries()[2]).toHaveTextContent('The oldest reason');
    expect(lastCall().get('cursor')).toBe('page-2');
    expect(screen.getByText('That is every entry.')).toBeInTheDocument();
  });

  it('says when there is no entry yet, or none under the filters, which it clears', async () => {
    signInAs(buildManager());
    serveAuditPages({});
    const { user, router } = renderApp(`${PATH}?actor=nobody`);

    expect(
      await screen.findByRole('heading', { name: 'No entry matches these filters' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show every entry' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'No audit entries yet' })).toBeVisible();
  });

  it('says when the log could not be fetched, and tries again', async () => {
    signInAs(buildManager());
    server.use(
      http.get('/api/audit-events', () => apiError(500, 'internal_error'), { once: true }),
    );
    const { user } = renderApp(PATH);

    expect(await screen.findByText(/Failed to fetch the audit log\./)).toBeInTheDocument();
    serveAuditPages({ first: [buildAuditEvent()] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Audit entries' });
    expect(entries()).toHaveLength(1);
  });

  it('links the console and the log both ways', async () => {
    signInAs(buildManager());
    serveAuditPages({});
    const { user, router } = renderApp('/manager/workflow-executions');

    expect(await screen.findByRole('link', { name: 'Runs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(screen.getByRole('link', { name: 'Audit log' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    expect(router.state.location.pathname).toBe(PATH);
    await user.click(screen.getByRole('link', { name: 'Runs' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Workflow Executions' }),
    ).toBeVisible();
  });
});
