import { type ExecutionHistory } from '@studio/api/contract/execution-history';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { buildManager } from '@/testing/data';
import { buildExecutionDetails, runId, serveRunPages } from '@/testing/execution-details';
import { signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';

const event = (
  id: number,
  type: string,
  label: string,
  kind: ExecutionHistory['events'][number]['kind'],
  summary = '',
  failure: ExecutionHistory['events'][number]['failure'] = null,
) => ({ id, at: `2026-11-24T10:00:0${id}.000Z`, type, label, kind, summary, failure });

const history: ExecutionHistory = {
  available: true,
  events: [
    event(1, 'WorkflowExecutionStarted', 'Workflow execution started', 'workflow', 'runGraph on q'),
    event(2, 'WorkflowTaskScheduled', 'Workflow task scheduled', 'workflow-task'),
    event(
      3,
      'ActivityTaskScheduled',
      'Activity task scheduled',
      'activity',
      'runNode for step packshot',
    ),
    event(4, 'ActivityTaskFailed', 'Activity task failed', 'activity', 'runNode (packshot)', {
      message: 'The model is down.',
      type: 'ProviderError',
      stackTrace: 'ProviderError: The model is down.\n    at callModel (providers.ts:10)',
    }),
  ],
  pending: [
    {
      activityId: '7',
      activityType: 'runNode',
      nodeId: 'scene',
      state: 'Started',
      attempt: 2,
      lastStartedAt: '2026-11-24T10:00:05.000Z',
      lastHeartbeatAt: '2026-11-24T10:00:06.000Z',
      lastFailure: { message: 'Timed out', type: null, stackTrace: null },
    },
  ],
};

describe('a run’s page: Temporal history', () => {
  it('loads the history when asked, hides workflow tasks, finds events and shows a failure’s stack', async () => {
    signInAs(buildManager());
    serveRunPages([buildExecutionDetails()]);
    server.use(http.get(`/api/executions/${runId(1)}/history`, () => HttpResponse.json(history)));
    const { user } = renderApp(`/manager/workflow-executions/${runId(1)}`);

    const section = await screen.findByRole('region', { name: 'Temporal history' });
    expect(requestsTo(`GET /api/executions/${runId(1)}/history`)).toHaveLength(0);
    await user.click(within(section).getByRole('button', { name: 'Show the history' }));

    expect(await within(section).findByText('3 of 4 events')).toBeVisible();
    expect(within(section).getByTestId('pending-activity')).toHaveTextContent(
      'runNode (scene) · Started · attempt 2',
    );
    expect(within(section).getByTestId('pending-activity')).toHaveTextContent(
      'Last failure: Timed out',
    );
    const failed = within(section).getByTestId('history-event-4');
    expect(failed).toHaveTextContent('ProviderError: The model is down.');
    await user.click(within(failed).getByText('Stack trace'));
    expect(within(failed).getByText(/at callModel/)).toBeVisible();

    await user.click(within(section).getByRole('checkbox', { name: 'Show workflow tasks' }));
    expect(within(section).getByText('4 of 4 events')).toBeVisible();
    await user.type(within(section).getByRole('textbox', { name: 'Find events' }), 'packshot');
    expect(await within(section).findByText('2 of 4 events')).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Raw JSON' })).toHaveAttribute(
      'href',
      `/api/executions/${runId(1)}/history/raw`,
    );
  });

  it('draws a long history a hundred events at a time, and finds events among all of them', async () => {
    signInAs(buildManager());
    serveRunPages([buildExecutionDetails()]);
    const long: ExecutionHistory = {
      available: true,
      pending: [],
      events: Array.from({ length: 250 }, (_, i) =>
        event(
          i + 1,
          'ActivityTaskCompleted',
          'Activity task completed',
          'activity',
          `step ${i + 1}`,
        ),
      ),
    };
    server.use(http.get(`/api/executions/${runId(1)}/history`, () => HttpResponse.json(long)));
    const { user } = renderApp(`/manager/workflow-executions/${runId(1)}`);

    const section = await screen.findByRole('region', { name: 'Temporal history' });
    await user.click(within(section).getByRole('button', { name: 'Show the history' }));
    expect(
      await within(section).findByText('250 of 250 events · the first 50 shown'),
    ).toBeVisible();
    expect(within(section).getByTestId('history-event-50')).toBeInTheDocument();
    expect(within(section).queryByTestId('history-event-51')).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Show 50 more of 200 events' }));
    expect(within(section).getByTestId('history-event-100')).toBeInTheDocument();
    expect(within(section).queryByTestId('history-event-101')).toBeNull();
    for (const left of [150, 100, 50]) {
      await user.click(
        within(section).getByRole('button', { name: `Show 50 more of ${left} events` }),
      );
    }
    expect(within(section).getByText('250 of 250 events')).toBeVisible();
    expect(within(section).queryByRole('button', { name: /more of/ })).toBeNull();

    // The find box searches every event, not only those drawn.
    await user.type(within(section).getByRole('textbox', { name: 'Find events' }), 'step 24');
    expect(await within(section).findByText('11 of 250 events')).toBeVisible();
    expect(within(section).getByTestId('history-event-240')).toBeInTheDocument();
  });

  it('says when Temporal keeps no history of the run', async () => {
    signInAs(buildManager());
    serveRunPages([buildExecutionDetails()]);
    server.use(
      http.get(`/api/executions/${runId(1)}/history`, () =>
        HttpResponse.json({ available: false, events: [], pending: [] }),
      ),
    );
    const { user } = renderApp(`/manager/workflow-executions/${runId(1)}`);
    const section = await screen.findByRole('region', { name: 'Temporal history' });
    await user.click(within(section).getByRole('button', { name: 'Show the history' }));
    expect(await within(section).findByText(/Temporal keeps no history of this run/)).toBeVisible();
  });
});
