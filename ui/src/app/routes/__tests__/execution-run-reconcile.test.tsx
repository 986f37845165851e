import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { buildManager } from '@/testing/data';
import { buildExecutionDetails, runId, serveRunPages } from '@/testing/execution-details';
import { apiError, signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';

const page = `/manager/workflow-executions/${runId(1)}`;

describe('a run’s page: Check against Temporal', () => {
  it('repairs the run to agree with Temporal, says what it repaired, and shows Temporal’s clock', async () => {
    signInAs(buildManager());
    const before = buildExecutionDetails({
      run: { status: 'succeeded', error: null, errorCode: null, durationMs: 83 },
    });
    const pages = serveRunPages([before]);
    server.use(
      http.post('/api/executions/:id/reconcile', () => {
        pages.update({
          ...before,
          run: { ...before.run, durationMs: 226, durationClock: 'temporal' },
        });
        return HttpResponse.json({
          temporal: 'COMPLETED',
          repairs: [
            {
              kind: 'steps-stopped',
              detail: 'The run was succeeded but scene still showed Running: ended Cancelled.',
            },
          ],
          timesAligned: true,
        });
      }),
    );
    const { user } = renderApp(page);
    expect(
      await screen.findByText('The database’s clock, until checked against Temporal'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Check against Temporal' }));

    expect(
      await screen.findByText(/Temporal says completed\. Repaired to agree with it/),
    ).toBeVisible();
    expect(screen.getByText(/but scene still showed Running: ended Cancelled/)).toBeVisible();
    expect(requestsTo(`POST /api/executions/${runId(1)}/reconcile`)).toHaveLength(1);
    // The run is read again: its duration is now the workflow's, and says so.
    expect(
      await screen.findByText('Temporal’s clock: the workflow’s start to its close'),
    ).toBeVisible();
    expect(screen.getByText('226 ms')).toBeVisible();
  });

  it('says when the run already agrees, and when Temporal cannot be asked', async () => {
    signInAs(buildManager());
    serveRunPages([buildExecutionDetails()]);
    let answer: 'agrees' | 'down' = 'agrees';
    server.use(
      http.post('/api/executions/:id/reconcile', () =>
        answer === 'agrees'
          ? HttpResponse.json({ temporal: 'FAILED', repairs: [], timesAligned: false })
          : apiError(503, 'orchestrator_unavailable', 'Temporal is not reachable.'),
      ),
    );
    const { user } = renderApp(page);
    const check = await screen.findByRole('button', { name: 'Check against Temporal' });

    await user.click(check);
    expect(await screen.findByText('Temporal says failed, and this page agrees.')).toBeVisible();

    answer = 'down';
    await user.click(check);
    expect(
      await screen.findByText('Temporal could not be asked about this run. Try again in a moment.'),
    ).toBeVisible();
  });
});
