import { render, screen, within } from '@testing-library/react';

import { DataTable, tableColumns } from '@/components/ui/data-table';

type Entry = { id: string; kind: string; amount: number };

const column = tableColumns<Entry>();
const columns = column.columns([
  column.accessor('kind', { header: 'Kind' }),
  column.accessor('amount', { header: 'Amount' }),
]);
const data: Entry[] = [
  { id: 'a', kind: 'Reserve', amount: -6 },
  { id: 'b', kind: 'Commit', amount: 0 },
];

describe('DataTable', () => {
  it('scrolls in a region a keyboard can focus, named as its table', () => {
    render(<DataTable columns={columns} data={data} caption="Ledger entries" look="plain" />);
    const region = screen.getByRole('region', { name: 'Ledger entries' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Ledger entries' })).toBeInTheDocument();
  });

  it('takes its name from what stands above it when told', () => {
    render(
      <>
        <h3 id="attempts">Every attempt</h3>
        <DataTable columns={columns} data={data} labelledBy="attempts" look="plain" />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Every attempt' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Every attempt' })).toBeInTheDocument();
  });

  it('right-aligns figures, gives columns their classes and rows their data attributes', () => {
    render(
      <DataTable
        columns={columns}
        data={data}
        caption="Ledger"
        numeric={new Set(['amount'])}
        columnClassName={{ kind: 'hidden sm:table-cell' }}
        rowData={(row) => ({ 'data-testid': `entry-${row.id}` })}
      />,
    );
    const row = screen.getByTestId('entry-a');
    const [kind, amount] = within(row).getAllByRole('cell');
    expect(kind).toHaveClass('hidden', 'sm:table-cell');
    expect(amount).toHaveClass('text-right', 'tabular-nums');
    expect(amount).toHaveTextContent('-6');
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveClass('text-right');
  });

  it('on a phone names each cell by its column through data-label, the cell text its value alone', () => {
    render(<DataTable columns={columns} data={data} caption="Ledger" stackOnPhone />);
    const [kind, amount] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(kind).toHaveAttribute('data-label', 'Kind');
    expect(amount).toHaveAttribute('data-label', 'Amount');
    // Values stay exact for whoever reads the cell (a test, a copy): the name is CSS's ::before.
    expect(amount).toHaveTextContent(/^-6$/);
    expect(kind!.className).toContain('max-sm:before:content-[attr(data-label)]');
  });

  it('does not label cells when the rows stay a table on a phone', () => {
    render(<DataTable columns={columns} data={data} caption="Ledger" />);
    expect(within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[0]).not.toHaveAttribute(
      'data-label',
    );
  });
});
