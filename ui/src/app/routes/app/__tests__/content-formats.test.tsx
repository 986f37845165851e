import { type ContentItem } from '@studio/api/contract/content';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { buildContent, buildUser } from '@/testing/data';
import { signInAs } from '@/testing/handlers';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';

// A run with social formats makes two items: the snap's image and the formats. Each screen shows
// its own images, labelled by format and size, and leads to the other.

const EXECUTION_ID = '50000000-0000-4000-8000-000000000009';
const PRODUCT_ID = '30000000-0000-4000-8000-000000000009';
const packshot = buildContent({
  name: 'White Packshot',
  executionId: EXECUTION_ID,
  productId: PRODUCT_ID,
  productName: 'Ceramic mug',
  caption: 'Morning coffee, done right. #mug',
  images: [{ url: '/files/packshot.png', width: 1024, height: 1024 }],
});
const formats = buildContent({
  name: 'Social formats',
  executionId: EXECUTION_ID,
  productId: PRODUCT_ID,
  productName: 'Ceramic mug',
  images: [
    { url: '/files/square.png', width: 1080, height: 1080 },
    { url: '/files/story.png', width: 1080, height: 1920 },
    { url: '/files/landscape.png', width: 1200, height: 628 },
  ],
});

function serve(...items: ContentItem[]) {
  signInAs(buildUser());
  server.use(
    http.get('/api/products', () => HttpResponse.json([])),
    http.get('/api/content', ({ request }) => {
      const executionId = new URL(request.url).searchParams.get('executionId');
      const content = items.filter((item) => item.executionId === executionId);
      return HttpResponse.json({ content, hasMore: false });
    }),
    ...items.map((item) => http.get(`/api/content/${item.id}`, () => HttpResponse.json(item))),
  );
}

describe('content made with social formats', () => {
  it('shows every format in its shape, named with its exact size, each with its download', async () => {
    serve(packshot, formats);
    renderApp(`/content/static_image/${formats.id}`);

    const gallery = await screen.findByRole('list', { name: 'Images' });
    const figures = within(gallery).getAllByRole('figure');
    expect(figures.map((figure) => within(figure).getByRole('img'))).toEqual([
      screen.getByRole('img', { name: 'Social formats: Square 1080×1080' }),
      screen.getByRole('img', { name: 'Social formats: Story 1080×1920' }),
      screen.getByRole('img', { name: 'Social formats: Landscape 1200×628' }),
    ]);
    expect(figures.map((figure) => within(figure).getByRole('link'))).toEqual([
      screen.getByRole('link', { name: 'Download Square 1080×1080' }),
      screen.getByRole('link', { name: 'Download Story 1080×1920' }),
      screen.getByRole('link', { name: 'Download Landscape 1200×628' }),
    ]);
    expect(figures[1]).toHaveTextContent('Story1080 × 1920 px');
    const story = screen.getByRole('link', { name: 'Download Story 1080×1920' });
    expect(story).toHaveAttribute('href', '/files/story.png');
    expect(story).toHaveAttribute('download', 'social-formats-story-1080x1920.png');
    // The story's box has the story's proportions before its picture arrives.
    expect(within(figures[1]!).getByRole('img').parentElement).toHaveStyle({
      aspectRatio: '1080 / 1920',
    });
    // The downloads are under the pictures, not listed again beside them.
    expect(screen.queryByRole('list', { name: 'Downloads' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Share' })).toBeInTheDocument();
  });

  it('leads from the snap’s image to its formats, and back', async () => {
    serve(packshot, formats);
    const { user } = renderApp(`/content/static_image/${packshot.id}`);

    const also = await screen.findByRole('region', { name: 'Also from this run' });
    const link = within(also).getByRole('link', { name: /Social formats/ });
    expect(link).toHaveTextContent('Square, Story and Landscape');
    expect(requestsTo('GET /api/content')[0]!.url.searchParams.get('executionId')).toBe(
      EXECUTION_ID,
    );
    // The snap's own screen keeps its single picture, its download and its caption to copy.
    expect(screen.getByRole('link', { name: 'Download image' })).toHaveAttribute(
      'href',
      '/files/packshot.png',
    );
    expect(screen.getByRole('region', { name: 'Caption' })).toHaveTextContent(
      'Morning coffee, done right. #mug',
    );
    expect(screen.getByRole('button', { name: 'Copy caption' })).toBeInTheDocument();

    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Social formats' })).toBeVisible();
    const back = await screen.findByRole('region', { name: 'Also from this run' });
    expect(within(back).getByRole('link', { name: /White Packshot/ })).toHaveTextContent('1 image');
  });

  it('offers another style on the same product', async () => {
    serve(packshot, formats);
    const { user, router } = renderApp(`/content/${packshot.id}`);

    await user.click(await screen.findByRole('link', { name: 'Try another style' }));
    expect(router.state.location.pathname).toBe('/create-content');
    expect(router.state.location.search).toBe(`?productId=${PRODUCT_ID}`);
  });

  it('offers no other style, and no run’s other content, for an upload made alone', async () => {
    const alone = buildContent({ name: 'Lone shot' });
    serve(alone);
    renderApp(`/content/${alone.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Lone shot' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Try another style' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Also from this run' })).not.toBeInTheDocument();
    expect(requestsTo('GET /api/content')).toHaveLength(0);
  });
});
