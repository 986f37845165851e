import { createHash, randomInt } from 'node:crypto';
import { z } from 'zod';
import {
  API_KEY_PATTERN,
  type ApiKeyView,
  type CreateApiKey,
  type CreatedApiKey,
} from '../../contract/api-keys';
import { clock } from '../../platform/clock';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { ApiKey } from '../models/api-key';
import { type User } from '../models/user';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_LENGTH = 32;
/** How many of a key's characters are kept to show: `sk_live_` and four more. */
const PREFIX_LENGTH = 12;
/** `last_used_at` is written at most this often per key: a read must not write every time. */
const LAST_USED_EVERY_MS = 60_000;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new key: `sk_live_` and 32 letters and digits from the system's CSPRNG (190 bits). */
function newSecret(): string {
  let secret = 'sk_live_';
  for (let i = 0; i < SECRET_LENGTH; i++) secret += ALPHABET[randomInt(ALPHABET.length)];
  return secret;
}

export const apiKeyView = (key: ApiKey): ApiKeyView => ({
  id: key.id,
  name: key.name,
  scope: key.scope,
  prefix: key.prefix,
  createdAt: key.created_at.toISOString(),
  lastUsedAt: key.last_used_at?.toISOString() ?? null,
  revokedAt: key.revoked_at?.toISOString() ?? null,
  requestsPerMinute: key.requests_per_minute,
  runsInFlight: key.runs_in_flight,
});

/** Makes a key for `userId`; the answer holds its secret, which is never readable again. */
export async function createApiKey(
  db: Database,
  userId: string,
  fields: CreateApiKey,
): Promise<CreatedApiKey> {
  const secret = newSecret();
  const key = await ApiKey.query(db)
    .insert({
      user_id: userId,
      name: fields.name,
      scope: fields.scope,
      prefix: secret.slice(0, PREFIX_LENGTH),
      secret_hash: hashOf(secret),
    })
    .returning('*');
  return { key: apiKeyView(key), secret };
}

/** A user's keys, newest first, revoked ones too (marked). */
export async function listApiKeys(db: Database, userId: string): Promise<ApiKeyView[]> {
  const keys = await ApiKey.query(db).where({ user_id: userId }).orderBy('created_at', 'desc');
  return keys.map(apiKeyView);
}

/**
 * Revokes a key at once: the next request with it is refused. `ownerId` limits it to the
 * owner's own keys (a manager passes none); another's key, or none, is 404 `api_key_not_found`.
 * Revoking twice keeps the first revocation. Answers the key as it now is.
 */
export async function revokeApiKey(
  db: Database,
  id: string,
  by: { userId: string; ownerId?: string },
): Promise<ApiKey> {
  if (!z.string().uuid().safeParse(id).success) throw new DomainError('api_key_not_found');
  const query = ApiKey.query(db).findById(id);
  if (by.ownerId) query.where({ user_id: by.ownerId });
  const key = await query;
  if (!key) throw new DomainError('api_key_not_found');
  if (key.revoked_at) return key;
  return ApiKey.query(db).patchAndFetchById(id, { revoked_at: clock.now(), revoked_by: by.userId });
}

/**
 * The key and its owner for a request's `Authorization: Bearer …`, or undefined when there is
 * none that works (malformed, unknown, revoked, or its owner gone): the caller answers 401.
 * Found by the hash of what was sent, so no secret is ever compared character by character.
 */
export async function authenticateApiKey(
  db: Database,
  secret: string,
): Promise<{ key: ApiKey; user: User } | undefined> {
  if (!API_KEY_PATTERN.test(secret)) return undefined;
  // The key and its owner in one round trip: every `/v1` request pays it.
  const key = await ApiKey.query(db)
    .findOne({ 'api_keys.secret_hash': hashOf(secret) })
    .whereNull('api_keys.revoked_at')
    .withGraphJoined('owner');
  const user = key?.owner;
  if (!key || !user) return undefined;
  const now = clock.now();
  if (!key.last_used_at || now.getTime() - key.last_used_at.getTime() > LAST_USED_EVERY_MS) {
    await ApiKey.query(db).findById(key.id).patch({ last_used_at: now });
  }
  return { key, user };
}
