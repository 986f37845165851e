import { z } from 'zod';
import { type AuditActor, recordAuditEvent } from '../domain/audit/audit-log';
import { apiKeyView, listApiKeys, revokeApiKey } from '../domain/api-keys/api-keys';
import { type Database } from '../domain/database';
import { type ApiKeyLimits, type ApiKeyView } from '../contract/api-keys';
import { ApiKey } from '../domain/models/api-key';
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

/**
 * A manager sets a key's limits (a business that needs more, a key that floods): applied from
 * its next request, audited on its owner with the limits before and after.
 */
export async function setApiKeyLimits(
  db: Database,
  actor: AuditActor,
  keyId: string,
  limits: ApiKeyLimits,
): Promise<ApiKeyView> {
  if (!z.string().uuid().safeParse(keyId).success) throw new DomainError('api_key_not_found');
  return db.transaction(async (trx) => {
    const key = await ApiKey.query(trx).findById(keyId).forUpdate();
    if (!key) throw new DomainError('api_key_not_found');
    const updated = await ApiKey.query(trx).patchAndFetchById(keyId, {
      requests_per_minute: limits.requestsPerMinute ?? key.requests_per_minute,
      runs_in_flight: limits.runsInFlight ?? key.runs_in_flight,
    });
    await recordAuditEvent(trx, actor, {
      action: 'user.api-key-limits',
      target: { type: 'user', id: key.user_id },
      reason: `Set the limits of the API key “${key.name}” (${key.prefix}…) to ${updated.requests_per_minute} requests a minute and ${updated.runs_in_flight} runs in flight`,
      details: {
        keyId: key.id,
        from: { requestsPerMinute: key.requests_per_minute, runsInFlight: key.runs_in_flight },
        to: {
          requestsPerMinute: updated.requests_per_minute,
          runsInFlight: updated.runs_in_flight,
        },
      },
    });
    return apiKeyView(updated);
  });
}
