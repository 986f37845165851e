import {
  errorGroupDetailSchema,
  errorGroupListQuerySchema,
  errorGroupListSchema,
  errorGroupSchema,
  resolveErrorGroupRequestSchema,
} from '../manager-error-logs';
import { route } from '../route';

/** Error Logs: API faults and failed runs grouped by signature; the only answers with a stack. */
export const managerErrorLogsApi = {
  list: route(
    'get',
    '/api/manager/error-logs',
    'Operations',
    'manager',
    'Server and run errors, grouped',
    {
      query: errorGroupListQuerySchema,
      answer: { schema: errorGroupListSchema },
    },
  ),
  get: route(
    'get',
    '/api/manager/error-logs/:groupId',
    'Operations',
    'manager',
    'An error group with its occurrences',
    {
      answer: { schema: errorGroupDetailSchema },
    },
  ),
  resolve: route(
    'post',
    '/api/manager/error-logs/:groupId/resolve',
    'Operations',
    'manager',
    'Mark an error group resolved',
    {
      body: resolveErrorGroupRequestSchema,
      answer: { schema: errorGroupSchema },
    },
  ),
};
