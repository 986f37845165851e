import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { buildContent, buildUser } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** The API with one content item under `id`: `answer` makes its GET answer. */
function serve(id: string, answer: () => Response) {
  signInAs(buildUser());
  server.use(http.get(`/api/content/${id}`, answer));
}

describe('/content/video/{id}', () => {
  it('plays a video, with its download and its product', async () => {
    const item = buildContent({
      name: 'Launch clip',
      type: 'video',
      contentUrls: ['/files/clip.mp4'],
      productId: '30000000-0000-4000-8000-000000000001',
      productName: 'Sun hat',
    });
    serve(item.id, () => HttpResponse.json(item));
    renderApp(`/content/video/${item.id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Launch clip' }),
    ).toBeInTheDocument();
    const video = screen.getByLabelText('Launch clip');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/files/clip.mp4');
    expect(video).toHaveAttribute('controls');
    const download = screen.getByRole('link', { name: 'Download video' });
    expect(download).toHaveAttribute('href', '/files/clip.mp4');
    expect(download).toHaveAttribute('download', 'launch-clip.mp4');
    const panel = screen.getByRole('region', { name: 'Product' });
    expect(within(panel).getByRole('link', { name: 'Sun hat' })).toHaveAttribute(
      'href',
      '/products/30000000-0000-4000-8000-000000000001',
    );
  });

  it('says when the content is not a video, and links to its own page', async () => {
    const item = buildContent({ name: 'Beach', type: 'carousel' });
    serve(item.id, () => HttpResponse.json(item));
    renderApp(`/content/video/${item.id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not a video' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This content is not a video/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open its page' })).toHaveAttribute(
      'href',
      `/content/carousel/${item.id}`,
    );
    expect(document.querySelector('video')).toBeNull();
  });

  it('says clearly when there is no such content', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const id = '20000000-0000-4000-8000-00000000beef';
    serve(id, () => apiError(404, 'content_not_found', 'No such content.'));
    renderApp(`/content/video/${id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Content not found' }),
    ).toBeInTheDocument();
  });
});
