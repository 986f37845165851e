import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { buildManager, buildUser } from '@/testing/data';
import { signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';

describe('the manager sidebar’s counts', () => {
  it('shows open error groups and recent failed runs beside their sections, named in words', async () => {
    signInAs(buildManager());
    server.use(
      http.get('/api/manager/badges', () => HttpResponse.json({ errorLogs: 3, failedRuns: 12 })),
    );
    renderApp('/manager');

    const nav = await screen.findByRole('navigation', { name: 'Manager Panel' });
    expect(await screen.findByRole('link', { name: 'Error Logs, 3 unresolved' })).toHaveAttribute(
      'href',
      '/manager/error-logs',
    );
    expect(
      screen.getByRole('link', { name: 'Workflow Executions, 12 failed in the last 24 hours' }),
    ).toHaveTextContent('Workflow Executions 12');
    expect(nav).not.toHaveTextContent('Server Information0');
  });

  it('hides a count of zero', async () => {
    signInAs(buildManager());
    server.use(
      http.get('/api/manager/badges', () => HttpResponse.json({ errorLogs: 0, failedRuns: 2 })),
    );
    renderApp('/manager');
    expect(
      await screen.findByRole('link', {
        name: 'Workflow Executions, 2 failed in the last 24 hours',
      }),
    ).toBeVisible();
    const errorLogs = screen.getByRole('link', { name: 'Error Logs' });
    expect(errorLogs).toHaveTextContent(/^Error Logs$/);
  });

  it('is never asked for by someone who is not a manager', async () => {
    signInAs(buildUser());
    renderApp('/content');
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(requestsTo('GET /api/manager/badges')).toHaveLength(0);
  });
});
