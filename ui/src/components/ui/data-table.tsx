import {
  type ColumnDef,
  createColumnHelper,
  type RowData,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';

/**
 * No table feature at all: the server filters, sorts and pages, or the rows are a record's few.
 * Module scope, as TanStack Table asks: stable features keep its row models cached.
 */
const features = tableFeatures({});
type DataTableFeatures = typeof features;

/** The column helper for a DataTable of `TData` rows. */
export const tableColumns = <TData extends RowData>() =>
  createColumnHelper<DataTableFeatures, TData>();

/** How the table sits: a bordered card of its own (a list screen), or plain inside a section. */
const LOOKS = {
  card: {
    frame: 'overflow-x-auto rounded-card border border-line bg-surface',
    head: 'border-b border-line bg-surface-muted text-xs text-ink-muted',
    th: 'px-3 py-3 font-medium',
    td: 'px-3 py-2.5 text-ink',
  },
  plain: {
    frame: 'overflow-x-auto',
    head: 'border-b border-line text-xs text-ink-muted',
    th: 'py-2 pr-3 font-medium whitespace-nowrap last:pr-0',
    td: 'py-2 pr-3 last:pr-0',
  },
} as const;

type DataTableProps<TData extends RowData> = {
  /** Stable (module scope or memoised): new columns would rebuild the row model. */
  columns: ColumnDef<DataTableFeatures, TData>[];
  data: TData[];
  /** A row's key: its `id` unless told. */
  rowKey?: (row: TData) => string;
  /** The scrolling region's name ("Users"); the caption (or `labelledBy`) unless told. */
  label?: string;
  /** The table's caption, read by screen readers: "Users, newest first". */
  caption?: string;
  /** Or the id of what names it already (a disclosure's summary), when that stands just above. */
  labelledBy?: string;
  /** Show the caption above the table as its title, rather than for screen readers only. */
  showCaption?: boolean;
  /** Columns of figures, right-aligned with even digits. */
  numeric?: ReadonlySet<string>;
  /** A column's own classes, header and cells alike (`hidden md:table-cell` to join when wide). */
  columnClassName?: Readonly<Record<string, string>>;
  /** Below this width the table scrolls sideways in its region: a Tailwind class. */
  minWidthClass?: string;
  /** A row's own look (a switched-off item greyed). */
  rowClassName?: (row: TData) => string;
  /** A row's own `data-` attributes, for tests and styles (`data-testid`, `data-status`). */
  rowData?: (row: TData) => Record<`data-${string}`, string>;
  /** Cells hold their content at the top (rows of uneven height) or centred (rows with an image). */
  align?: 'top' | 'middle';
  look?: keyof typeof LOOKS;
  /**
   * On a phone (under 640 px) each row is a card of its cells, each under its column's name,
   * instead of a table cut to its first columns and scrolled sideways. The markup stays a table.
   */
  stackOnPhone?: boolean;
};

/** The classes of a row-as-card on a phone (`stackOnPhone`); nothing from 640 px up. */
const STACKED = {
  // The cards stand on the page: no frame around them (a card of cards reads as clutter).
  frame: 'max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent',
  table: 'max-sm:block',
  head: 'max-sm:sr-only',
  body: 'max-sm:block max-sm:space-y-3 max-sm:divide-y-0',
  row: 'max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-line max-sm:bg-surface max-sm:p-3',
  // The column's name before the value, from the cell's data-label: drawn by CSS, so a cell's
  // text is still its value alone, and only under 640 px.
  cell: 'max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:text-left max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:text-ink-muted max-sm:before:content-[attr(data-label)]',
} as const;
const NOT_STACKED = { frame: '', table: '', head: '', body: '', row: '', cell: '' } as const;

/**
 * Rows drawn by TanStack Table from column definitions, the markup ours: a server page of a
 * list (already filtered, sorted and paged by the API) or a record's few rows (a run's ledger).
 * On a narrow screen the table scrolls sideways inside its own region and the page never does.
 */
export function DataTable<TData extends RowData>({
  columns,
  data,
  rowKey = (row) => (row as { id: string }).id,
  label,
  caption,
  labelledBy,
  showCaption = false,
  numeric = new Set(),
  columnClassName = {},
  minWidthClass = '',
  rowClassName,
  rowData,
  align = 'top',
  look = 'card',
  stackOnPhone = false,
}: DataTableProps<TData>) {
  const table = useTable({ features, columns, data });
  const styles = LOOKS[look];
  const stacked = stackOnPhone ? STACKED : NOT_STACKED;
  const columnClass = (id: string, numericClass: string) =>
    `${numeric.has(id) ? numericClass : ''} ${columnClassName[id] ?? ''}`;
  return (
    // The frame scrolls sideways on a narrow screen: a named region a keyboard can focus to
    // scroll it (axe's scrollable-region-focusable), named as the table is unless told. It is
    // positioned, so what its cells place absolutely (an sr-only label) scrolls and clips with it
    // instead of widening the page.
    <div
      role="region"
      aria-label={label ?? caption}
      aria-labelledby={label || caption ? undefined : labelledBy}
      tabIndex={0}
      className={`relative ${styles.frame} ${stacked.frame} focus-visible:outline-2 focus-visible:outline-brand-500`}
    >
      <table
        className={`w-full ${minWidthClass} text-left text-sm ${stacked.table}`}
        aria-labelledby={labelledBy}
      >
        {caption ? (
          <caption className={showCaption ? 'mb-2 text-left font-medium text-ink' : 'sr-only'}>
            {caption}
          </caption>
        ) : null}
        <thead className={`${styles.head} ${stacked.head}`}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={`${styles.th} ${columnClass(header.id, 'text-right')}`}
                >
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className={`divide-y divide-line ${stacked.body}`}>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={rowKey(row.original)}
              className={`${rowClassName?.(row.original) ?? ''} ${stacked.row}`}
              {...rowData?.(row.original)}
            >
              {row.getAllCells().map((cell) => {
                const name = cell.column.columnDef.header;
                return (
                  <td
                    key={cell.id}
                    data-label={stackOnPhone && typeof name === 'string' ? name : undefined}
                    className={`${styles.td} ${align === 'top' ? 'align-top' : 'align-middle'} ${columnClass(
                      cell.column.id,
                      'text-right tabular-nums',
                    )} ${stacked.cell}`}
                  >
                    {stackOnPhone ? (
                      <span className="min-w-0 max-sm:text-right">
                        <table.FlexRender cell={cell} />
                      </span>
                    ) : (
                      <table.FlexRender cell={cell} />
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
