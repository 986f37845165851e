import { type BatchSummary } from '@studio/api/contract/batches';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BATCH_ID, buildBatchItem, buildBatchView, mockBatchEvents } from '@/testing/batches';
import { buildUser } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';

function summary(overrides: Partial<BatchSummary> = {}): BatchSummary {
  return {
    id: BATCH_ID,
    snapName: 'White Packshot',
    status: 'finished',
    total: 5,
    counts: { queued: 0, running: 0, succeeded: 4, failed: 1, cancelled: 0 },
    previewUrls: ['/files/a.png', '/files/b.png'],
    createdAt: '2025-03-01T10:00:00.000Z',
    finishedAt: '2025-03-01T10:05:00.000Z',
    ...overrides,
  };
}

function serve(batches: BatchSummary[] | 'error') {
  signInAs(buildUser());
  server.use(
    http.get('/api/batches', () =>
      batches === 'error'
        ? apiError(500, 'internal_error', 'Something went wrong on our side. Please try again.')
        : HttpResponse.json({ batches }),
    ),
  );
}

describe('/batches', () => {
  it('lists each batch with how it went, and opens it', async () => {
    const running = summary({
      id: '70000000-0000-4000-8000-000000000002',
      snapName: 'Scene',
      status: 'running',
      total: 10,
      counts: { queued: 6, running: 2, succeeded: 2, failed: 0, cancelled: 0 },
      finishedAt: null,
    });
    serve([running, summary()]);
    // The batch it opens, and that page's live stream.
    mockBatchEvents();
    server.use(
      http.get(`/api/batches/${BATCH_ID}`, () =>
        HttpResponse.json(buildBatchView([buildBatchItem(), buildBatchItem()])),
      ),
    );
    const { user, router } = renderApp('/batches');

    const list = await screen.findByRole('list', { name: 'Your batches' });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual([
      'Scene',
      'White Packshot',
    ]);
    expect(within(cards[0]!).getByText('Running')).toBeVisible();
    expect(within(cards[0]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    expect(within(cards[1]!).getByText('4 done · 1 failed')).toBeVisible();
    expect(within(cards[1]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    await user.click(cards[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/batches/${BATCH_ID}`));
    // The batch's page is open: its request answered within the test, not racing its end.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'White Packshot on 2 products' }),
    ).toBeVisible();
  });

  it('says there are none yet, with a way to start one', async () => {
    serve([]);
    const { user, router } = renderApp('/batches');

    expect(await screen.findByRole('heading', { name: 'No batches yet' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Run on several products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/batches/new'));
  });

  it('says when the list could not be fetched, and asks again', async () => {
    serve('error');
    const { user } = renderApp('/batches');

    expect(await screen.findByText(/Failed to fetch your batches/)).toBeVisible();
    serve([summary()]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your batches' })).toBeVisible();
  });
});
