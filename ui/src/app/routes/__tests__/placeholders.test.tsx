import { screen } from '@testing-library/react';

import { renderApp } from '../../../testing/render-app';

describe('placeholder routes', () => {
  it.each([
    ['/auth', 'Sign in'],
    ['/login', 'Sign in'],
    ['/register', 'Sign up'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
  ])('%s shows the %s placeholder', async (url, title) => {
    renderApp(url);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).not.toBeInTheDocument();
  });

  it('leads back home', async () => {
    const { user, router } = renderApp('/terms');

    await user.click(await screen.findByRole('link', { name: 'Back to home' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create content with AI' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
