import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { buildManager } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { buildErrorGroup, buildOccurrence, serveErrorLogs } from '@/testing/manager-error-logs';
import { renderApp } from '@/testing/render-app';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';

const crash = buildErrorGroup();
const runFailure = buildErrorGroup({
  id: '5e000000-0000-4000-8000-000000000002',
  source: 'run',
  code: 'E503',
  route: 'scene',
  message: 'Scene provider unavailable',
  count: 2,
});
const listCalls = () =>
  requestsTo('GET /api/manager/error-logs').map((request) => request.url.searchParams.toString());

describe('/manager/error-logs', () => {
  it('lists the groups with their counts under the filters in the URL, with the 24-hour chart', async () => {
    signInAs(buildManager());
    serveErrorLogs([crash, runFailure]);
    const { router } = renderApp('/manager/error-logs?status=open&source=api&page=2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Error Logs' })).toBeVisible();
    const table = await screen.findByRole('table', {
      name: 'Errors grouped by kind, last seen first',
    });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('ErrorSourceRoute or nodeCountFirst seenLast seenStatus');
    expect(first).toHaveTextContent(crash.message);
    expect(first).toHaveTextContent('internal_error');
    expect(first).toHaveTextContent('POST /api/snaps/execute');
    expect(first).toHaveTextContent('4');
    expect(first).toHaveTextContent('Open');
    expect(second).toHaveTextContent('Workflow run');
    expect(second).toHaveTextContent('scene');
    expect(listCalls()).toContain('status=open&source=api&page=2&limit=25');
    expect(screen.getByText(/4 errors/)).toBeInTheDocument();
    expect(screen.getByText('2 kinds of error')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Source'), 'Workflow runs');
    // A new filter starts again from the first page.
    await waitFor(() => expect(router.state.location.search).toBe('?status=open&source=run'));
    await waitFor(() => expect(listCalls()).toContain('status=open&source=run&limit=25'));
  });

  it('opens a group’s drawer with the stack and the request id, and resolves it', async () => {
    signInAs(buildManager());
    const resolved = () => requestsTo(`POST /api/manager/error-logs/${crash.id}/resolve`).length;
    server.use(
      http.get('/api/manager/badges', () =>
        HttpResponse.json({ errorLogs: resolved() ? 2 : 3, failedRuns: 0 }),
      ),
    );
    serveErrorLogs([crash], {
      occurrences: [
        buildOccurrence(),
        buildOccurrence({
          id: '5f000000-0000-4000-8000-000000000002',
          requestId: 'req-older',
          executionId: '7a000000-0000-4000-8000-000000000009',
          createdAt: '2026-11-25T09:00:00.000Z',
        }),
      ],
    });
    const { router } = renderApp('/manager/error-logs');

    expect(await screen.findByRole('heading', { level: 1, name: 'Error Logs' })).toBeVisible();
    // The sidebar counts the open groups, in words for a screen reader.
    expect(await screen.findByRole('link', { name: 'Error Logs, 3 unresolved' })).toBeVisible();

    await userEvent.click(await screen.findByRole('button', { name: crash.message }));
    const drawer = await screen.findByRole('dialog', { name: 'internal_error' });
    expect(router.state.location.search).toBe(`?group=${crash.id}`);
    expect(await within(drawer).findByText('req-4f1a2b3c')).toBeVisible();
    expect(within(drawer).getAllByText('ada@example.com')[0]).toBeVisible();
    const stack = within(drawer).getByLabelText('Stack of the latest occurrence');
    expect(stack.tagName).toBe('PRE');
    expect(stack).toHaveTextContent('at startExecution');
    // An older occurrence keeps its details folded, with a link to its run.
    const occurrences = within(drawer).getByRole('list', { name: 'Latest occurrences' });
    expect(within(occurrences).getAllByText('req-older')[0]).toBeVisible();
    expect(
      within(occurrences).getByRole('link', { name: 'Open the run', hidden: true }),
    ).toHaveAttribute('href', '/manager/workflow-executions/7a000000-0000-4000-8000-000000000009');

    await userEvent.type(
      within(drawer).getByLabelText('Note for the audit log (optional)'),
      'Fixed in 1.2',
    );
    const badgeCalls = requestsTo('GET /api/manager/badges').length;
    await userEvent.click(within(drawer).getByRole('button', { name: 'Mark as resolved' }));
    await waitFor(() =>
      expect(requestsTo(`POST /api/manager/error-logs/${crash.id}/resolve`)).toHaveLength(1),
    );
    expect(requestsTo(`POST /api/manager/error-logs/${crash.id}/resolve`)[0]!.body).toEqual({
      reason: 'Fixed in 1.2',
    });
    // The sidebar's count is asked again and follows.
    await waitFor(() =>
      expect(requestsTo('GET /api/manager/badges').length).toBeGreaterThan(badgeCalls),
    );
    expect(
      await within(drawer).findByText('Resolved 25 Nov 2026, 12:05 by mona@example.com'),
    ).toBeVisible();
    // Behind the drawer, the sidebar says so too.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Error Logs, 2 unresolved' })).toBeVisible();
  });

  it('lists the moderator’s refusals of creators’ photos apart from the errors', async () => {
    signInAs(buildManager());
    const refusal = buildErrorGroup({
      id: '5e000000-0000-4000-8000-000000000003',
      kind: 'refusal',
      source: 'run',
      code: 'E005',
      route: 'photo',
      message: 'The photo was refused by moderation',
    });
    serveErrorLogs([crash, refusal]);
    const { router } = renderApp('/manager/error-logs');
    const table = await screen.findByRole('table');
    expect(within(table).queryByText(refusal.message)).toBeNull();
    expect(screen.getByText('1 kind of error')).toBeInTheDocument();
    const kinds = screen.getByRole('group', { name: 'What to list' });
    expect(within(kinds).getByRole('button', { name: /Errors/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(kinds).getByRole('button', { name: /Refused by moderation/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=refusal'));
    expect(await screen.findByText(refusal.message)).toBeVisible();
    expect(screen.getByText('1 kind of refusal')).toBeInTheDocument();
    expect(within(kinds).getByRole('button', { name: /Refused by moderation/ })).toHaveTextContent(
      '1 open',
    );
    expect(listCalls()).toContain('kind=refusal&limit=25');
  });

  it('says no refusal was recorded, not that filters hide them', async () => {
    signInAs(buildManager());
    serveErrorLogs([crash]);
    renderApp('/manager/error-logs?kind=refusal');
    expect(await screen.findByRole('heading', { name: 'No refusals recorded' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('hides the count when nothing is open, and says when there are no errors', async () => {
    signInAs(buildManager());
    serveErrorLogs([]);
    renderApp('/manager/error-logs');
    expect(await screen.findByRole('heading', { name: 'No errors recorded' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Error Logs' })).toBeVisible();
  });

  it('offers to try again when the list cannot be fetched', async () => {
    signInAs(buildManager());
    server.use(http.get('/api/manager/error-logs', () => apiError(500, 'internal_error')));
    renderApp('/manager/error-logs');
    expect(await screen.findByText('Failed to fetch errors.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
