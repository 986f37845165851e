import { type AuditActor, recordAuditEvent } from '../domain/audit/audit-log';
import { ContentNotFoundError } from '../domain/content/content-items';
import { lockContent, markContentRemoved } from '../domain/content/content-moderation';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { isUuid } from '../domain/ids';
import { findUserById } from '../domain/users/user-accounts';

/**
 * A manager takes a creator's content out of their library, with the reason the item and the
 * audit log keep (`content.remove`, target `content`), in one transaction. A soft removal: the
 * row stays, marked, so the audit entry still opens it, the feedback on it keeps its link and its
 * images are kept for the record; the creator's reads never see it again (the model's `ownedBy`).
 * The row is locked first, so two managers removing it at once record one removal: the second
 * answers 409 `content_already_removed`.
 */
export async function removeContent(
  db: Database,
  removal: { contentId: string; reason: string; actor: AuditActor },
): Promise<void> {
  if (!isUuid(removal.contentId)) throw new ContentNotFoundError();
  await db.transaction(async (trx) => {
    const content = await lockContent(trx, removal.contentId);
    if (!content) throw new ContentNotFoundError();
    if (content.removed_at) throw new DomainError('content_already_removed');
    await markContentRemoved(trx, content.id, {
      by: removal.actor.id,
      reason: removal.reason,
    });
    const creator = content.user_id ? await findUserById(trx, content.user_id) : undefined;
    await recordAuditEvent(trx, removal.actor, {
      action: 'content.remove',
      target: { type: 'content', id: content.id },
      reason: removal.reason,
      details: {
        name: content.name,
        creatorId: content.user_id,
        creatorEmail: creator?.email ?? null,
      },
    });
  });
}
