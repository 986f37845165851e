import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { buildManager, buildProduct, buildUser } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';
import { findToast } from '@/testing/toasts';

describe('top bar', () => {
  it('offers Log in and Sign up to signed-out visitors', async () => {
    renderApp('/terms');

    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
    expect(within(account).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows a user Content and Products, and no manager links', async () => {
    signInAs(buildUser());
    renderApp('/content');

    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Content', 'Products']);
    expect(screen.queryByRole('button', { name: 'Open manager menu' })).not.toBeInTheDocument();
  });

  it('adds Manager and Workflows for a manager', async () => {
    signInAs(buildManager());
    renderApp('/content');

    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Content', '/content'],
      ['Products', '/products'],
      ['Manager', '/manager'],
      ['Workflows', '/workflows'],
    ]);
  });

  it("gives a manager a 'Manager Panel' drawer", async () => {
    signInAs(buildManager());
    const { user, router } = renderApp('/content');

    await user.click(await screen.findByRole('button', { name: 'Open manager menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Manager Panel' });
    expect(within(drawer).getByRole('link', { name: 'Manager Panel' })).toHaveAttribute(
      'href',
      '/manager',
    );
    expect(within(drawer).getByRole('link', { name: 'Back to Website' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(drawer).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await user.click(within(drawer).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it('has a user menu with Subscription, Settings and Logout', async () => {
    signInAs(buildUser({ firstName: 'Jamie', lastName: 'Rivera' }));
    const { user, router } = renderApp('/content');

    await user.click(await screen.findByRole('button', { name: 'Account menu for Jamie Rivera' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Subscription', 'Settings', 'Logout']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Subscription' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
  });

  it("logs out: 'Logged out', to /auth, cache cleared", async () => {
    signInAs(buildUser({ firstName: 'Jamie', lastName: 'Rivera' }));
    server.use(http.post('/api/auth/logout', () => HttpResponse.json({ message: 'Logged out' })));
    const { user, router, queryClient } = renderApp('/products');
    queryClient.setQueryData(['products'], [buildProduct()]);

    await user.click(await screen.findByRole('button', { name: 'Account menu for Jamie Rivera' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await findToast('Logged out');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(queryClient.getQueryData(['products'])).toBeUndefined();
    expect(requestsTo('POST /api/auth/logout')[0]?.headers.get('X-Requested-With')).toBe(
      'snapshot-studio',
    );
  });

  it("says 'Failed to log out' when logout fails, and stays signed in", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    signInAs(buildUser({ firstName: 'Jamie', lastName: 'Rivera' }));
    server.use(
      http.post('/api/auth/logout', () => apiError(500, 'internal', 'Something went wrong')),
    );
    const { user, router } = renderApp('/products');

    await user.click(await screen.findByRole('button', { name: 'Account menu for Jamie Rivera' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await findToast('Failed to log out', 'Something went wrong');
    expect(router.state.location.pathname).toBe('/products');
  });
});

describe('token balance pill', () => {
  it('is red under 10 tokens', async () => {
    signInAs(buildUser(), { credits: 9 });
    renderApp('/content');

    const pill = await screen.findByRole('button', { name: '9 tokens' });
    expect(pill).toHaveClass('text-danger-700');
    expect(within(pill).getByTestId('token-pill-icon')).toHaveClass('text-danger-700');
  });

  it('has a green icon from 10 tokens', async () => {
    signInAs(buildUser(), { credits: 10 });
    renderApp('/content');

    const pill = await screen.findByRole('button', { name: '10 tokens' });
    expect(pill).not.toHaveClass('text-danger-700');
    expect(within(pill).getByTestId('token-pill-icon')).toHaveClass('text-success-600');
  });

  it('goes to the token section of settings', async () => {
    signInAs(buildUser(), { credits: 25 });
    const { user, router } = renderApp('/content');

    await user.click(await screen.findByRole('button', { name: '25 tokens' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.search).toBe('?section=tokens');
  });

  it('scrolls to the token section when already in settings', async () => {
    signInAs(buildUser(), { credits: 25 });
    const { user, router } = renderApp('/settings?section=account');
    const tokens = await screen.findByRole('region', { name: 'Tokens' });
    const scroll = jest.spyOn(tokens, 'scrollIntoView');

    await user.click(await screen.findByRole('button', { name: '25 tokens' }));

    expect(scroll).toHaveBeenCalled();
    expect(router.state.location.search).toBe('?section=account');
    expect(tokens).toHaveAttribute('id', 'tokens');
  });

  it('is not fetched when signed out', async () => {
    server.resetHandlers();
    renderApp('/terms');

    await screen.findByRole('navigation', { name: 'Account' });
    expect(requestsTo('GET /api/credits/balance')).toHaveLength(0);
  });
});
