import { type AuditAction, type AuditTargetType } from '@studio/api/contract/audit';

/**
 * Each audited action in words, as the run page's audit section and the audit log both say it
 * (and the log's action filter offers it): one table, so the two never disagree.
 */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'execution.cancel': 'Cancelled the run',
  'execution.replay': 'Replayed the run',
  'execution.reconcile': 'Repaired the run to agree with Temporal',
  'executions.cancel-many': 'Cancelled runs in bulk',
  'bulk-replay.start': 'Started a bulk replay',
  'bulk-replay.cancel': 'Stopped a bulk replay',
  'user.credits': 'Changed credits',
  'user.role': 'Changed a role',
  'user.sessions': 'Ended every session',
  'user.verification': 'Resent the verification email',
  'user.api-key-revoke': 'Revoked an API key',
  'user.api-key-limits': 'Changed an API key’s limits',
  'content.remove': 'Removed content',
  'snap.create': 'Created a snap',
  'snap.update': 'Changed a snap',
  'category.create': 'Created a category',
  'category.update': 'Renamed a category',
  'category.delete': 'Deleted a category',
  'categories.reorder': 'Reordered the categories',
  'error-group.resolve': 'Resolved an error group',
  'bundle.import': 'Imported a bundle',
  'workflow.import': 'Imported a workflow',
  'workflow.publish': 'Published a workflow',
  'workflow.restore': 'Restored a version into the draft',
  'workflow.delete': 'Deleted a workflow',
  'workflow.subsnap-update': 'Updated a sub-snap it uses',
};

/** What an entry's target is, before its id. */
export const AUDIT_TARGET_LABELS: Record<AuditTargetType, string> = {
  execution: 'Run',
  'bulk-replay': 'Bulk replay',
  user: 'User',
  content: 'Content',
  snap: 'Snap',
  category: 'Category',
  'error-group': 'Error group',
  bundle: 'Bundle',
  workflow: 'Workflow',
};
