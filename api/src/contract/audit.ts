import { z } from 'zod';
import { listParam } from './query-params';

/** Why an operator acted: every action that changes someone else's runs or account asks. */
export const operatorReasonSchema = z
  .string({ error: 'Give a reason of at least 3 characters' })
  .trim()
  .min(3, 'Give a reason of at least 3 characters')
  .max(500);

/**
 * What the audit log records: operators' actions on runs, managers' on accounts, snaps,
 * categories and content, and the workflow changes that alter what snaps run.
 */
export const AUDIT_ACTIONS = [
  'execution.cancel',
  'execution.replay',
  'execution.reconcile',
  'executions.cancel-many',
  'bulk-replay.start',
  'bulk-replay.cancel',
  'user.credits',
  'user.role',
  'user.sessions',
  'user.verification',
  'user.api-key-revoke',
  'user.api-key-limits',
  'content.remove',
  'snap.create',
  'snap.update',
  'category.create',
  'category.update',
  'category.delete',
  'categories.reorder',
  'error-group.resolve',
  'bundle.import',
  'workflow.import',
  'workflow.publish',
  'workflow.restore',
  'workflow.delete',
  'workflow.subsnap-update',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const AUDIT_TARGET_TYPES = [
  'execution',
  'bulk-replay',
  'user',
  'content',
  'snap',
  'category',
  'error-group',
  'bundle',
  'workflow',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** One entry of the log. */
export const auditEventSchema = z.object({
  id: z.string(),
  /** Who acted; `id` is null once that account is deleted, the email stays. */
  actor: z.object({ id: z.string().nullable(), email: z.string() }),
  action: auditActionSchema,
  /**
   * What it was done to; `name` is what that is called now (a user's email, a workflow's, snap's
   * or category's name), null when it has none or is gone.
   */
  target: z.object({
    type: z.enum(AUDIT_TARGET_TYPES),
    id: z.string(),
    name: z.string().nullable(),
  }),
  reason: z.string(),
  /** The X-Request-Id of the call that acted, to find it in the server's logs. */
  requestId: z.string().nullable(),
  /** What the action did beyond its target (the replay's id and version, an amount...). */
  details: z.record(z.string(), z.unknown()),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** GET /api/audit-events: newest first, filtered, a page at a time after `cursor`. */
export const auditEventListQuerySchema = z.object({
  /** Part of the actor's email address. */
  actor: z.string().trim().min(1).max(254).optional(),
  action: z.preprocess(listParam, z.array(auditActionSchema)).optional(),
  /** A target's id: an execution, a bulk job, a user. */
  target: z.string().trim().min(1).max(100).optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditEventListQuery = z.infer<typeof auditEventListQuerySchema>;

export const auditEventListSchema = z.object({
  items: z.array(auditEventSchema),
  nextCursor: z.string().nullable(),
});
export type AuditEventList = z.infer<typeof auditEventListSchema>;
