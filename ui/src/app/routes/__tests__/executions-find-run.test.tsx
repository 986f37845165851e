import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { serveAuditPages } from '@/testing/audit-events';
import { buildManager } from '@/testing/data';
import { runId } from '@/testing/execution-details';
import { apiError, signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** The console's search box: any id an operator holds opens its run. */
function serveConsole() {
  signInAs(buildManager());
  server.use(http.get('/api/executions', () => HttpResponse.json({ items: [], nextCursor: null })));
}

describe('/manager/workflow-executions: find a run by id', () => {
  it('opens the run a pasted Temporal workflow id names', async () => {
    serveConsole();
    let asked = '';
    server.use(
      http.get('/api/executions/lookup/:ref', ({ params }) => {
        asked = String(params.ref);
        return HttpResponse.json({ executionId: runId(1), matched: 'run' });
      }),
    );
    const { user, router } = renderApp('/manager/workflow-executions');

    const search = await screen.findByRole('search', { name: 'Find a run' });
    await user.type(
      within(search).getByRole('textbox', { name: 'Run, Temporal workflow or content id' }),
      ` ${runId(1)}{Enter}`,
    );

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/manager/workflow-executions/${runId(1)}`),
    );
    expect(asked).toBe(runId(1));
  });

  it('says in place when no run has the id, and clears it when the id changes', async () => {
    serveConsole();
    serveAuditPages({ first: [] });
    server.use(http.get('/api/executions/lookup/:ref', () => apiError(404, 'execution_not_found')));
    const { user, router } = renderApp('/manager/workflow-executions/audit-log');
    const search = await screen.findByRole('search', { name: 'Find a run' });
    const box = within(search).getByRole('textbox', {
      name: 'Run, Temporal workflow or content id',
    });

    await user.type(box, 'nope{Enter}');

    expect(await within(search).findByRole('alert')).toHaveTextContent(
      'No run or content has this id.',
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/manager/workflow-executions/audit-log');
    await user.type(box, 'x');
    expect(within(search).queryByRole('alert')).toBeNull();
  });
});
