import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { buildTransaction, buildUser } from '@/testing/data';
import { signInAs } from '@/testing/handlers';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';

describe('/credit-transactions', () => {
  it('labels every kind, signs the amounts and says what each belongs to', async () => {
    const transactions = [
      buildTransaction({ kind: 'grant', amount: 20, balanceAfter: 20, reason: 'Welcome credits' }),
      buildTransaction({ kind: 'grant', amount: 5, balanceAfter: 25, reason: 'Goodwill' }),
      buildTransaction({ kind: 'purchase', amount: 50, balanceAfter: 75, reason: 'Token pack' }),
      buildTransaction({
        kind: 'subscription',
        amount: 100,
        balanceAfter: 175,
        reason: 'Starter plan',
      }),
      buildTransaction({
        kind: 'reserve',
        amount: -4,
        balanceAfter: 171,
        reason: null,
        execution: { id: 'e1', snapName: 'Water Splash' },
      }),
      buildTransaction({
        kind: 'commit',
        amount: -4,
        balanceAfter: 171,
        reason: null,
        execution: { id: 'e1', snapName: 'Water Splash' },
      }),
      buildTransaction({
        kind: 'release',
        amount: 4,
        balanceAfter: 175,
        reason: null,
        execution: { id: 'e2', snapName: 'Flat Lay' },
      }),
      buildTransaction({
        kind: 'adjust',
        amount: -10,
        balanceAfter: 165,
        reason: 'Correction by support',
      }),
    ];
    signInAs(buildUser());
    server.use(
      http.get('/api/credit-transactions', () =>
        HttpResponse.json({ transactions, total: 8, page: 1, limit: 20 }),
      ),
    );
    renderApp('/credit-transactions');

    const table = await screen.findByRole('table', { name: 'Token transactions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Welcome',
      'Grant',
      'Purchase',
      'Subscription',
      'Reserved',
      'Charged',
      'Refunded',
      'Adjustment',
    ]);
    const cells = (i: number) => within(rows[i]!).getAllByRole('cell');
    expect(cells(3)[1]).toHaveTextContent('Starter plan');
    expect(cells(3)[2]).toHaveTextContent('+100');
    expect(cells(3)[2]).toHaveClass('text-success-600');
    expect(cells(3)[3]).toHaveTextContent('175');
    expect(cells(5)[1]).toHaveTextContent('Water Splash');
    expect(cells(5)[2]).toHaveTextContent('\u22124');
    expect(cells(5)[2]).toHaveClass('text-danger-600');
    expect(cells(7)[1]).toHaveTextContent('Correction by support');
    expect(within(rows[0]!).getByRole('cell', { name: /2025/ })).toBeInTheDocument();
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: 'Transaction pages' })).not.toBeInTheDocument();
  });

  it('pages through the history with Previous, Next and page numbers', async () => {
    signInAs(buildUser());
    server.use(
      http.get('/api/credit-transactions', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const page = Number(query.get('page'));
        return HttpResponse.json({
          transactions: [buildTransaction({ reason: `Entry on page ${page}` })],
          total: 45,
          page,
          limit: Number(query.get('limit')),
        });
      }),
    );
    const { user, router } = renderApp('/credit-transactions');

    expect(await screen.findByText('Entry on page 1')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Transaction pages' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.getByText(/Page 1 of 3/)).toBeInTheDocument();
    expect(requestsTo('GET /api/credit-transactions')[0]?.url.searchParams.get('limit')).toBe('20');

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Entry on page 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Entry on page 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Entry on page 2')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });
});
