import { z } from 'zod';
import { messageResponseSchema } from '../auth';
import { creditTransactionSchema, managerCreditRequestSchema } from '../billing';
import {
  endSessionsRequestSchema,
  endSessionsResponseSchema,
  managedUserDetailSchema,
  managedUserSchema,
  managerStatsSchema,
  managerUserListQuerySchema,
  managerUserListSchema,
  roleChangeRequestSchema,
} from '../manager-users';
import { route } from '../route';

/** Users & Credits in the manager panel: the users, their roles, sessions and credits. */
export const managerUsersApi = {
  list: route(
    'get',
    '/api/manager/users',
    'Manager',
    'manager',
    'Users, searched, a page at a time',
    {
      query: managerUserListQuerySchema,
      answer: { schema: managerUserListSchema },
    },
  ),
  stats: route('get', '/api/manager/stats', 'Manager', 'manager', 'Totals for the dashboard', {
    answer: { schema: managerStatsSchema },
  }),
  get: route(
    'get',
    '/api/manager/users/:id',
    'Manager',
    'manager',
    'A user with their runs and credits',
    {
      answer: { schema: managedUserDetailSchema },
    },
  ),
  changeRole: route(
    'patch',
    '/api/manager/users/:id/role',
    'Manager',
    'manager',
    "Change a user's role",
    {
      body: roleChangeRequestSchema,
      answer: { schema: managedUserSchema },
      refusals: ['last_manager', 'cannot_demote_self'],
    },
  ),
  endSessions: route(
    'delete',
    '/api/manager/users/:id/sessions',
    'Manager',
    'manager',
    'Sign a user out everywhere',
    {
      body: endSessionsRequestSchema,
      answer: { schema: endSessionsResponseSchema },
    },
  ),
  resendVerification: route(
    'post',
    '/api/manager/users/:id/resend-verification',
    'Manager',
    'manager',
    "Resend a user's verification email",
    {
      answer: { schema: messageResponseSchema },
    },
  ),
  adjustCredits: route(
    'post',
    '/api/manager/users/:id/credits',
    'Manager',
    'manager',
    'Grant or correct credits',
    {
      body: managerCreditRequestSchema,
      answer: {
        status: 201,
        description: 'Recorded',
        schema: z.object({ credits: z.number().int(), transaction: creditTransactionSchema }),
      },
      refusals: ['balance_too_low'],
    },
  ),
};
