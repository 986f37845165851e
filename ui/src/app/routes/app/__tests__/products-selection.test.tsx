import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { buildProduct, buildUser } from '@/testing/data';
import { signInAs } from '@/testing/handlers';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';

const tote = buildProduct({ name: 'Canvas tote' });
const mug = buildProduct({ name: 'Ceramic mug' });
const lamp = buildProduct({ name: 'Paper lamp', imageUrls: [] });

describe('/products, choosing products for a batch', () => {
  it('turns the cards into checkboxes and leads to a batch of the chosen ones', async () => {
    signInAs(buildUser());
    server.use(http.get('/api/products', () => HttpResponse.json([tote, mug, lamp])));
    const { user, router } = renderApp('/products');

    const select = await screen.findByRole('button', { name: 'Select' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(select);
    expect(screen.getByRole('button', { name: 'Done selecting' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // While choosing, a card is a checkbox: no link to open it, no delete.
    const card = screen.getByRole('article', { name: 'Ceramic mug' });
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Paper lamp' })).toBeDisabled();

    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(within(bar).getByRole('status')).toHaveTextContent('0 chosen');
    expect(within(bar).getByRole('button', { name: 'Run a snap' })).toBeDisabled();

    // By keyboard: Space ticks the focused card's box.
    screen.getByRole('checkbox', { name: 'Ceramic mug' }).focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: 'Canvas tote' }));
    expect(within(bar).getByRole('status')).toHaveTextContent('2 chosen');
    const run = within(bar).getByRole('link', { name: 'Run a snap on 2 products' });
    expect(run).toHaveAttribute('href', `/batches/new?productIds=${mug.id},${tote.id}`);

    // All that can run, or none.
    await user.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(within(bar).getByRole('status')).toHaveTextContent('0 chosen');
    await user.click(within(bar).getByRole('button', { name: 'Select all' }));
    expect(within(bar).getByRole('status')).toHaveTextContent('2 chosen');

    await user.click(within(bar).getByRole('link', { name: 'Run a snap on 2 products' }));
    expect(router.state.location.pathname).toBe('/batches/new');
    // Select all takes them in the grid's order.
    expect(router.state.location.search).toBe(`?productIds=${tote.id},${mug.id}`);
  });

  it('gives the cards back their links when done selecting', async () => {
    signInAs(buildUser());
    server.use(http.get('/api/products', () => HttpResponse.json([tote, mug])));
    const { user } = renderApp('/products');

    await user.click(await screen.findByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ceramic mug' }));
    await user.click(screen.getByRole('button', { name: 'Done selecting' }));
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Ceramic mug' })).getByRole('link'),
    ).toHaveAttribute('href', `/products/${mug.id}`);
  });
});
