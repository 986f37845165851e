import { screen, waitFor, within } from '@testing-library/react';
import { type HttpHandler, http, HttpResponse } from 'msw';

import { imageVariantUrl } from '@/lib/stored-files';
import { productsQueryKey } from '@/features/products/api/get-products';
import { buildContent, buildProduct, buildUser } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';
import { findToast } from '@/testing/toasts';

const MINUTE = 60_000;

describe('/products', () => {
  it('shows each product as a card with its image, name and the start of its description', async () => {
    const long = `${'A sturdy tote for markets and beaches. '.repeat(8)}The end.`;
    const tote = buildProduct({ name: 'Canvas tote', description: long });
    const mug = buildProduct({ name: 'Ceramic mug', imageUrls: [] });
    signInAs(buildUser());
    server.use(http.get('/api/products', () => HttpResponse.json([tote, mug])));
    const { queryClient } = renderApp('/products');

    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    const cards = within(await screen.findByRole('list', { name: 'Your products' })).getAllByRole(
      'article',
    );
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Canvas tote',
      'Ceramic mug',
    ]);
    const toteCard = screen.getByRole('article', { name: 'Canvas tote' });
    // Thumbnails are resized copies (StoredImage).
    expect(toteCard.querySelector('img')).toHaveAttribute(
      'src',
      imageVariantUrl(tote.imageUrl!, 640),
    );
    expect(within(toteCard).getByRole('link', { name: 'Canvas tote' })).toHaveAttribute(
      'href',
      `/products/${tote.id}`,
    );
    // An excerpt, not the whole description.
    const excerpt = within(toteCard).getByText(/^A sturdy tote/);
    expect(excerpt.textContent!.length).toBeLessThan(long.length);
    expect(excerpt.textContent).toMatch(/…$/);
    expect(screen.getByRole('article', { name: 'Ceramic mug' }).querySelector('img')).toBeNull();

    // Spec section 9: products are fresh for 10 min and kept for 30.
    const query = queryClient.getQueryCache().find({ queryKey: productsQueryKey, exact: true });
    expect(query?.options).toMatchObject({ staleTime: 10 * MINUTE, gcTime: 30 * MINUTE });
  });

  it('says when there are no products yet and offers to create one', async () => {
    signInAs(buildUser());
    const { user } = renderApp('/products');

    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a product' });
    expect(within(dialog).getByRole('tab', { name: 'From Images' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('says when the products could not be fetched, and tries again', async () => {
    signInAs(buildUser());
    server.use(http.get('/api/products', () => apiError(500, 'internal', 'Something went wrong')));
    const { user } = renderApp('/products');

    expect(await screen.findByText(/Failed to fetch products/)).toBeInTheDocument();
    server.use(
      http.get('/api/products', () => HttpResponse.json([buildProduct({ name: 'Sun hat' })])),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Sun hat' })).toBeInTheDocument();
  });

  it('deletes a product after confirmation, and the list refetches', async () => {
    const hat = buildProduct({ name: 'Sun hat' });
    const mug = buildProduct({ name: 'Ceramic mug' });
    let products = [hat, mug];
    signInAs(buildUser());
    server.use(
      http.get('/api/products', () => HttpResponse.json(products)),
      http.delete(`/api/products/${hat.id}`, () => {
        products = [mug];
        return HttpResponse.json({ message: 'Product deleted' });
      }),
    );
    const { user } = renderApp('/products');

    await user.click(await screen.findByRole('button', { name: 'Delete Sun hat' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this product?' });
    expect(confirm).toHaveTextContent('“Sun hat” will be deleted.');

    // Cancel keeps it.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(`DELETE /api/products/${hat.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Sun hat' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this product?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await findToast('Product deleted');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Sun hat' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Ceramic mug' })).toBeInTheDocument();
    expect(requestsTo('GET /api/products')).toHaveLength(2);
  });

  it("says 'Failed to delete product' when the delete fails", async () => {
    const hat = buildProduct({ name: 'Sun hat' });
    signInAs(buildUser());
    server.use(
      http.get('/api/products', () => HttpResponse.json([hat])),
      http.delete(`/api/products/${hat.id}`, () =>
        apiError(500, 'internal', 'The database is away'),
      ),
    );
    const { user } = renderApp('/products');

    await user.click(await screen.findByRole('button', { name: 'Delete Sun hat' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await findToast('Failed to delete product', 'The database is away');
    expect(screen.getByRole('article', { name: 'Sun hat' })).toBeInTheDocument();
  });
});

describe('/products/{id}', () => {
  /** Signed in with this one product; `more` overrides. */
  function productApi(product = buildProduct(), ...more: HttpHandler[]) {
    signInAs(buildUser());
    server.use(
      ...more,
      http.get('/api/products', () => HttpResponse.json([product])),
      http.get(`/api/products/${product.id}`, () => HttpResponse.json(product)),
    );
  }

  it('shows the images, the editable name and description, a snap link and the source page', async () => {
    const product = buildProduct({
      name: 'Canvas tote',
      description: 'Carries everything.',
      imageUrls: ['/files/front.png', '/files/back.png'],
      sourceUrl: 'https://shop.example.com/tote',
    });
    productApi(product);
    const { user } = renderApp(`/products/${product.id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Canvas tote' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Canvas tote' })).toHaveAttribute(
      'src',
      imageVariantUrl('/files/front.png', 640),
    );
    await user.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByRole('img', { name: 'Canvas tote' })).toHaveAttribute(
      'src',
      imageVariantUrl('/files/back.png', 640),
    );
    const form = screen.getByRole('form', { name: 'Product details' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Canvas tote');
    expect(within(form).getByLabelText('Description')).toHaveValue('Carries everything.');
    expect(screen.getByRole('link', { name: 'Run a snap' })).toHaveAttribute(
      'href',
      `/create-content?productId=${product.id}`,
    );
    expect(screen.getByRole('link', { name: 'https://shop.example.com/tote' })).toHaveAttribute(
      'href',
      'https://shop.example.com/tote',
    );
    expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/products');
    expect(requestsTo(`GET /api/products/${product.id}`)).toHaveLength(1);
  });

  it('lists the content related to the product', async () => {
    const product = buildProduct();
    const linked = buildContent({ name: 'Mug on a table', productId: product.id });
    const story = buildContent({ name: 'Mug story', type: 'story', productId: product.id });
    productApi(
      product,
      http.get('/api/content', ({ request }) =>
        HttpResponse.json({
          content:
            new URL(request.url).searchParams.get('productId') === product.id
              ? [linked, story]
              : [],
          hasMore: false,
        }),
      ),
    );
    renderApp(`/products/${product.id}`);

    const related = await screen.findByRole('list', { name: 'Related content' });
    expect(within(related).getByRole('link', { name: 'Mug on a table' })).toHaveAttribute(
      'href',
      `/content/static_image/${linked.id}`,
    );
    expect(within(related).getByRole('link', { name: 'Mug story' })).toHaveAttribute(
      'href',
      `/content/story/${story.id}`,
    );
    const [call] = requestsTo('GET /api/content');
    expect(call?.url.searchParams.get('productId')).toBe(product.id);
    expect(call?.url.searchParams.get('page')).toBe('1');
    expect(call?.url.searchParams.get('limit')).toBe('12');
  });

  it('saves a new name and description, and the lists refetch', async () => {
    const product = buildProduct({ name: 'Mug', description: 'Old' });
    let saved = product;
    productApi(
      product,
      http.get('/api/products', () => HttpResponse.json([saved])),
      http.get(`/api/products/${product.id}`, () => HttpResponse.json(saved)),
      http.put(`/api/products/${product.id}`, async ({ request }) => {
        saved = { ...saved, ...((await request.json()) as object) };
        return HttpResponse.json(saved);
      }),
    );
    const { user } = renderApp(`/products/${product.id}`);

    const form = await screen.findByRole('form', { name: 'Product details' });
    const save = within(form).getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Stoneware mug');
    await user.clear(within(form).getByLabelText('Description'));
    await user.type(within(form).getByLabelText('Description'), 'Holds 350 ml.');
    await user.click(save);

    await findToast('Product saved');
    expect(requestsTo(`PUT /api/products/${product.id}`)[0]?.body).toEqual({
      name: 'Stoneware mug',
      description: 'Holds 350 ml.',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stoneware mug' }),
    ).toBeInTheDocument();
    // The product refetches (and the list will, next time it is shown).
    await waitFor(() =>
      expect(requestsTo(`GET /api/products/${product.id}`).length).toBeGreaterThan(1),
    );
  });

  it('needs a name', async () => {
    const product = buildProduct({ name: 'Mug' });
    productApi(product);
    const { user } = renderApp(`/products/${product.id}`);

    const form = await screen.findByRole('form', { name: 'Product details' });
    await user.clear(within(form).getByLabelText('Name'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(requestsTo(`PUT /api/products/${product.id}`)).toHaveLength(0);
  });

  it("says 'Save Failed' when the product could not be saved", async () => {
    const product = buildProduct({ name: 'Mug' });
    productApi(
      product,
      http.put(`/api/products/${product.id}`, () => new HttpResponse('', { status: 500 })),
    );
    const { user } = renderApp(`/products/${product.id}`);

    const form = await screen.findByRole('form', { name: 'Product details' });
    await user.type(within(form).getByLabelText('Name'), ' XL');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await findToast('Save Failed', 'Failed to save product');
    expect(within(form).getByLabelText('Name')).toHaveValue('Mug XL');
  });

  it('makes a packshot of the image shown, on the chosen background', async () => {
    const product = buildProduct({ imageUrls: ['/files/front.png', '/files/back.png'] });
    const packshot = buildContent({ name: 'White packshot', productId: product.id });
    let related = [] as ReturnType<typeof buildContent>[];
    productApi(
      product,
      http.get('/api/content', () => HttpResponse.json({ content: related, hasMore: false })),
      http.post('/api/products/enhance-packshot', () => {
        related = [packshot];
        return HttpResponse.json({
          success: true,
          error: null,
          createdContent: packshot,
          relatedContent: { contentRecords: [packshot], additionalImages: [], totalItems: 2 },
        });
      }),
    );
    const { user } = renderApp(`/products/${product.id}`);

    expect(await screen.findByText(/No content for this product yet/)).toBeInTheDocument();
    const enhance = screen.getByRole('button', { name: 'Enhance Images' });
    expect(enhance).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Show image 2' }));
    await user.click(screen.getByRole('radio', { name: 'Black background' }));
    expect(enhance).toBeEnabled();
    await user.click(enhance);

    await findToast('Packshot Enhanced Successfully');
    expect(requestsTo('POST /api/products/enhance-packshot')[0]?.body).toEqual({
      productId: product.id,
      workflowName: 'Black Packshot',
      backgroundType: 'black',
      imageUrl: '/files/back.png',
    });
    // The related content and the balance refetch.
    expect(await screen.findByRole('link', { name: 'White packshot' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('GET /api/credits/balance')).toHaveLength(2));
  });

  it("says 'Enhancement Failed' when the packshot fails", async () => {
    const product = buildProduct();
    productApi(
      product,
      http.post('/api/products/enhance-packshot', () =>
        apiError(502, 'workflow_failed', 'Provider down'),
      ),
    );
    const { user } = renderApp(`/products/${product.id}`);

    await user.click(await screen.findByRole('radio', { name: 'White background' }));
    await user.click(screen.getByRole('button', { name: 'Enhance Images' }));
    await findToast('Enhancement Failed', 'Failed to create packshot. Please try again.');
  });

  it('deletes the product after confirmation and returns to the list', async () => {
    const product = buildProduct({ name: 'Mug' });
    let products = [product];
    productApi(
      product,
      http.get('/api/products', () => HttpResponse.json(products)),
      http.delete(`/api/products/${product.id}`, () => {
        products = [];
        return HttpResponse.json({ message: 'Product deleted' });
      }),
    );
    const { user, router } = renderApp(`/products/${product.id}`);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this product?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
    expect(requestsTo(`DELETE /api/products/${product.id}`)).toHaveLength(1);
    // The deleted product is not fetched again.
    expect(requestsTo(`GET /api/products/${product.id}`)).toHaveLength(1);
  });

  it('says when the product does not exist', async () => {
    const id = '30000000-0000-4000-8000-999999999999';
    signInAs(buildUser());
    server.use(
      http.get(`/api/products/${id}`, () => apiError(404, 'not_found', 'Product not found')),
    );
    renderApp(`/products/${id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/products');
  });
});
