import { consoleViewListSchema, consoleViewSchema, saveConsoleViewSchema } from '../console-views';
import { route } from '../route';

/** The executions console's saved views: a manager's own, and those other managers share. */
export const consoleViewsApi = {
  list: route('get', '/api/console-views', 'Executions', 'manager', 'Saved console views', {
    description: 'The caller’s own views and those other managers share, by name.',
    answer: { schema: consoleViewListSchema },
  }),
  save: route('post', '/api/console-views', 'Executions', 'manager', 'Save a console view', {
    body: saveConsoleViewSchema,
    refusals: ['console_view_name_taken'],
    answer: { status: 201, description: 'Saved', schema: consoleViewSchema },
  }),
  delete: route(
    'delete',
    '/api/console-views/:id',
    'Executions',
    'manager',
    'Delete one of your console views',
    { answer: { status: 204, description: 'Deleted' } },
  ),
};
