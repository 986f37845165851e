import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { imageVariantUrl } from '@/lib/stored-files';
import { contentListQueryOptions } from '@/lib/content';
import { buildContent, buildUser } from '@/testing/data';
import { mockIntersectionObserver } from '@/testing/intersection-observer';
import { apiError, signInAs } from '@/testing/handlers';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';
import { findToast } from '@/testing/toasts';

/** `count` items, newest first, served 12 a page as the API does. */
function library(count: number) {
  const items = Array.from({ length: count }, (_, i) => buildContent({ name: `Shot ${i + 1}` }));
  const handler = ({ request }: { request: Request }) => {
    const page = Number(pageOf(request));
    const limit = Number(new URL(request.url).searchParams.get('limit'));
    const content = items.slice((page - 1) * limit, page * limit);
    return HttpResponse.json({ content, hasMore: page * limit < items.length });
  };
  return { items, handler };
}

const pageOf = (request: Request) => new URL(request.url).searchParams.get('page');

const cards = () =>
  within(screen.getByRole('list', { name: 'Your content' })).getAllByRole('article');
const sentinel = () => screen.getByTestId('content-load-more-sentinel');

let observers: ReturnType<typeof mockIntersectionObserver>;
beforeEach(() => {
  observers = mockIntersectionObserver();
});
afterEach(() => {
  observers.restore();
});

describe('/content', () => {
  it('shows the first 12 items, newest first, with image, name, type and product', async () => {
    const { items, handler } = library(13);
    items[0] = buildContent({
      name: 'Beach carousel',
      type: 'carousel',
      contentUrls: ['/files/one.png', '/files/two.png', '/files/three.png'],
      productId: '30000000-0000-4000-8000-000000000001',
      productName: 'Sun hat',
    });
    signInAs(buildUser());
    server.use(http.get('/api/content', handler));
    renderApp('/content');

    expect(await screen.findByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Your content' });
    expect(cards()).toHaveLength(12);

    const first = screen.getByRole('article', { name: 'Beach carousel' });
    expect(first.querySelector('img')).toHaveAttribute(
      'src',
      imageVariantUrl('/files/one.png', 640),
    );
    expect(first).toHaveTextContent('Carousel');
    expect(within(first).getByRole('link', { name: /Beach carousel/ })).toHaveAttribute(
      'href',
      `/content/carousel/${items[0].id}`,
    );
    expect(within(first).getByRole('link', { name: 'Product: Sun hat' })).toHaveAttribute(
      'href',
      '/products/30000000-0000-4000-8000-000000000001',
    );
    expect(cards()[1]).toHaveAccessibleName('Shot 2');

    const [call] = requestsTo('GET /api/content');
    expect(call?.url.searchParams.get('page')).toBe('1');
    expect(call?.url.searchParams.get('limit')).toBe('12');
  });

  it('loads the next page when the end of the grid comes within 100 px of the bottom', async () => {
    const { handler } = library(30);
    signInAs(buildUser());
    server.use(http.get('/api/content', handler));
    renderApp('/content');
    await screen.findByRole('list', { name: 'Your content' });

    // The sentinel after the last card is watched with a 100 px margin below the viewport.
    const [observer] = observers.observersOf(sentinel());
    expect(observer?.rootMargin).toBe('0px 0px 100px 0px');

    // Still far from the bottom: nothing more is asked for.
    observers.leave(sentinel());
    expect(requestsTo('GET /api/content')).toHaveLength(1);

    // Scrolled near the bottom.
    expect(observers.enter(sentinel())).toBe(1);
    await waitFor(() => expect(cards()).toHaveLength(24));
    const pages = requestsTo('GET /api/content').map((c) => c.url.searchParams.get('page'));
    expect(pages).toEqual(['1', '2']);

    // A fresh observer watches the moved sentinel; reaching it again loads the last page.
    await waitFor(() => expect(observers.observersOf(sentinel())).toHaveLength(1));
    observers.enter(sentinel());
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(screen.getByText("You've seen all 30 items.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // Nothing left to load: nothing watches any more.
    expect(observers.observersOf(sentinel())).toHaveLength(0);
    expect(requestsTo('GET /api/content')).toHaveLength(3);
  });

  it('asks for one page at a time, however often the sentinel is reported', async () => {
    const { handler } = library(40);
    let release: () => void = () => {};
    signInAs(buildUser());
    server.use(
      http.get('/api/content', async ({ request }) => {
        if (pageOf(request) === '2') {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        }
        return handler({ request });
      }),
    );
    renderApp('/content');
    await screen.findByRole('list', { name: 'Your content' });

    observers.enter(sentinel());
    observers.enter(sentinel());
    expect(await screen.findByRole('button', { name: 'Loading more…' })).toBeDisabled();
    expect(observers.observersOf(sentinel())).toHaveLength(0);
    await act(async () => release());
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(requestsTo('GET /api/content')).toHaveLength(2);
  });

  it('has a Load more button for keyboard users', async () => {
    const { handler } = library(13);
    signInAs(buildUser());
    server.use(http.get('/api/content', handler));
    const { user } = renderApp('/content');
    await screen.findByRole('list', { name: 'Your content' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(cards()).toHaveLength(13));
    expect(screen.getByRole('article', { name: 'Shot 13' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers to create content when there is none', async () => {
    signInAs(buildUser());
    renderApp('/content');

    const empty = await screen.findByRole('region', { name: 'No content yet' });
    expect(within(empty).getByRole('link', { name: 'Create content' })).toHaveAttribute(
      'href',
      '/create-content',
    );
    expect(screen.queryByRole('list', { name: 'Your content' })).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch content' when the list cannot load, and tries again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { handler } = library(2);
    signInAs(buildUser());
    server.use(http.get('/api/content', () => apiError(500, 'internal', 'Something went wrong.')));
    const { user } = renderApp('/content');

    await findToast('Failed to fetch content');
    expect(screen.getByRole('alert')).toHaveTextContent('Your content could not be loaded.');

    server.use(http.get('/api/content', handler));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('toasts when a later page fails, and waits for Load more to retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { handler } = library(20);
    signInAs(buildUser());
    server.use(
      http.get('/api/content', ({ request }) =>
        pageOf(request) === '2'
          ? apiError(500, 'internal', 'Something went wrong.')
          : handler({ request }),
      ),
    );
    const { user } = renderApp('/content');
    await screen.findByRole('list', { name: 'Your content' });

    observers.enter(sentinel());
    await findToast('Failed to fetch content');
    expect(cards()).toHaveLength(12);
    // No retry loop from the observer; the button retries.
    expect(observers.observersOf(sentinel())).toHaveLength(0);

    server.use(http.get('/api/content', handler));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(20));
  });

  it('shows the library as usual on /content?demo=1 (where a pending demo lands)', async () => {
    const { handler } = library(2);
    signInAs(buildUser());
    server.use(http.get('/api/content', handler));
    renderApp('/content?demo=1');

    await screen.findByRole('list', { name: 'Your content' });
    expect(cards()).toHaveLength(2);
  });

  it("shows one product's content with ?productId=", async () => {
    const productId = '30000000-0000-4000-8000-000000000009';
    signInAs(buildUser());
    server.use(
      http.get('/api/content', () =>
        HttpResponse.json({ content: [buildContent({ productId })], hasMore: false }),
      ),
    );
    renderApp(`/content?productId=${productId}`);

    await screen.findByRole('list', { name: 'Your content' });
    expect(requestsTo('GET /api/content')[0]?.url.searchParams.get('productId')).toBe(productId);
    expect(screen.getByRole('link', { name: 'Show all content' })).toHaveAttribute(
      'href',
      '/content',
    );
  });

  it('is always stale, kept 5 min, and refetched when the window regains focus', async () => {
    const options = contentListQueryOptions();
    expect(options.queryKey).toEqual(['content', 'list', {}]);
    expect(options.staleTime).toBe(0);
    expect(options.gcTime).toBe(5 * 60 * 1000);
    expect(options.refetchOnWindowFocus).toBe(true);

    const { handler } = library(3);
    signInAs(buildUser());
    server.use(http.get('/api/content', handler));
    renderApp('/content');
    await screen.findByRole('list', { name: 'Your content' });
    expect(requestsTo('GET /api/content')).toHaveLength(1);

    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(requestsTo('GET /api/content')).toHaveLength(2));
    focusManager.setFocused(undefined);
  });
});
