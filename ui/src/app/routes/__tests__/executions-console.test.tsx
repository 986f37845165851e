import { type ExecutionList } from '@studio/api/contract/executions';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { buildManager } from '@/testing/data';
import { buildListItem, mockConsoleChanges } from '@/testing/executions';
import { apiError, signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';

const PATH = '/manager/workflow-executions';
const id = (n: number) => `50000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Serves the list: `pages` by cursor (null for the first page). */
function serveList(pages: Record<string, ExecutionList>) {
  server.use(
    http.get('/api/snaps', () => HttpResponse.json([])),
    http.get('/api/executions', ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor') ?? 'first';
      return HttpResponse.json(pages[cursor] ?? { items: [], nextCursor: null });
    }),
  );
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('/manager/workflow-executions (the operators’ console)', () => {
  it('says there are no runs yet, and is live', async () => {
    signInAs(buildManager());
    serveList({});
    mockConsoleChanges();
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'No runs yet' })).toBeInTheDocument();
    expect(
      await screen.findByText('Live: new and changed runs appear as they happen.'),
    ).toBeInTheDocument();
  });

  it('lists runs with their status, what ran, who, and the error; pages to older runs', async () => {
    signInAs(buildManager());
    serveList({
      first: {
        items: [
          buildListItem({ id: id(2), status: 'running', error: null, errorCode: null }),
          buildListItem({ id: id(1), errorCode: 'E005', replayedBy: [id(9)] }),
        ],
        nextCursor: 'page-2',
      },
      'page-2': {
        items: [buildListItem({ id: id(0), status: 'succeeded', error: null, test: true })],
        nextCursor: null,
      },
    });
    mockConsoleChanges();
    const { user } = renderApp(PATH);
    await screen.findByRole('table');
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('Running');
    expect(rows()[1]).toHaveTextContent('Failed');
    expect(rows()[1]).toHaveTextContent('E005');
    expect(rows()[1]).toHaveTextContent('Replayed once');
    expect(rows()[1]).toHaveTextContent('ann@example.com');

    await user.click(screen.getByRole('button', { name: 'Show older runs' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]).toHaveTextContent('Test run');
    expect(screen.getByText('That is every run.')).toBeInTheDocument();
    expect(requestsTo('GET /api/executions').at(-1)!.url.searchParams.get('cursor')).toBe('page-2');
  });

  it('keeps the filter in the URL and asks the API and the live stream for it', async () => {
    signInAs(buildManager());
    serveList({});
    const live = mockConsoleChanges();
    const { user, router } = renderApp(`${PATH}?errorCode=E005`);
    expect(
      await screen.findByRole('heading', { name: 'No run matches these filters' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Error code')).toHaveValue('E005');

    await user.click(screen.getByRole('button', { name: 'Failed' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed&errorCode=E005'));
    await waitFor(() =>
      expect(requestsTo('GET /api/executions').at(-1)!.url.searchParams.get('status')).toBe(
        'failed',
      ),
    );
    await waitFor(() => expect(live.latest().search).toBe('?status=failed&errorCode=E005'));
    expect(screen.getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows new runs on top and changed runs in place as the server sends them', async () => {
    signInAs(buildManager());
    serveList({
      first: {
        items: [buildListItem({ id: id(1), status: 'running', error: null, errorCode: null })],
        nextCursor: null,
      },
    });
    const live = mockConsoleChanges();
    renderApp(PATH);
    await screen.findByRole('table');
    await screen.findByText('Live: new and changed runs appear as they happen.');

    live.latest().send({
      items: [
        buildListItem({
          id: id(2),
          status: 'queued',
          error: null,
          errorCode: null,
          createdAt: '2026-11-24T11:00:00.000Z',
        }),
        buildListItem({ id: id(1), status: 'succeeded', error: null, errorCode: null }),
      ],
      gone: [],
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('Queued');
    expect(rows()[1]).toHaveTextContent('Succeeded');

    live.latest().send({ items: [], gone: [id(2)] });
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('says when the list could not be fetched, and tries again', async () => {
    signInAs(buildManager());
    server.use(
      http.get('/api/snaps', () => HttpResponse.json([])),
      http.get('/api/executions', () => apiError(500, 'internal_error'), { once: true }),
    );
    mockConsoleChanges();
    const { user } = renderApp(PATH);
    expect(await screen.findByText(/Failed to fetch executions\./)).toBeInTheDocument();
    serveList({});
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No runs yet' })).toBeInTheDocument();
  });
});
