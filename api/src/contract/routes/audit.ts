import { auditEventListQuerySchema, auditEventListSchema } from '../audit';
import { route } from '../route';

/** The operators' audit log, shared by the executions console and the manager panel. */
export const auditApi = {
  list: route(
    'get',
    '/api/audit-events',
    'Executions',
    'manager',
    "The operators' and managers' audit log",
    {
      query: auditEventListQuerySchema,
      answer: { schema: auditEventListSchema },
    },
  ),
};
