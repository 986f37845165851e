import userEvent from '@testing-library/user-event';
import { type ContentItem } from '@studio/api/contract/content';
import { type Product } from '@studio/api/contract/products';
import { screen, waitFor, within } from '@testing-library/react';
import { type HttpHandler, http, HttpResponse } from 'msw';

import { buildContent, buildUser } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { allRequests, requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';
import { findToast } from '@/testing/toasts';

function product(n: number, name: string): Product {
  return {
    id: `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name,
    description: '',
    imageUrl: null,
    imageUrls: [],
    sourceUrl: null,
    status: 'active',
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
  };
}
const hat = product(1, 'Sun hat');
const bag = product(2, 'Beach bag');

/** The API with one content item, as GET answers it; `extra` adds or overrides handlers. */
function serve(item: ContentItem, ...extra: HttpHandler[]) {
  signInAs(buildUser());
  server.use(
    ...extra,
    http.get('/api/products', () => HttpResponse.json([hat, bag])),
    http.get(`/api/content/${item.id}`, () => HttpResponse.json(item)),
  );
}

describe('content detail', () => {
  it('shows a static image with its name, type, a download link and the name to copy', async () => {
    const item = buildContent({
      name: 'Summer Launch!',
      type: 'static_image',
      contentUrls: ['/files/abc123.png'],
    });
    serve(item);
    renderApp(`/content/static_image/${item.id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Summer Launch!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Summer Launch!' })).toHaveAttribute(
      'src',
      '/files/abc123.png',
    );
    expect(screen.getByText('Image')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download image' });
    expect(download).toHaveAttribute('href', '/files/abc123.png');
    expect(download).toHaveAttribute('download', 'summer-launch.png');
    expect(screen.getByRole('button', { name: 'Copy name' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All content' })).toHaveAttribute('href', '/content');
  });

  it('opens a result full size, with a before/after slider against the photo it started from', async () => {
    const item = buildContent({
      name: 'Amber bottle',
      contentUrls: ['/files/result.png'],
      sourceImageUrl: '/files/photo.jpg',
    });
    serve(item);
    const { user } = renderApp(`/content/${item.id}`);

    await user.click(await screen.findByRole('button', { name: /^Amber bottle\b.*Full size$/ }));
    const viewer = screen.getByRole('dialog', { name: 'Amber bottle' });
    expect(within(viewer).getByRole('img', { name: 'Amber bottle' })).toHaveAttribute(
      'src',
      '/files/result.png',
    );
    for (const control of ['Zoom in', 'Zoom out', 'Fit']) {
      expect(within(viewer).getByRole('button', { name: control })).toBeVisible();
    }

    const compare = within(viewer).getByRole('button', { name: 'Before / after' });
    await user.click(compare);
    expect(compare).toHaveAttribute('aria-pressed', 'true');
    expect(within(viewer).getByRole('img', { name: 'Original photo' })).toHaveAttribute(
      'src',
      '/files/photo.jpg',
    );
    expect(within(viewer).getByRole('slider')).toBeInTheDocument();

    // Escape closes it, and the focus goes back to the image it opened from.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Amber bottle\b.*Full size$/ })).toHaveFocus();
  });

  it('offers no before/after for content that did not start from a photo', async () => {
    const item = buildContent({ name: 'Imported shot', sourceImageUrl: null });
    serve(item);
    const { user } = renderApp(`/content/${item.id}`);

    await user.click(await screen.findByRole('button', { name: /Full size$/ }));
    const viewer = screen.getByRole('dialog', { name: 'Imported shot' });
    expect(within(viewer).getByRole('button', { name: 'Zoom in' })).toBeVisible();
    expect(
      within(viewer).queryByRole('button', { name: 'Before / after' }),
    ).not.toBeInTheDocument();
  });

  it('works from /content/{id} too, and shows the caption', async () => {
    const item = buildContent({ caption: 'Sun, sand and our new hat. #summer' });
    serve(item);
    renderApp(`/content/${item.id}`);

    const caption = await screen.findByRole('region', { name: 'Caption' });
    expect(caption).toHaveTextContent('Sun, sand and our new hat. #summer');
    expect(screen.getByRole('button', { name: 'Copy caption' })).toBeInTheDocument();
  });

  it('shows a story in a 9:16 frame', async () => {
    const item = buildContent({ name: 'Story time', type: 'story', contentUrls: ['/files/s.jpg'] });
    serve(item);
    renderApp(`/content/story/${item.id}`);

    const figure = await screen.findByRole('figure', { name: 'Story' });
    // The 9:16 frame is the button that opens the story full size.
    const frame = within(figure).getByRole('button', { name: /Full size/ });
    expect(frame).toHaveClass('aspect-[9/16]');
    expect(within(frame).getByRole('img', { name: 'Story time' })).toHaveAttribute(
      'src',
      '/files/s.jpg',
    );
    await userEvent.click(frame);
    expect(await screen.findByRole('dialog', { name: 'Story time' })).toBeInTheDocument();
  });

  it('shows a carousel one slide at a time, with previous, next and dots', async () => {
    const item = buildContent({
      name: 'Beach',
      type: 'carousel',
      contentUrls: ['/files/1.png', '/files/2.png', '/files/3.png'],
    });
    serve(item);
    const { user } = renderApp(`/content/carousel/${item.id}`);

    const carousel = await screen.findByRole('region', { name: 'Beach' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const shown = () => within(carousel).getAllByRole('img');
    const current = () => within(carousel).getByRole('button', { current: true });
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toHaveAccessibleName('Beach, image 1 of 3');

    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(shown()[0]).toHaveAttribute('src', '/files/2.png');
    expect(current()).toHaveAccessibleName('Go to slide 2');

    await user.click(within(carousel).getByRole('button', { name: 'Go to slide 3' }));
    expect(shown()[0]).toHaveAccessibleName('Beach, image 3 of 3');

    // It wraps round at both ends.
    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(shown()[0]).toHaveAccessibleName('Beach, image 1 of 3');
    await user.click(within(carousel).getByRole('button', { name: 'Previous slide' }));
    expect(shown()[0]).toHaveAccessibleName('Beach, image 3 of 3');

    // The slide in view opens full size.
    await user.click(within(carousel).getByRole('button', { name: /^Full size\W+image 3$/ }));
    const viewer = await screen.findByRole('dialog', { name: 'Beach, image 3 of 3' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/files/3.png');
    await user.keyboard('{Escape}');

    // Each image has its own download.
    expect(screen.getByRole('link', { name: 'Download image 2' })).toHaveAttribute(
      'href',
      '/files/2.png',
    );
    expect(screen.getByRole('link', { name: 'Download image 3' })).toHaveAttribute(
      'download',
      'beach-3.png',
    );
  });

  it('moves through a carousel with the keyboard', async () => {
    const item = buildContent({
      name: 'Beach',
      type: 'carousel',
      contentUrls: ['/files/1.png', '/files/2.png', '/files/3.png'],
    });
    serve(item);
    const { user } = renderApp(`/content/carousel/${item.id}`);

    const carousel = await screen.findByRole('region', { name: 'Beach' });
    const shown = () => within(carousel).getAllByRole('img')[0];
    const slides = within(carousel).getByLabelText(/use the arrow keys/);
    slides.focus();

    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAccessibleName('Beach, image 2 of 3');
    await user.keyboard('{End}');
    expect(shown()).toHaveAccessibleName('Beach, image 3 of 3');
    await user.keyboard('{Home}');
    expect(shown()).toHaveAccessibleName('Beach, image 1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAccessibleName('Beach, image 3 of 3');

    // The buttons are reachable with Tab and work with Enter.
    await user.tab();
    expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(shown()).toHaveAccessibleName('Beach, image 2 of 3');
  });

  it('copies the caption and says so', async () => {
    const item = buildContent({ caption: 'Hello summer' });
    serve(item);
    const { user } = renderApp(`/content/${item.id}`);
    // user-event's stand-in clipboard; read it back through what was written, since its
    // readText() reads with jsdom's FileReader, which refuses the test environment's Node Blob.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');

    await user.click(await screen.findByRole('button', { name: 'Copy caption' }));

    await findToast('Copied');
    expect(writeText).toHaveBeenCalledWith('Hello summer');
    const [copied] = await navigator.clipboard.read();
    await expect(copied!.getType('text/plain').then((blob) => blob.text())).resolves.toBe(
      'Hello summer',
    );
  });

  it("logs 'Failed to copy text:' and says so when the clipboard refuses", async () => {
    const item = buildContent({ name: 'No caption here' });
    serve(item);
    const { user } = renderApp(`/content/${item.id}`);
    const refusal = new DOMException('Write permission denied.', 'NotAllowedError');
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(refusal);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});

    await user.click(await screen.findByRole('button', { name: 'Copy name' }));

    await findToast('Copy failed');
    expect(writeText).toHaveBeenCalledWith('No caption here');
    expect(logged).toHaveBeenCalledWith('Failed to copy text:', refusal);
  });

  it('links unlinked content to one of the products', async () => {
    let item = buildContent();
    serve(item);
    server.use(
      http.get(`/api/content/${item.id}`, () => HttpResponse.json(item)),
      http.patch(`/api/content/${item.id}`, async ({ request }) => {
        const { productId } = (await request.json()) as { productId: string | null };
        item = { ...item, productId, productName: productId === bag.id ? bag.name : null };
        return HttpResponse.json(item);
      }),
    );
    const { user } = renderApp(`/content/${item.id}`);

    const panel = await screen.findByRole('region', { name: 'Product' });
    const select = within(panel).getByRole('combobox', { name: 'Link to a product' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(within(panel).getByRole('button', { name: 'Link product' })).toBeDisabled();
    await user.selectOptions(select, 'Beach bag');
    await user.click(within(panel).getByRole('button', { name: 'Link product' }));

    await findToast('Product linked', 'This content now belongs to Beach bag.');
    expect(requestsTo(`PATCH /api/content/${item.id}`)[0]?.body).toEqual({
      productId: bag.id,
    });
    expect(await within(panel).findByRole('link', { name: 'Beach bag' })).toHaveAttribute(
      'href',
      `/products/${bag.id}`,
    );
  });

  it('changes the product of linked content, and unlinks it', async () => {
    let item = buildContent({ productId: hat.id, productName: hat.name });
    const names: Record<string, string> = { [hat.id]: hat.name, [bag.id]: bag.name };
    serve(item);
    server.use(
      http.get(`/api/content/${item.id}`, () => HttpResponse.json(item)),
      http.patch(`/api/content/${item.id}`, async ({ request }) => {
        const { productId } = (await request.json()) as { productId: string | null };
        item = { ...item, productId, productName: productId ? (names[productId] ?? null) : null };
        return HttpResponse.json(item);
      }),
    );
    const { user } = renderApp(`/content/${item.id}`);

    const panel = await screen.findByRole('region', { name: 'Product' });
    expect(await within(panel).findByRole('link', { name: 'Sun hat' })).toHaveAttribute(
      'href',
      `/products/${hat.id}`,
    );

    await user.click(within(panel).getByRole('button', { name: 'Change product' }));
    const select = within(panel).getByRole('combobox', { name: 'Move to another product' });
    // The current product cannot be chosen again.
    expect(within(select).getByRole('option', { name: 'Sun hat' })).toBeDisabled();
    await user.selectOptions(select, 'Beach bag');
    await user.click(within(panel).getByRole('button', { name: 'Link product' }));

    await findToast('Product linked');
    expect(await within(panel).findByRole('link', { name: 'Beach bag' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Unlink' }));
    await findToast('Product unlinked');
    expect(
      await within(panel).findByRole('combobox', { name: 'Link to a product' }),
    ).toBeInTheDocument();
    expect(requestsTo(`PATCH /api/content/${item.id}`).map((c) => c.body)).toEqual([
      { productId: bag.id },
      { productId: null },
    ]);
  });

  it('says when linking fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const item = buildContent();
    serve(
      item,
      http.patch(`/api/content/${item.id}`, () =>
        apiError(404, 'product_not_found', 'No such product.'),
      ),
    );
    const { user } = renderApp(`/content/${item.id}`);

    const panel = await screen.findByRole('region', { name: 'Product' });
    const select = within(panel).getByRole('combobox', { name: 'Link to a product' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'Sun hat');
    await user.click(within(panel).getByRole('button', { name: 'Link product' }));

    await findToast('Failed to link product', 'No such product.');
  });

  it('says when there are no products to link to', async () => {
    const item = buildContent();
    serve(
      item,
      http.get('/api/products', () => HttpResponse.json([])),
    );
    renderApp(`/content/${item.id}`);

    const panel = await screen.findByRole('region', { name: 'Product' });
    expect(await within(panel).findByText(/You have no products yet/)).toBeInTheDocument();
  });

  it('opens the create-product dialog on this content', async () => {
    const item = buildContent({ name: 'Hat on sand' });
    serve(item);
    const { user } = renderApp(`/content/${item.id}`);

    await user.click(
      await screen.findByRole('button', { name: 'Create product from this content' }),
    );

    expect(await screen.findByRole('dialog', { name: 'Create a product' })).toBeInTheDocument();
  });

  it('deletes after confirmation, then goes back to the list', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const item = buildContent({ name: 'Old shot' });
    serve(
      item,
      http.delete(`/api/content/${item.id}`, () =>
        HttpResponse.json({ message: 'Content deleted' }),
      ),
    );
    const { user, router } = renderApp(`/content/${item.id}`);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this content?' });
    expect(dialog).toHaveTextContent('Old shot');

    // Cancel first: nothing happens.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(`DELETE /api/content/${item.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete content' }),
    );

    await findToast('Content deleted');
    await waitFor(() => expect(router.state.location.pathname).toBe('/content'));
    expect(requestsTo(`DELETE /api/content/${item.id}`)).toHaveLength(1);
    expect(await screen.findByRole('region', { name: 'No content yet' })).toBeInTheDocument();
    // The deleted item is not asked for again.
    expect(requestsTo(`GET /api/content/${item.id}`)).toHaveLength(1);
  });

  it('stays when deleting fails, and says so', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const item = buildContent();
    serve(
      item,
      http.delete(`/api/content/${item.id}`, () => apiError(500, 'internal', 'Oops.')),
    );
    const { user, router } = renderApp(`/content/${item.id}`);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete content' }),
    );

    await findToast('Failed to delete content');
    expect(router.state.location.pathname).toBe(`/content/${item.id}`);
  });

  it('says clearly when the content does not exist', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const id = '20000000-0000-4000-8000-00000000dead';
    signInAs(buildUser());
    server.use(
      http.get('/api/products', () => HttpResponse.json([])),
      http.get(`/api/content/${id}`, () => apiError(404, 'content_not_found', 'No such content.')),
    );
    renderApp(`/content/story/${id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Content not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All content' })).toHaveAttribute('href', '/content');
  });

  it('needs no call for an id that cannot be one', async () => {
    signInAs(buildUser());
    server.use(http.get('/api/products', () => HttpResponse.json([])));
    renderApp('/content/carousel/7');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Content not found' }),
    ).toBeInTheDocument();
    expect(allRequests().filter((c) => c.path.startsWith('/api/content'))).toHaveLength(0);
  });

  it('sends video content to the video screen', async () => {
    const item = buildContent({ type: 'video', contentUrls: ['/files/clip.mp4'] });
    serve(item);
    const { router } = renderApp(`/content/${item.id}`);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/content/video/${item.id}`));
    expect(await screen.findByLabelText(item.name)).toHaveAttribute('src', '/files/clip.mp4');
  });
});
