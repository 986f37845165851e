import { screen } from '@testing-library/react';

import { renderApp } from '@/testing/render-app';

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
