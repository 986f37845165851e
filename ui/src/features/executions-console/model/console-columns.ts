import {
  CONSOLE_COLUMNS,
  type ConsoleColumn,
  consoleColumnsSchema,
  DEFAULT_CONSOLE_COLUMNS,
  NO_CONSOLE_COLUMNS,
} from '@studio/api/contract/console-views';

export { CONSOLE_COLUMNS_PARAM } from '@studio/api/contract/console-views';

/** What each column is called in the table's header and in the Columns menu. */
export const COLUMN_LABELS: Record<ConsoleColumn, string> = {
  creator: 'Creator',
  started: 'Started',
  duration: 'Duration',
  tokens: 'Tokens',
  steps: 'Cost per step',
  error: 'Error',
};

/**
 * The columns the address names (`columns=creator,steps`), in the table's order; the default
 * ones when it names none or names them wrongly (an old link, a hand-edited address).
 */
export function columnsFromParam(param: string | null): readonly ConsoleColumn[] {
  if (param === null) return DEFAULT_CONSOLE_COLUMNS;
  const parsed = consoleColumnsSchema.safeParse(param);
  if (!parsed.success) return DEFAULT_CONSOLE_COLUMNS;
  return CONSOLE_COLUMNS.filter((column) => parsed.data.includes(column));
}

/** The address's value for these columns: none at all when they are the default ones. */
export function columnsToParam(columns: readonly ConsoleColumn[]): string | null {
  const ordered = CONSOLE_COLUMNS.filter((column) => columns.includes(column));
  if (
    ordered.length === DEFAULT_CONSOLE_COLUMNS.length &&
    ordered.every((column) => DEFAULT_CONSOLE_COLUMNS.includes(column))
  )
    return null;
  return ordered.length === 0 ? NO_CONSOLE_COLUMNS : ordered.join(',');
}

/** The columns with one shown or hidden. */
export function toggledColumn(
  columns: readonly ConsoleColumn[],
  column: ConsoleColumn,
): ConsoleColumn[] {
  return columns.includes(column)
    ? columns.filter((c) => c !== column)
    : CONSOLE_COLUMNS.filter((c) => c === column || columns.includes(c));
}
