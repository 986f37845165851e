import { type BatchView } from '@studio/api/contract/batches';
import { act, screen, waitFor, within } from '@testing-library/react';
import { type HttpHandler, http, HttpResponse } from 'msw';

import { imageVariantUrl } from '@/lib/stored-files';
import {
  BATCH_ID,
  buildBatchItem,
  buildBatchView,
  mockBatchEvents,
  withStatus,
} from '@/testing/batches';
import { buildUser } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';

const items = [
  buildBatchItem({ productName: 'Blue vase' }),
  buildBatchItem({ productName: 'Ceramic mug' }),
  buildBatchItem({ productName: 'Magenta scarf' }),
];
const [vase, mug, scarf] = items as [(typeof items)[0], (typeof items)[0], (typeof items)[0]];
const FLAGGED = 'The photo was flagged as sensitive content.';

let events: ReturnType<typeof mockBatchEvents>;
beforeEach(() => {
  events = mockBatchEvents();
});

/** Signed in; the batch reads as `view` until the stream says otherwise. */
function serve(view: BatchView, ...more: HttpHandler[]) {
  signInAs(buildUser(), { credits: 20 });
  server.use(
    ...more,
    http.get(`/api/batches/${BATCH_ID}`, () => HttpResponse.json(view)),
  );
}

const card = (name: string) => screen.getByRole('article', { name });
const count = (state: string) => screen.getByTestId(`count-${state}`);
const send = (view: BatchView) => act(() => events.latest().progress(view));

describe('/batches/{id}', () => {
  it("shows each product's run live, from its photo to its result or its error, and the ZIP", async () => {
    serve(buildBatchView(items));
    renderApp(`/batches/${BATCH_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'White Packshot on 3 products' }),
    ).toBeVisible();
    const ring = screen.getByRole('progressbar', { name: 'Batch progress' });
    expect(ring).toHaveAttribute('aria-valuenow', '0');
    expect(count('queued')).toHaveTextContent('3');
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    // Before its result, a card shows the product's photo.
    expect(card('Blue vase').querySelector('img')).toHaveAttribute(
      'src',
      imageVariantUrl(vase.productImageUrl!, 640),
    );
    await waitFor(() => expect(events.streams).toHaveLength(1));
    expect(events.latest().path).toBe(`/api/batches/${BATCH_ID}/events`);
    const balanceReads = requestsTo('GET /api/credits/balance').length;

    send(buildBatchView([withStatus(vase, 'succeeded'), withStatus(mug, 'running'), scarf]));
    expect(await within(card('Blue vase')).findByText('Done')).toBeVisible();
    const result = within(card('Blue vase')).getByRole('img', { name: 'Result for Blue vase' });
    expect(result).toHaveAttribute(
      'src',
      imageVariantUrl(withStatus(vase, 'succeeded').imageUrls[0]!, 640),
    );
    expect(
      within(card('Blue vase')).getByRole('img', { name: 'Photo of Blue vase' }),
    ).toBeVisible();
    expect(within(card('Blue vase')).getByRole('link', { name: 'Blue vase' })).toHaveAttribute(
      'href',
      `/content/${withStatus(vase, 'succeeded').contentId}`,
    );
    expect(within(card('Ceramic mug')).getByText('Running')).toBeVisible();
    // What is charged and what the run under way holds, as the ledger says (the balance shows both).
    expect(screen.getByText(/^Charged so far:/)).toHaveTextContent(
      'Charged so far: 3 tokens for 1 run done · 3 tokens held for runs under way',
    );
    expect(ring).toHaveAttribute('aria-valuenow', '33');
    expect(ring).toHaveAttribute('aria-valuetext', '1 of 3 runs ended');
    expect(screen.getByRole('link', { name: 'Download 1 image (ZIP)' })).toHaveAttribute(
      'href',
      `/api/batches/${BATCH_ID}/download`,
    );
    // Each change of the counts moves the balance.
    await waitFor(() =>
      expect(requestsTo('GET /api/credits/balance').length).toBeGreaterThan(balanceReads),
    );

    send(
      buildBatchView([
        withStatus(vase, 'succeeded'),
        withStatus(mug, 'succeeded'),
        withStatus(scarf, 'failed', FLAGGED),
      ]),
    );
    const failed = card('Magenta scarf');
    expect(await within(failed).findByText(FLAGGED)).toBeVisible();
    expect(within(failed).getByText('Its tokens were given back.')).toBeVisible();
    expect(screen.getByText('Batch finished with failures')).toBeVisible();
    expect(count('succeeded')).toHaveTextContent('2');
    expect(count('failed')).toHaveTextContent('1');
    expect(screen.getByText(/^Charged:/)).toHaveTextContent(
      'Charged: 6 tokens for 2 runs done · 1 run refunded',
    );
    expect(screen.getByRole('link', { name: 'Download 2 images (ZIP)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel batch' })).not.toBeInTheDocument();
    // The final view closes the stream (the browser would otherwise reconnect to it).
    await waitFor(() => expect(events.latest().closed).toBe(true));
  });

  it('asks before cancelling, then shows the cancelled runs and what was charged', async () => {
    const running = buildBatchView([
      withStatus(vase, 'succeeded'),
      withStatus(mug, 'running'),
      scarf,
    ]);
    const cancelled = buildBatchView(
      [withStatus(vase, 'succeeded'), withStatus(mug, 'cancelled'), withStatus(scarf, 'cancelled')],
      { status: 'cancelled' },
    );
    serve(
      running,
      http.post(`/api/batches/${BATCH_ID}/cancel`, () =>
        HttpResponse.json(cancelled, { status: 202 }),
      ),
    );
    const { user } = renderApp(`/batches/${BATCH_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Cancel batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this batch?' });
    expect(dialog).toHaveTextContent('The 2 runs not finished yet will stop');
    // Changing one's mind stops nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep running' }));
    expect(requestsTo('POST /api/batches/:id/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel batch' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel 2 runs' }),
    );
    expect(await screen.findByText('Batch cancelled')).toBeVisible();
    expect(requestsTo(`POST /api/batches/${BATCH_ID}/cancel`)).toHaveLength(1);
    expect(count('cancelled')).toHaveTextContent('2');
    expect(within(card('Ceramic mug')).getByText('Cancelled')).toBeVisible();
    expect(screen.getByText(/^Charged:/)).toHaveTextContent(
      'Charged: 3 tokens for 1 run done · 2 runs refunded',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel batch' })).not.toBeInTheDocument();
  });

  it('reads a finished batch once, with no stream, and offers a new batch with its snap', async () => {
    const finished = buildBatchView([withStatus(vase, 'succeeded')]);
    serve(finished);
    renderApp(`/batches/${BATCH_ID}`);

    expect(
      await screen.findByRole('heading', { name: 'White Packshot on 1 product' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'New batch' })).toHaveAttribute(
      'href',
      `/batches/new?snapId=${finished.snapId}`,
    );
    expect(screen.getByText('Batch finished')).toBeVisible();
    expect(events.streams).toHaveLength(0);
  });

  it("says a batch that is not the creator's does not exist, and offers a retry for other failures", async () => {
    serve(
      buildBatchView(items),
      http.get(`/api/batches/${BATCH_ID}`, () => apiError(404, 'batch_not_found')),
    );
    const first = renderApp(`/batches/${BATCH_ID}`);
    expect(await screen.findByRole('heading', { name: 'Batch not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start a batch' })).toHaveAttribute(
      'href',
      '/batches/new',
    );
    first.unmount();

    let fail = true;
    server.use(
      http.get(`/api/batches/${BATCH_ID}`, () =>
        fail ? apiError(500, 'internal_error') : HttpResponse.json(buildBatchView(items)),
      ),
    );
    const { user } = renderApp(`/batches/${BATCH_ID}`);
    expect(await screen.findByText(/Failed to fetch the batch/)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'White Packshot on 3 products' }),
    ).toBeVisible();
  });
});
