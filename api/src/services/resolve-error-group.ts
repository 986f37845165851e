import { DEFAULT_RESOLVE_REASON } from '../contract/manager-error-logs';
import { type AuditActor, recordAuditEvent } from '../domain/audit/audit-log';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { isUuid } from '../domain/ids';
import { lockErrorGroup, markGroupResolved } from '../domain/error-logs/error-groups';

/**
 * A manager marks a kind of error resolved, audited (`error-group.resolve`) in the same
 * transaction. Resolving a group that is already resolved changes nothing and writes no second
 * entry. The next occurrence opens it again (see recordError).
 */
export async function resolveErrorGroup(
  db: Database,
  request: { groupId: string; reason?: string; actor: AuditActor },
): Promise<void> {
  if (!isUuid(request.groupId)) throw new DomainError('error_group_not_found');
  await db.transaction(async (trx) => {
    const group = await lockErrorGroup(trx, request.groupId);
    if (!group) throw new DomainError('error_group_not_found');
    if (group.resolved_at) return;
    await markGroupResolved(trx, group.id, request.actor.id);
    await recordAuditEvent(trx, request.actor, {
      action: 'error-group.resolve',
      target: { type: 'error-group', id: group.id },
      reason: request.reason || DEFAULT_RESOLVE_REASON,
      details: { source: group.source, code: group.code, route: group.route, count: group.count },
    });
  });
}
