import { type AnalysisResult } from '@studio/api/contract/products';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type HttpHandler, http, HttpResponse } from 'msw';

import { buildContent, buildProduct, buildUser } from '@/testing/data';
import { signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { findToast } from '@/testing/toasts';

// Closing the dialog while a call it made is still running: the call finishes (the lists and the
// balance refresh), but the closed dialog neither moves on nor speaks for it, nor opens the product.

const analysis: AnalysisResult = {
  name: 'Linen apron',
  description: 'A stonewashed linen apron with deep pockets.',
  imageUrls: ['/files/apron-1.png'],
  sourceUrl: 'https://shop.example.com/apron',
};
const product = buildProduct({ name: 'Linen apron' });

/** A reply the test releases when it wants, to close the dialog while the call is in flight. */
function deferred(reply: () => Response) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    handler: async () => {
      await gate;
      return reply();
    },
    release,
  };
}

/** The dialog opened on /products and taken From URL to the review. */
async function reviewFromUrl(...handlers: HttpHandler[]) {
  signInAs(buildUser());
  server.use(
    ...handlers,
    http.post('/api/products/analyze-url', () => HttpResponse.json(analysis)),
    http.post('/api/products/create-from-url', () => HttpResponse.json(product, { status: 201 })),
  );
  const app = renderApp('/products');
  const { user } = app;
  await user.click(await screen.findByRole('button', { name: 'Create Product' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create a product' });
  await user.click(within(dialog).getByRole('tab', { name: 'From URL' }));
  await user.type(within(dialog).getByLabelText('Product page URL'), 'https://shop.example.com/a');
  await user.click(within(dialog).getByRole('button', { name: 'Analyze URL' }));
  await within(dialog).findByRole('form', { name: 'Review the product' });
  return { ...app, dialog };
}

describe('create-product dialog: closed while a call runs', () => {
  it('a product created after closing refreshes the list but says nothing', async () => {
    const created = deferred(() => HttpResponse.json(product, { status: 201 }));
    const { dialog, user } = await reviewFromUrl(
      http.post('/api/products/create-from-url', created.handler),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(requestsTo('POST /api/products/create-from-url')).toHaveLength(1));

    // With the button (Escape would first dismiss the 'Analysis complete' toast).
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const listsBefore = requestsTo('GET /api/products').length;
    created.release();

    // The product exists: the list refetches...
    await waitFor(() =>
      expect(requestsTo('GET /api/products').length).toBeGreaterThan(listsBefore),
    );
    // ...but the closed dialog does not announce it, and opens afresh.
    expect(screen.queryByText('Product created')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Create Product' }));
    const again = await screen.findByRole('dialog', { name: 'Create a product' });
    expect(within(again).getByRole('tab', { name: 'From Images' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('a packshot finished after closing does not open the product', async () => {
    const made = buildContent({ name: 'White packshot', productId: product.id });
    const packshot = deferred(() =>
      HttpResponse.json({
        success: true,
        error: null,
        createdContent: made,
        relatedContent: { contentRecords: [made], additionalImages: [], totalItems: 1 },
      }),
    );
    const { dialog, user, router } = await reviewFromUrl(
      http.post('/api/products/enhance-packshot', packshot.handler),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'White background' }));

    jest.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enhance Images' }));
    await waitFor(() => expect(requestsTo('POST /api/products/enhance-packshot')).toHaveLength(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const balancesBefore = requestsTo('GET /api/credits/balance').length;
    packshot.release();

    // The packshot is made and paid for: its toast shows and the balance refreshes...
    await findToast('Packshot Enhanced Successfully');
    await waitFor(() =>
      expect(requestsTo('GET /api/credits/balance').length).toBeGreaterThan(balancesBefore),
    );
    // ...but the user, who closed the dialog, stays where they are.
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(router.state.location.pathname).toBe('/products');
  });
});
