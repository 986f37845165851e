import { type Middleware } from 'koa';
import { isApiKeyPath } from '../auth/api-key-auth';
import {
  type Claim,
  claimIdempotencyKey,
  readIdempotencyKey,
  recordIdempotentAnswer,
  releaseIdempotencyKey,
  requestFingerprint,
} from '../domain/api-keys/idempotency-keys';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { type IdempotencyKey } from '../domain/models/idempotency-key';
import { toErrorResponse } from './error-middleware';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Printable ASCII without spaces, as Stripe takes it (a UUID fits). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How long a retry waits for a concurrent first request's answer before 409 in use. */
const WAIT_FOR_FIRST_MS = 30_000;
const POLL_MS = 50;

/**
 * Stripe's idempotency on the `/v1` POSTs: with an `Idempotency-Key` header, the first request
 * with that key runs and its answer is kept; a retry with the same key and the same method, path
 * and body gets that answer again (`Idempotent-Replayed: true`) for 24 hours, without running
 * again; the same key with another request is 409 `idempotency_key_reused`. Requests racing with
 * one key: one runs, the others wait for its answer and replay it. Only answers the handler gave
 * are kept (a success, or a refusal such as `insufficient_tokens`); a request refused before it
 * (its body invalid) or failing with a server error lets the key go, so a retry runs.
 */
export function idempotentRequests(db: Database): Middleware {
  return async (ctx, next) => {
    const key = ctx.get(IDEMPOTENCY_HEADER);
    const user = ctx.state.user;
    if (ctx.method !== 'POST' || !isApiKeyPath(ctx.path) || !key || !ctx.state.apiKey || !user) {
      return next();
    }
    if (!KEY_PATTERN.test(key)) throw new DomainError('idempotency_key_invalid');
    const fingerprint = requestFingerprint(ctx.method, ctx.path, ctx.request.body);
    const claim = await claimIdempotencyKey(db, user.id, key, fingerprint);
    if (!claim.first) {
      const earlier = await answered(db, claim);
      if (earlier.fingerprint !== fingerprint) throw new DomainError('idempotency_key_reused');
      if (earlier.status === null) throw new DomainError('idempotency_key_in_use');
      ctx.status = earlier.status;
      ctx.body = earlier.body;
      ctx.set('Idempotent-Replayed', 'true');
      return;
    }
    try {
      await next();
    } catch (error) {
      if (error instanceof DomainError) {
        await recordIdempotentAnswer(db, user.id, key, toErrorResponse(error));
      } else await releaseIdempotencyKey(db, user.id, key);
      throw error;
    }
    if (ctx.status >= 200 && ctx.status < 300) {
      await recordIdempotentAnswer(db, user.id, key, { status: ctx.status, body: ctx.body });
    } else await releaseIdempotencyKey(db, user.id, key);
  };
}

/** The earlier request's row once it has an answer, or as it is after waiting for one. */
async function answered(
  db: Database,
  claim: Extract<Claim, { first: false }>,
): Promise<IdempotencyKey> {
  let row = claim.earlier;
  for (let waited = 0; row.status === null && waited < WAIT_FOR_FIRST_MS; waited += POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const now = await readIdempotencyKey(db, row.user_id, row.key);
    // Let go meanwhile (the first failed before answering): this one is in progress as far as
    // the caller can tell; their retry will claim it.
    if (!now) return row;
    row = now;
  }
  return row;
}
