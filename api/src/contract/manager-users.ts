import { z } from 'zod';
import { operatorReasonSchema } from './audit';
import { roleSchema, userSchema } from './auth';
import { creditTransactionSchema } from './billing';
import { executionStatusSchema } from './executions';

/** `plan` filter: a plan's id, or `none` for users without a live subscription. */
export const NO_PLAN = 'none';

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `GET /api/manager/users`: filters and a page (offset pages: the list shows a total). */
export const managerUserListQuerySchema = z.object({
  /** Part of the email, the first name, the last name or "first last", any letter case. */
  q: z.string().trim().max(254).optional(),
  /** The older name of `q`, kept for callers that still send it. */
  search: z.string().trim().max(254).optional(),
  role: roleSchema.optional(),
  verified: booleanParam.optional(),
  plan: z.union([z.literal(NO_PLAN), z.string().uuid()]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type ManagerUserListQuery = z.infer<typeof managerUserListQuerySchema>;

/** One row of the managers' user list. */
export const managedUserSchema = userSchema.extend({
  credits: z.number().int(),
  /** The plan of a live subscription (active or past due), else null. */
  plan: z.object({ id: z.string(), name: z.string() }).nullable(),
  contentCount: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601; null when never seen since it was first recorded. */
  lastSeenAt: z.string().nullable(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const managerUserListSchema = z.object({
  users: z.array(managedUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ManagerUserList = z.infer<typeof managerUserListSchema>;

/** A run as a user's drawer lists it. */
export const managedUserRunSchema = z.object({
  id: z.string(),
  snapName: z.string(),
  status: executionStatusSchema,
  createdAt: z.string(),
});
export type ManagedUserRun = z.infer<typeof managedUserRunSchema>;

/** `GET /api/manager/users/:id`: the row and the user's latest ledger entries and runs. */
export const managedUserDetailSchema = z.object({
  user: managedUserSchema,
  transactions: z.array(creditTransactionSchema),
  runs: z.array(managedUserRunSchema),
});
export type ManagedUserDetail = z.infer<typeof managedUserDetailSchema>;

/** `PATCH /api/manager/users/:id/role`. */
export const roleChangeRequestSchema = z.object({ role: roleSchema, reason: operatorReasonSchema });
export type RoleChangeRequest = z.infer<typeof roleChangeRequestSchema>;

/** `DELETE /api/manager/users/:id/sessions` takes its reason in the body too. */
export const endSessionsRequestSchema = z.object({ reason: operatorReasonSchema });

/** `DELETE /api/manager/users/:id/sessions`: how many sessions were ended. */
export const endSessionsResponseSchema = z.object({ ended: z.number().int() });

/** `GET /api/manager/stats`: the headline figures over the whole user base. */
export const managerStatsSchema = z.object({
  users: z.number().int(),
  /** Accounts made in the last 7 days. */
  newThisWeek: z.number().int(),
  /** Share of accounts with a verified email, 0 to 1 (0 when there are none). */
  verifiedShare: z.number(),
  /** One row per UTC day, the last 30 days oldest first: credits in (grants, purchases,
   * allowances, upward adjustments) and spent (committed runs, downward adjustments). */
  credits: z.array(
    z.object({ day: z.string(), granted: z.number().int(), spent: z.number().int() }),
  ),
});
export type ManagerStats = z.infer<typeof managerStatsSchema>;
export type EndSessionsResponse = z.infer<typeof endSessionsResponseSchema>;
