import { screen, within } from '@testing-library/react';

import { buildUser } from '@/testing/data';
import { signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';

describe('landing route', () => {
  it('shows the hero heading and the spec copy', async () => {
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create content with AI' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/boost your social media engagement/i)).toBeInTheDocument();
    expect(screen.getByText('thousands of creators')).toBeInTheDocument();
  });

  it('explains the three steps in order', async () => {
    renderApp('/');

    const section = await screen.findByRole('region', { name: 'How it works' });
    const steps = within(section)
      .getAllByRole('listitem')
      .map((step) => within(step).getByRole('heading', { level: 3 }).textContent);
    expect(steps).toEqual([
      'Upload a product photo',
      'Pick a snap',
      'Get packshots and social images',
    ]);
    expect(within(section).getByText(/White Packshot/)).toBeInTheDocument();
  });

  it('offers Log in and Sign up in the top bar', async () => {
    renderApp('/');

    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
    expect(within(account).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('has a footer with the rights line and the legal links', async () => {
    renderApp('/');

    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Snapshot Studio. All rights reserved. AI marketing platform.`,
    );
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('goes to the sign-up screen from the call to action', async () => {
    const { user, router } = renderApp('/');

    await user.click(await screen.findByRole('link', { name: /start creating for free/i }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.pathname).toBe('/register');
  });

  it('sends a signed-in user on to /content', async () => {
    signInAs(buildUser());
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/content');
  });
});
