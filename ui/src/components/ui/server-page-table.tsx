import {
  type ColumnDef,
  createColumnHelper,
  type RowData,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';

/**
 * No table feature at all: the server filters, sorts and pages. Module scope, as TanStack Table
 * asks: stable features keep its row models cached.
 */
const features = tableFeatures({});
type ServerPageFeatures = typeof features;

/** The column helper for a ServerPageTable of `TData` rows. */
export const serverPageColumns = <TData extends RowData>() =>
  createColumnHelper<ServerPageFeatures, TData>();

type ServerPageTableProps<TData extends RowData & { id: string }> = {
  /** Stable (module scope or memoised): new columns would rebuild the row model. */
  columns: ColumnDef<ServerPageFeatures, TData>[];
  data: TData[];
  /** The scrolling region's name: "Users". */
  label: string;
  /** The table's caption for screen readers: "Users, newest first". */
  caption: string;
  /** Columns of figures, right-aligned with even digits. */
  numeric?: ReadonlySet<string>;
  /** Below this width the table scrolls sideways in its region: a Tailwind class. */
  minWidthClass: string;
  /** A row's own look (a switched-off item greyed). */
  rowClassName?: (row: TData) => string;
  /** Cells hold their content at the top (rows of uneven height) or centred (rows with an image). */
  align?: 'top' | 'middle';
};

/**
 * One server page of rows (already filtered, sorted and paged by the API) drawn by TanStack
 * Table; the markup is ours. On a narrow screen the table scrolls sideways inside its own
 * labelled region and the page never does.
 */
export function ServerPageTable<TData extends RowData & { id: string }>({
  columns,
  data,
  label,
  caption,
  numeric = new Set(),
  minWidthClass,
  rowClassName,
  align = 'top',
}: ServerPageTableProps<TData>) {
  const table = useTable({ features, columns, data });
  return (
    <div
      role="region"
      aria-label={label}
      className="overflow-x-auto rounded-card border border-line bg-surface"
    >
      <table className={`w-full ${minWidthClass} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-surface-muted text-xs text-ink-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={`px-3 py-3 font-medium ${numeric.has(header.id) ? 'text-right' : ''}`}
                >
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-line">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.original.id} className={rowClassName?.(row.original)}>
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={`px-3 py-2.5 text-ink ${align === 'top' ? 'align-top' : 'align-middle'} ${
                    numeric.has(cell.column.id) ? 'text-right tabular-nums' : ''
                  }`}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
