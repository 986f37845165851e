import { z } from 'zod';
import { type AuditActor, recordAuditEvent } from '../domain/audit/audit-log';
import { apiKeyView, listApiKeys, revokeApiKey } from '../domain/api-keys/api-keys';
import { type Database } from '../domain/database';
import { type ApiKeyView } from '../contract/api-keys';
import { DomainError } from '../domain/errors';
import { User } from '../domain/models/user';

/** A user's keys as a manager sees them: 404 `user_not_found` for no such user. */
export async function userApiKeys(db: Database, userId: string): Promise<ApiKeyView[]> {
  const user = z.string().uuid().safeParse(userId).success
    ? await User.query(db).findById(userId).select('id')
    : undefined;
  if (!user) throw new DomainError('user_not_found');
  return listApiKeys(db, userId);
}

/**
 * A manager revokes anyone's key (a leaked key reported, an account abused): at once, audited on
 * its owner with the key's name and prefix, in the revocation's transaction.
 */
export async function revokeApiKeyAsManager(
  db: Database,
  actor: AuditActor,
  keyId: string,
): Promise<ApiKeyView> {
  return db.transaction(async (trx) => {
    const key = await revokeApiKey(trx, keyId, { userId: actor.id });
    await recordAuditEvent(trx, actor, {
      action: 'user.api-key-revoke',
      target: { type: 'user', id: key.user_id },
      reason: `Revoked the API key “${key.name}” (${key.prefix}…)`,
      details: { keyId: key.id, name: key.name, prefix: key.prefix, scope: key.scope },
    });
    return apiKeyView(key);
  });
}
