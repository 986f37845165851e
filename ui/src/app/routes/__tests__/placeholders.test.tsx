import { screen } from '@testing-library/react';

import { buildManager } from '@/testing/data';
import { signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';

describe('screens a later issue fills', () => {
  it.each([
    ['/workflows', 'Workflows'],
    ['/workflows/new', 'New workflow'],
    ['/workflows/abc/editor', 'Workflow editor'],
  ])('%s (manager) says what it will hold, with no panel frame', async (url, title) => {
    signInAs(buildManager());
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
