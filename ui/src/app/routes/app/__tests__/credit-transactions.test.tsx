import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { buildHistoryEntry, buildHistoryRun, buildUser } from '@/testing/data';
import { signInAs } from '@/testing/handlers';
import { requestsTo } from '@/testing/requests';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render-app';

/** Serves one page of history lines. */
function serveHistory(items: ReturnType<typeof buildHistoryEntry | typeof buildHistoryRun>[]) {
  signInAs(buildUser());
  server.use(
    http.get('/api/credit-transactions', () =>
      HttpResponse.json({ items, total: items.length, page: 1, limit: 20 }),
    ),
  );
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell');

describe('/credit-transactions', () => {
  it('shows one line per run with what it finally cost, never a run as free', async () => {
    serveHistory([
      buildHistoryRun({
        snapName: 'Natural Placement',
        outcome: 'held',
        held: 5,
        balanceBefore: 75,
      }),
      buildHistoryRun({
        snapName: 'Flat Lay',
        outcome: 'refunded',
        held: 4,
        balanceBefore: 80,
        refundReason: 'The run failed at Packshot: The model did not answer.',
      }),
      buildHistoryRun({
        snapName: 'White Packshot',
        outcome: 'charged',
        held: 4,
        balanceBefore: 84,
      }),
      buildHistoryEntry({ kind: 'grant', amount: 20, balanceAfter: 20, reason: 'Welcome credits' }),
    ]);
    renderApp('/credit-transactions');

    const table = await screen.findByRole('table', { name: 'Token transactions' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Four lines for four changes: no "Reserved" and "Charged" pair per run.
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => cellsOf(row)[0]!.textContent)).toEqual([
      'Running',
      'Refunded',
      'Snap',
      'Welcome',
    ]);
    expect(table).not.toHaveTextContent(/Reserved|Charged/);

    // The charged run: "Snap: White Packshot −4", in a red that passes AA.
    const [, refunded, charged] = rows;
    expect(cellsOf(charged!)[1]).toHaveTextContent('White Packshot');
    expect(cellsOf(charged!)[2]).toHaveTextContent('\u22124');
    expect(cellsOf(charged!)[2]).toHaveClass('text-danger-700');
    expect(cellsOf(charged!)[3]).toHaveTextContent('80');
    // The refunded run: 0 net, and why.
    expect(cellsOf(refunded!)[2]).toHaveTextContent(/^0$/);
    expect(cellsOf(refunded!)[1]).toHaveTextContent(
      '4 held, all given back. The run failed at Packshot: The model did not answer.',
    );
    expect(cellsOf(refunded!)[3]).toHaveTextContent('80');
    // The running one holds its tokens.
    expect(cellsOf(rows[0]!)[2]).toHaveTextContent('\u22125');
    expect(cellsOf(rows[0]!)[1]).toHaveTextContent('the tokens are held until it ends');
    // A gain is green at AA contrast (success-700), not the faint 600.
    expect(cellsOf(rows[3]!)[2]).toHaveTextContent('+20');
    expect(cellsOf(rows[3]!)[2]).toHaveClass('text-success-700');
    expect(within(rows[3]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Transaction pages' })).not.toBeInTheDocument();
  });

  it("opens a run's ledger entries on demand, by keyboard too", async () => {
    serveHistory([
      buildHistoryRun({
        snapName: 'White Packshot',
        outcome: 'charged',
        held: 4,
        balanceBefore: 20,
      }),
      buildHistoryRun({ snapName: 'Flat Lay', outcome: 'refunded', held: 3, balanceBefore: 16 }),
    ]);
    const { user } = renderApp('/credit-transactions');

    const details = await screen.findByRole('button', {
      name: 'Details of the White Packshot run',
    });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Ledger entries of this run' })).toBeNull();

    details.focus();
    await user.keyboard('{Enter}');
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const entries = screen.getByRole('list', { name: 'Ledger entries of this run' });
    expect(details).toHaveAttribute('aria-controls', entries.closest('tr')!.id);
    expect(
      within(entries)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Held when the run started\u22124Balance 16/),
      expect.stringMatching(/^Charged: the held tokens were kept0Balance 16/),
    ]);

    await user.click(screen.getByRole('button', { name: 'Details of the Flat Lay run' }));
    const lists = screen.getAllByRole('list', { name: 'Ledger entries of this run' });
    expect(lists[1]).toHaveTextContent('Refunded: the held tokens came back+3Balance 16');

    await user.click(
      screen.getByRole('button', { name: 'Hide details of the White Packshot run' }),
    );
    expect(screen.getAllByRole('list', { name: 'Ledger entries of this run' })).toHaveLength(1);
  });

  it('says when there is nothing yet', async () => {
    serveHistory([]);
    renderApp('/credit-transactions');
    expect(await screen.findByText('No token activity yet.')).toBeInTheDocument();
  });

  it('says so when the history cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    signInAs(buildUser());
    server.use(
      http.get('/api/credit-transactions', () =>
        HttpResponse.json({ error: 'internal_error', message: 'Boom' }, { status: 500 }),
      ),
    );
    renderApp('/credit-transactions');
    expect(
      await screen.findByText('Your transactions could not be loaded. Please try again.'),
    ).toBeInTheDocument();
  });

  it('pages through the history with Previous, Next and page numbers', async () => {
    signInAs(buildUser());
    server.use(
      http.get('/api/credit-transactions', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const page = Number(query.get('page'));
        return HttpResponse.json({
          items: [buildHistoryEntry({ reason: `Entry on page ${page}` })],
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
    expect(screen.getByText(/Page 1 of 3 · 45 entries/)).toBeInTheDocument();
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

  it('names the API key a run was started with', async () => {
    serveHistory([
      buildHistoryRun({
        snapName: 'Water Splash',
        apiKey: { name: 'Shop sync', prefix: 'sk_live_AbCd' },
      }),
      buildHistoryRun({ snapName: 'Flat Lay' }),
    ]);
    renderApp('/credit-transactions');
    expect(await screen.findByText('Through the API, key “Shop sync”')).toBeVisible();
    expect(screen.getAllByText(/^Through the API/)).toHaveLength(1);
  });
});
