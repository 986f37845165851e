import { MAX_BATCH_PRODUCTS } from '@studio/api/contract/batches';
import { screen, within } from '@testing-library/react';
import { type HttpHandler, http, HttpResponse } from 'msw';

import { BATCH_ID, buildBatchView, itemsFor, mockBatchEvents } from '@/testing/batches';
import { buildProduct, buildSnap, buildUser } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';

const user = buildUser();
const packshot = buildSnap({ name: 'White Packshot', cost: 3, socialFormatsCost: 1 });
const flatLay = buildSnap({
  name: 'Flat Lay',
  category: 'Lifestyle',
  cost: 4,
  socialFormatsCost: null,
});
const vase = buildProduct({ name: 'Blue vase' });
const mug = buildProduct({ name: 'Ceramic mug' });
const lamp = buildProduct({ name: 'Paper lamp', imageUrls: [] });

/** Signed in with three products (one without an image) and two snaps; `more` overrides. */
function serve({ credits = 20 }: { credits?: number } = {}, ...more: HttpHandler[]) {
  signInAs(user, { credits });
  server.use(
    ...more,
    http.get('/api/snaps', () => HttpResponse.json([packshot, flatLay])),
    http.get('/api/products', () => HttpResponse.json([vase, mug, lamp])),
  );
}

const costLine = () => screen.getByTestId('batch-cost');
const checkbox = (name: string) => screen.getByRole('checkbox', { name });

describe('/batches/new', () => {
  it('chooses what the link names, prices the batch against the balance, and opens it', async () => {
    mockBatchEvents();
    serve(
      {},
      http.post('/api/batches', () =>
        HttpResponse.json({ batchId: BATCH_ID, total: 2, cost: 8 }, { status: 202 }),
      ),
      http.get(`/api/batches/${BATCH_ID}`, () =>
        HttpResponse.json(buildBatchView(itemsFor([vase, mug]), { costPerRun: 4 })),
      ),
    );
    const { user: person, router } = renderApp(
      `/batches/new?productIds=${vase.id},${lamp.id},${mug.id}&snapId=${packshot.id}`,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Run on several products' }),
    ).toBeVisible();
    expect(await screen.findByRole('checkbox', { name: 'Blue vase' })).toBeChecked();
    expect(checkbox('Ceramic mug')).toBeChecked();
    // No image, nothing to run on: shown, not offered, whatever the link said.
    expect(checkbox('Paper lamp')).toBeDisabled();
    expect(checkbox('Paper lamp')).not.toBeChecked();
    expect(await screen.findByRole('radio', { name: 'White Packshot (3 tokens)' })).toBeChecked();
    expect(costLine()).toHaveTextContent(
      '2 runs × 3 tokens = 6 tokensYour balance 20, 14 after this batch',
    );

    // A format adds its one price to every run.
    await person.click(screen.getByRole('checkbox', { name: 'Story 1080×1920' }));
    expect(costLine()).toHaveTextContent('2 runs × 4 tokens = 8 tokens');

    await person.click(screen.getByRole('button', { name: 'Run on 2 products' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'White Packshot on 2 products' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`/batches/${BATCH_ID}`);
    expect(requestsTo('POST /api/batches').map((request) => request.body)).toEqual([
      { snapId: packshot.id, productIds: [vase.id, mug.id], formats: ['story'] },
    ]);
  });

  it('shows the Insufficient Tokens dialog when the API refuses, and keeps how many runs the balance pays for', async () => {
    serve(
      {},
      http.post('/api/batches', () =>
        apiError(402, 'insufficient_tokens', 'This needs 6 tokens; you have 3.', {
          requiredTokens: 6,
          currentTokens: 3,
          affordable: 1,
        }),
      ),
    );
    const { user: person } = renderApp(
      `/batches/new?productIds=${vase.id},${mug.id}&snapId=${packshot.id}`,
    );
    await person.click(await screen.findByRole('button', { name: 'Run on 2 products' }));

    // The spec's answer to every spend the balance cannot pay: what it needs, what there is.
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Tokens' });
    expect(within(dialog).getByTestId('tokens-required')).toHaveTextContent('6');
    expect(within(dialog).getByTestId('tokens-current')).toHaveTextContent('3');
    expect(within(dialog).getByRole('link', { name: 'View Plans' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Behind it, the batch says how many of its runs the balance pays for.
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your balance pays for 1 of these 2 runs. You have 3 tokens.');
    expect(within(alert).getByRole('link', { name: 'Get more tokens' })).toHaveAttribute(
      'href',
      '/subscription',
    );

    // Fewer products: the refusal no longer applies.
    await person.click(within(alert).getByRole('button', { name: 'Keep the first 1' }));
    expect(checkbox('Blue vase')).toBeChecked();
    expect(checkbox('Ceramic mug')).not.toBeChecked();
    expect(costLine()).toHaveTextContent('1 run × 3 tokens = 3 tokens');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns before starting when the balance it knows is short', async () => {
    serve({ credits: 5 });
    renderApp(`/batches/new?productIds=${vase.id},${mug.id}&snapId=${packshot.id}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your balance pays for 1 of these 2 runs.',
    );
    expect(costLine()).toHaveTextContent(/Your balance 5$/);
  });

  it('starts with nothing chosen; Select all takes every product that can run', async () => {
    serve();
    const { user: person } = renderApp('/batches/new');

    const start = await screen.findByRole('button', { name: 'Run the batch' });
    expect(start).toBeDisabled();
    const panel = screen.getByRole('complementary', { name: '4. Start' });
    expect(within(panel).getByText('Choose products to continue.')).toBeVisible();
    await person.click(await screen.findByRole('button', { name: 'Select all' }));
    expect(checkbox('Blue vase')).toBeChecked();
    expect(checkbox('Ceramic mug')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Run on 2 products' })).toBeDisabled();
    expect(within(panel).getByText('Choose a snap to continue.')).toBeVisible();

    // By keyboard: Space on a focused box unticks it.
    checkbox('Ceramic mug').focus();
    await person.keyboard(' ');
    expect(checkbox('Ceramic mug')).not.toBeChecked();
    await person.click(screen.getByRole('button', { name: 'Select all' }));

    // A snap that makes no single image to size offers no formats.
    await person.click(screen.getByRole('radio', { name: 'Flat Lay (4 tokens)' }));
    expect(screen.getByText(/makes no single image to size/)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Story/ })).toBeDisabled();
    expect(costLine()).toHaveTextContent('2 runs × 4 tokens = 8 tokens');
    expect(screen.getByRole('button', { name: 'Run on 2 products' })).toBeEnabled();
  });

  it('takes at most a batch of products', async () => {
    const many = Array.from({ length: MAX_BATCH_PRODUCTS + 2 }, (_, i) =>
      buildProduct({ name: `Item ${i + 1}` }),
    );
    signInAs(user, { credits: 500 });
    server.use(
      http.get('/api/snaps', () => HttpResponse.json([packshot])),
      http.get('/api/products', () => HttpResponse.json(many)),
    );
    const { user: person } = renderApp('/batches/new');

    await person.click(await screen.findByRole('button', { name: 'Select all' }));
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(MAX_BATCH_PRODUCTS);
    expect(checkbox(`Item ${MAX_BATCH_PRODUCTS + 1}`)).toBeDisabled();
    expect(screen.getByText(/That is the most one batch takes/)).toBeVisible();

    // Many products: a name filter finds them.
    await person.type(screen.getByRole('searchbox', { name: 'Find a product' }), 'Item 51');
    expect(screen.getAllByRole('checkbox', { name: /^Item/ })).toHaveLength(1);
  });

  it('offers to create a product when there is none, and a retry when they fail to load', async () => {
    signInAs(user);
    server.use(http.get('/api/snaps', () => HttpResponse.json([packshot])));
    const first = renderApp('/batches/new');
    expect(await screen.findByText('No products yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create Product' })).toBeVisible();
    first.unmount();

    let fail = true;
    server.use(
      http.get('/api/products', () =>
        fail ? apiError(500, 'internal_error') : HttpResponse.json([vase]),
      ),
    );
    const { user: person } = renderApp('/batches/new');
    expect(await screen.findByText(/Failed to fetch your products/)).toBeVisible();
    fail = false;
    await person.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Blue vase' })).toBeEnabled();
  });
});
