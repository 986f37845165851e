import { FailureType, SENSITIVE_CONTENT_CODE } from '@studio/workflows/contract/failure-types';
import { z } from 'zod';

/** Where an error happened: an API request that answered 5xx, or a workflow run that failed. */
export const ERROR_SOURCES = ['api', 'run'] as const;
export const errorSourceSchema = z.enum(ERROR_SOURCES);
export type ErrorSource = z.infer<typeof errorSourceSchema>;

/**
 * What a group is: an `error` of the product (a 5xx, a run that failed on its own), or a
 * `refusal` — a run the moderator refused because of what the creator gave it (E005): caused by
 * the creator's input, counted apart so it never reads as the product failing.
 */
export const ERROR_KINDS = ['error', 'refusal'] as const;
export const errorKindSchema = z.enum(ERROR_KINDS);
export type ErrorKind = z.infer<typeof errorKindSchema>;

/** The run codes that are refusals of the creator's input (the moderator's E005). */
export const REFUSAL_CODES: readonly string[] = [
  SENSITIVE_CONTENT_CODE,
  FailureType.SensitiveContent,
];

/** A group is open until a manager resolves it; a new occurrence opens it again. */
export const errorGroupStatusSchema = z.enum(['open', 'resolved']);
export type ErrorGroupStatus = z.infer<typeof errorGroupStatusSchema>;

/** `GET /api/manager/error-logs`: filters and a page (offset pages with a total). */
export const errorGroupListQuerySchema = z.object({
  /** Errors (the default) or the moderator's refusals of creators' input. */
  kind: errorKindSchema.default('error'),
  source: errorSourceSchema.optional(),
  /** The error code, exactly (`internal_error`, `ProviderFailed`, `E005`...). */
  code: z.string().trim().min(1).max(100).optional(),
  /** Part of the route (`POST /api/snaps/execute`) or of a run's node id, any letter case. */
  route: z.string().trim().min(1).max(300).optional(),
  /** Groups seen in [from, to): last seen at or after `from`, first seen before `to`. */
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  status: errorGroupStatusSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type ErrorGroupListQuery = z.infer<typeof errorGroupListQuerySchema>;

/** One hour of the last 24, oldest first: how many occurrences began in it. */
export const hourlyCountSchema = z.object({
  /** ISO 8601, the start of the hour. */
  hour: z.string(),
  count: z.number().int(),
});
export type HourlyCount = z.infer<typeof hourlyCountSchema>;

/** A kind of error: every occurrence with one signature. */
export const errorGroupSchema = z.object({
  id: z.string(),
  kind: errorKindSchema,
  source: errorSourceSchema,
  code: z.string(),
  /** The method and route pattern of an API error; the failed node of a run (null when none). */
  route: z.string().nullable(),
  /** The latest occurrence's message. */
  message: z.string(),
  /** Occurrences since it was first seen. */
  count: z.number().int(),
  /** ISO 8601. */
  firstSeen: z.string(),
  lastSeen: z.string(),
  status: errorGroupStatusSchema,
  resolvedAt: z.string().nullable(),
  /** Who resolved it (email null once that account is gone). */
  resolvedBy: z.object({ id: z.string(), email: z.string().nullable() }).nullable(),
});
export type ErrorGroup = z.infer<typeof errorGroupSchema>;

export const errorGroupListSchema = z.object({
  groups: z.array(errorGroupSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Occurrences per hour over the last 24 hours, under the same filters but the dates. */
  hourly: z.array(hourlyCountSchema),
  /** Open groups of each kind, for the tabs between errors and refusals. */
  open: z.object({ error: z.number().int(), refusal: z.number().int() }),
});
export type ErrorGroupList = z.infer<typeof errorGroupListSchema>;

/** One occurrence, with what it takes to find it elsewhere (logs, the run's page, the user). */
export const errorOccurrenceSchema = z.object({
  id: z.string(),
  message: z.string(),
  route: z.string().nullable(),
  /** The API call's X-Request-Id. */
  requestId: z.string().nullable(),
  /** The failed run, for its page in the executions console. */
  executionId: z.string().nullable(),
  /** Who was signed in, or whose run it was (email null once the account is gone). */
  user: z.object({ id: z.string(), email: z.string().nullable() }).nullable(),
  /** Only ever sent by the manager's calls: the public 500 body never carries it. */
  stack: z.string().nullable(),
  createdAt: z.string(),
});
export type ErrorOccurrence = z.infer<typeof errorOccurrenceSchema>;

/** `GET /api/manager/error-logs/:groupId`: the group and its latest occurrences. */
export const errorGroupDetailSchema = z.object({
  group: errorGroupSchema,
  occurrences: z.array(errorOccurrenceSchema),
  hourly: z.array(hourlyCountSchema),
});
export type ErrorGroupDetail = z.infer<typeof errorGroupDetailSchema>;

/** `POST /api/manager/error-logs/:groupId/resolve`: a note for the audit log, optional. */
export const resolveErrorGroupRequestSchema = z.object({
  reason: z.string().trim().max(500).optional(),
});
export type ResolveErrorGroupRequest = z.infer<typeof resolveErrorGroupRequestSchema>;

/** The audit log's reason when a manager resolves a group without saying why. */
export const DEFAULT_RESOLVE_REASON = 'Marked as resolved';
