import { screen } from '@testing-library/react';

import { buildManager, buildUser } from '../../../testing/data';
import { mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

describe('screens a later issue fills', () => {
  it.each([
    ['/products', 'Products', /create them from images, from a product page URL/],
    ['/products/42', 'Product', /The product 42 will be shown here/],
    ['/content', 'Content', /Your content library will be here/],
    ['/content/7', 'Content details', /The content 7 will be shown here/],
    ['/content/static_image/7', 'Content details', /The content 7/],
    ['/content/story/7', 'Content details', /The content 7/],
    ['/content/carousel/7', 'Content details', /The content 7/],
    ['/content/video/9', 'Video', /The video 9 will play here/],
    ['/create-content', 'Create content', /choose a snap and generate/],
  ])('%s says what it will hold', async (url, title, text) => {
    mockApi(signedInAs(buildUser()));
    renderApp(url);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: title })).toHaveTextContent(text);
  });

  it('keeps a pending demo visible on /content?demo=1', async () => {
    mockApi(signedInAs(buildUser()));
    renderApp('/content?demo=1');

    expect(await screen.findByText(/Your free demo is saved/)).toBeInTheDocument();
  });

  it('names the chosen style on /create-content', async () => {
    mockApi(signedInAs(buildUser()));
    renderApp('/create-content?from=home&style=Flat%20Lay');

    expect(await screen.findByText('Flat Lay')).toBeInTheDocument();
  });

  it.each([
    ['/workflows', 'Workflows'],
    ['/workflows/new', 'New workflow'],
    ['/workflows/abc/editor', 'Workflow editor'],
  ])('%s (manager) says what it will hold, with no panel frame', async (url, title) => {
    mockApi(signedInAs(buildManager()));
    renderApp(url);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to Website' })).not.toBeInTheDocument();
  });
});

describe('legal pages', () => {
  it.each([
    ['/terms', 'Terms of Service', 'Acceptable use'],
    ['/privacy', 'Privacy Policy', 'What we collect'],
  ])('%s has its sections', async (url, title, section) => {
    renderApp(url);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: new RegExp(section) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
  });
});
