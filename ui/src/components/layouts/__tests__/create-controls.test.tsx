import { screen, waitFor, within } from '@testing-library/react';

import { buildUser } from '@/testing/data';
import { signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';

describe('create controls', () => {
  it('offer Create Content and Create Product from the floating button', async () => {
    signInAs(buildUser());
    const { user } = renderApp('/content');

    const floating = await screen.findByTestId('floating-create');
    await user.click(within(floating).getByRole('button', { name: 'Create' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Create Content', 'Create Product']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Create Product' }));
    expect(await screen.findByRole('dialog', { name: 'Create a product' })).toBeInTheDocument();
  });

  it('sit 24 px above the bottom edge', async () => {
    signInAs(buildUser());
    renderApp('/content');

    expect(await screen.findByTestId('floating-create')).toHaveStyle({ bottom: '24px' });
  });

  it('hide the floating button in settings', async () => {
    signInAs(buildUser());
    renderApp('/settings');

    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.queryByTestId('floating-create')).not.toBeInTheDocument();
  });

  it('are absent when signed out', async () => {
    renderApp('/');

    await screen.findByRole('heading', { level: 1, name: 'Create content with AI' });
    expect(screen.queryByTestId('floating-create')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).not.toBeInTheDocument();
  });

  it('give small screens Content and Products tabs around a plus button', async () => {
    signInAs(buildUser());
    const { user, router } = renderApp('/products');

    const bar = await screen.findByRole('navigation', { name: 'Quick navigation' });
    expect(within(bar).getByRole('link', { name: 'Content' })).toHaveAttribute('href', '/content');
    expect(within(bar).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(bar).getByRole('button', { name: 'Create' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Content', 'Product']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Content' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-content'));
  });
});
