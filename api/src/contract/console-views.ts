import { z } from 'zod';
import { executionFilterSchema } from './executions';

/**
 * The console's columns a manager may show or hide (status and the run are always shown), in the
 * order the table draws them; those `DEFAULT_CONSOLE_COLUMNS` names are shown when the address
 * names none.
 */
export const CONSOLE_COLUMNS = [
  'creator',
  'started',
  'duration',
  'tokens',
  'steps',
  'error',
] as const;
export type ConsoleColumn = (typeof CONSOLE_COLUMNS)[number];
export const DEFAULT_CONSOLE_COLUMNS: readonly ConsoleColumn[] = [
  'creator',
  'started',
  'duration',
  'tokens',
  'error',
];
/** The address's `columns=creator,steps`: the columns shown, beside the filter (`none`: none). */
export const CONSOLE_COLUMNS_PARAM = 'columns';
export const NO_CONSOLE_COLUMNS = 'none';
export const consoleColumnsSchema = z
  .string()
  .transform((list) => (list === NO_CONSOLE_COLUMNS ? [] : list.split(',').filter(Boolean)))
  .pipe(z.array(z.enum(CONSOLE_COLUMNS)));

/**
 * Whether a query string is a view of the console: one of its filters (what `GET /api/executions`
 * takes), with the columns it shows if it names them.
 */
const isConsoleView = (query: string) => {
  const { [CONSOLE_COLUMNS_PARAM]: columns, ...filter } = Object.fromEntries(
    new URLSearchParams(query),
  );
  return (
    executionFilterSchema.safeParse(filter).success &&
    (columns === undefined || consoleColumnsSchema.safeParse(columns).success)
  );
};

/**
 * A saved view of the executions console: a named filter and the columns it shows, private or
 * shared with every manager.
 */
export const consoleViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The console's address query (`status=failed&columns=creator,steps`): open the view with it. */
  query: z.string(),
  shared: z.boolean(),
  /** Who saved it; `mine` when the caller did (only they may delete it). */
  owner: z.object({ email: z.string().nullable() }),
  mine: z.boolean(),
  createdAt: z.string(),
});
export type ConsoleView = z.infer<typeof consoleViewSchema>;
export const consoleViewListSchema = z.object({ views: z.array(consoleViewSchema) });

/** `POST /api/console-views`. */
export const saveConsoleViewSchema = z.object({
  name: z.string().trim().min(1, 'Give the view a name.').max(60),
  query: z.string().max(2000).refine(isConsoleView, 'This is not a filter the console knows.'),
  shared: z.boolean().default(false),
});
export type SaveConsoleView = z.input<typeof saveConsoleViewSchema>;
