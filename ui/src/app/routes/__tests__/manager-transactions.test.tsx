import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { buildManager } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { buildManagerTransaction, serveManagerTransactions } from '@/testing/manager-transactions';
import { renderApp } from '@/testing/render-app';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';

const listCalls = () =>
  requestsTo('GET /api/manager/transactions').map((request) => request.url.searchParams.toString());

const grant = buildManagerTransaction({
  kind: 'adjust',
  amount: 15,
  balanceAfter: 35,
  reason: 'Outage refund',
  userEmail: 'ada@example.com',
});
const run = buildManagerTransaction({
  kind: 'reserve',
  amount: -4,
  balanceAfter: 31,
  reason: null,
  execution: { id: '7a000000-0000-4000-8000-000000000001', snapName: 'White Packshot' },
  userEmail: 'ada@example.com',
});
const totals = [
  { kind: 'adjust' as const, count: 3, sum: 32 },
  { kind: 'reserve' as const, count: 12, sum: -48 },
];

describe('/manager/transactions (Transaction History)', () => {
  it('lists entries under the filters in the URL, with the totals per kind in words', async () => {
    signInAs(buildManager());
    serveManagerTransactions([grant, run], { totals, total: 60 });
    const { router } = renderApp('/manager/transactions?user=ada&kind=adjust&page=2');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transaction History' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Transactions, newest first' });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('DateUserKindAmountBalance afterReason');
    expect(first).toHaveTextContent('ada@example.com');
    expect(first).toHaveTextContent('Adjust (by a manager)');
    expect(first).toHaveTextContent('+15');
    expect(first).toHaveTextContent('35');
    expect(first).toHaveTextContent('Outage refund');
    expect(within(first!).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      `/manager?user=${grant.userId}`,
    );
    expect(second).toHaveTextContent('Reserve (held)');
    expect(second).toHaveTextContent('−4');
    expect(within(second!).getByRole('link', { name: 'White Packshot run' })).toHaveAttribute(
      'href',
      '/manager/workflow-executions/7a000000-0000-4000-8000-000000000001',
    );
    expect(listCalls()).toContain('user=ada&kind=adjust&page=2&limit=25');
    expect(screen.getByLabelText('User')).toHaveValue('ada');
    expect(screen.getByText('60 entries')).toBeVisible();

    const words = screen.getByRole('list', { name: 'Totals per kind' });
    const [adjustments, holds] = within(words).getAllByRole('listitem');
    expect(adjustments).toHaveTextContent('Adjust (by a manager) · 3 entries+32 credits');
    expect(holds).toHaveTextContent('Reserve (held) · 12 entries−48 credits');

    // The export carries the same filters, without the page.
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/manager/transactions.csv?user=ada&kind=adjust',
    );

    // A new filter starts again from the first page, in the URL and on the server.
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Reserve (held)');
    await waitFor(() => expect(router.state.location.search).toBe('?user=ada&kind=reserve'));
    await waitFor(() => expect(listCalls()).toContain('user=ada&kind=reserve&limit=25'));
  });

  it('filters by amount range, and says so when the range is upside down', async () => {
    signInAs(buildManager());
    serveManagerTransactions([grant]);
    const { router } = renderApp('/manager/transactions');
    await screen.findByRole('table', { name: 'Transactions, newest first' });

    await userEvent.type(screen.getByLabelText('Amount to'), '-1{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?maxAmount=-1'));
    await waitFor(() => expect(listCalls()).toContain('maxAmount=-1&limit=25'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/manager/transactions.csv?maxAmount=-1',
    );

    const calls = listCalls().length;
    await userEvent.type(screen.getByLabelText('Amount from'), '10{Enter}');
    expect(
      await screen.findByText(
        'The smallest amount is above the largest: swap them to see entries.',
      ),
    ).toBeVisible();
    expect(listCalls()).toHaveLength(calls);
  });

  it('does not offer an export over the limit, and says why', async () => {
    signInAs(buildManager());
    serveManagerTransactions([grant], { total: 100_001, totals });
    renderApp('/manager/transactions');
    expect(
      await screen.findByText(
        'An export holds at most 100,000 entries: narrow the filters to export these.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    signInAs(buildManager());
    serveManagerTransactions([]);
    const { router } = renderApp('/manager/transactions?kind=purchase');
    expect(
      await screen.findByRole('heading', { name: 'No transaction matches these filters' }),
    ).toBeVisible();
    expect(screen.getByText('No entries.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show every transaction' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers to try again when the list cannot be fetched', async () => {
    signInAs(buildManager());
    let fail = true;
    server.use(
      http.get('/api/manager/transactions', () =>
        fail
          ? apiError(500, 'internal_error')
          : HttpResponse.json({ transactions: [grant], total: 1, page: 1, limit: 25, totals }),
      ),
    );
    renderApp('/manager/transactions');
    expect(await screen.findByText('Failed to fetch transactions.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'ada@example.com' })).toBeVisible();
  });
});
