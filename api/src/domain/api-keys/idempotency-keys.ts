import { createHash } from 'node:crypto';
import { clock } from '../../platform/clock';
import { type Database } from '../database';
import { IdempotencyKey } from '../models/idempotency-key';

/** How long an answer is replayed: Stripe's 24 hours. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** A request's fingerprint: its method, path and body, so a key reused for another is caught. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/** What a request's key found: it is the first (go on), or an earlier request's row. */
export type Claim = { first: true } | { first: false; earlier: IdempotencyKey };

/**
 * Claims `key` for this request: a new row in progress, unless a live one exists (an expired one
 * is taken over). Two requests racing with one key: the primary key lets exactly one in.
 */
export async function claimIdempotencyKey(
  db: Database,
  userId: string,
  key: string,
  fingerprint: string,
): Promise<Claim> {
  const inserted = await IdempotencyKey.query(db)
    .insert({ user_id: userId, key, fingerprint, status: null, body: null })
    .onConflict(['user_id', 'key'])
    .ignore()
    .returning('*');
  // Objection answers the object it was given even when the row was ignored: only a row Postgres
  // wrote has its own `created_at`.
  if (inserted?.created_at) return { first: true };
  const earlier = await IdempotencyKey.query(db).findById([userId, key]);
  const expired = earlier && clock.nowMs() - earlier.created_at.getTime() > IDEMPOTENCY_TTL_MS;
  if (!earlier || expired) {
    // Gone meanwhile (its request failed and let it go), or past its 24 hours: taken over. Only
    // on a conflict, so a first use costs one statement.
    if (expired) {
      await IdempotencyKey.query(db)
        .delete()
        .where({ user_id: userId, key })
        .where('created_at', '<=', earlier.created_at);
    }
    return claimIdempotencyKey(db, userId, key, fingerprint);
  }
  return { first: false, earlier };
}

/** Keeps the answer of the request that claimed the key, to replay. */
export async function recordIdempotentAnswer(
  db: Database,
  userId: string,
  key: string,
  answer: { status: number; body: unknown },
): Promise<void> {
  await IdempotencyKey.query(db)
    .findById([userId, key])
    .patch({ status: answer.status, body: answer.body as object });
}

/** Lets the key go when its request ended before its handler answered (a retry may use it). */
export async function releaseIdempotencyKey(
  db: Database,
  userId: string,
  key: string,
): Promise<void> {
  await IdempotencyKey.query(db).deleteById([userId, key]);
}

/** The row as it is now (a concurrent request's answer, once it has one). */
export async function readIdempotencyKey(
  db: Database,
  userId: string,
  key: string,
): Promise<IdempotencyKey | undefined> {
  return IdempotencyKey.query(db).findById([userId, key]);
}
