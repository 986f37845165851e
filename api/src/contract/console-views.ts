import { z } from 'zod';
import { executionFilterSchema } from './executions';

/** Whether a query string is one of the console's filters (what `GET /api/executions` takes). */
const isConsoleFilter = (query: string) =>
  executionFilterSchema.safeParse(Object.fromEntries(new URLSearchParams(query))).success;

/** A saved view of the executions console: a named filter, private or shared with every manager. */
export const consoleViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The console's address query (`status=failed&snapId=…`): open the view with it. */
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
  query: z.string().max(2000).refine(isConsoleFilter, 'This is not a filter the console knows.'),
  shared: z.boolean().default(false),
});
export type SaveConsoleView = z.input<typeof saveConsoleViewSchema>;
