import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';

import { SERVER_INFO_REFRESH_MS } from '@/features/manager-server-info/api/get-server-info';
import { buildManager } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { requestsTo } from '@/testing/requests';
import { buildServerInfo, serveServerInfo } from '@/testing/manager-server-info';
import { server } from '@/testing/server';

describe('/manager/server-info', () => {
  it('shows the build, the health of Postgres and Temporal, each queue’s pollers, storage and runs', async () => {
    signInAs(buildManager());
    serveServerInfo();
    renderApp('/manager/server-info');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Server Information' }),
    ).toBeVisible();
    const application = await screen.findByRole('region', { name: 'Application' });
    expect(application).toHaveTextContent('0.1.0');
    expect(application).toHaveTextContent('0123456789ab');
    expect(application).toHaveTextContent('v20.19.5');
    expect(application).toHaveTextContent('1 d 2 h 3 min');

    const postgres = screen.getByRole('region', { name: 'Postgres' });
    expect(postgres).toHaveTextContent('Healthy · 3 ms');
    expect(postgres).toHaveTextContent('18.1');
    const temporal = screen.getByRole('region', { name: 'Temporal' });
    expect(temporal).toHaveTextContent('Healthy · 12 ms');
    expect(temporal).toHaveTextContent('1.29.1');
    // The reconciler's repairs, leading to them in the audit log.
    expect(within(temporal).getByRole('link', { name: '2 in 24 h · 7 in all' })).toHaveAttribute(
      'href',
      '/manager/workflow-executions/audit-log?action=execution.reconcile',
    );

    const queues = screen.getByRole('table', {
      name: 'Task queues with their pollers and backlog',
    });
    const [, workflows, images] = within(queues).getAllByRole('row');
    expect(workflows).toHaveTextContent('Workflows and database steps');
    expect(workflows).toHaveTextContent('4242@worker-a');
    expect(workflows).toHaveTextContent('Activity tasks: 2');
    expect(images).toHaveTextContent('5151@worker-b');
    expect(images).toHaveTextContent('Workflow tasks: Not reported');

    expect(screen.getByRole('region', { name: 'Storage' })).toHaveTextContent('5.5 MB');
    expect(screen.getByRole('region', { name: 'Storage' })).toHaveTextContent('42');
    expect(screen.getByText(/6 runs/)).toBeInTheDocument();
    expect(screen.getByText('2 s')).toBeInTheDocument();
    expect(screen.getByText('9.2 s')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'AI providers' })).toHaveTextContent(
      'openai · gpt-4.1-mini',
    );
  });

  it('refreshes itself every 10 seconds, and says when a part is down', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    signInAs(buildManager());
    let calls = 0;
    serveServerInfo(() => {
      calls += 1;
      return calls === 1
        ? buildServerInfo()
        : buildServerInfo({
            temporal: {
              ok: false,
              latencyMs: 2000,
              error: 'no answer within 2000 ms',
              version: null,
              address: '127.0.0.1:7233',
              namespace: 'default',
            },
            taskQueues: [],
          });
    });
    renderApp('/manager/server-info');
    const temporal = await screen.findByRole('region', { name: 'Temporal' });
    expect(temporal).toHaveTextContent('Healthy');

    await act(async () => {
      await jest.advanceTimersByTimeAsync(SERVER_INFO_REFRESH_MS + 100);
    });
    expect(requestsTo('GET /api/manager/server-info').length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByText(/Down · no answer within 2000 ms/)).toBeVisible();
    expect(
      screen.getByText('The task queues could not be read: Temporal did not answer.'),
    ).toBeVisible();
    // A hidden tab asks nothing.
    const asked = requestsTo('GET /api/manager/server-info').length;
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3 * SERVER_INFO_REFRESH_MS);
    });
    expect(requestsTo('GET /api/manager/server-info')).toHaveLength(asked);
    visibility.mockRestore();
  });

  it('offers to try again when the state cannot be fetched', async () => {
    signInAs(buildManager());
    server.use(http.get('/api/manager/server-info', () => apiError(500, 'internal_error')));
    renderApp('/manager/server-info');
    expect(await screen.findByText("Failed to fetch the server's state.")).toBeVisible();
  });
});
