import { createHash, randomBytes } from 'node:crypto';
import { clock } from '../../platform/clock';
import { type Database } from '../database';
import { AuthToken, type TokenPurpose } from '../models/auth-token';

/** How long a mailed link works. */
export const TOKEN_LIFETIMES_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new single-use token for a mailed link. Only its SHA-256 is stored, so a leaked database
 * does not leak working links.
 */
export async function issueToken(
  db: Database,
  userId: string,
  purpose: TokenPurpose,
  now = clock.now(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await AuthToken.query(db).insert({
    token_hash: hash(token),
    user_id: userId,
    purpose,
    expires_at: new Date(now.getTime() + TOKEN_LIFETIMES_MS[purpose]),
  });
  return token;
}

/**
 * Uses a token up: answers its user id once, and never again. Expired, reused, unknown or
 * wrong-purpose tokens answer undefined. The update is atomic, so two clicks race safely.
 */
export async function consumeToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
): Promise<string | undefined> {
  // One statement, so that of two clicks racing only one gets the row back.
  const [used] = await AuthToken.query(db)
    .patch({ used_at: db.fn.now() })
    .where({ token_hash: hash(token), purpose })
    .whereNull('used_at')
    .where('expires_at', '>', clock.now())
    .returning('user_id');
  return used?.user_id;
}

/**
 * Whose token this is, used or expired alike: a link clicked again after it worked is told
 * apart from a link that never did.
 */
export async function tokenOwner(
  db: Database,
  token: string,
  purpose: TokenPurpose,
): Promise<string | undefined> {
  const row = await AuthToken.query(db).findOne({ token_hash: hash(token), purpose });
  return row?.user_id;
}

/** Ends every other outstanding token of this purpose (a new reset link voids the old ones). */
export async function revokeTokens(
  db: Database,
  userId: string,
  purpose: TokenPurpose,
): Promise<void> {
  await AuthToken.query(db)
    .patch({ used_at: db.fn.now() })
    .where({ user_id: userId, purpose })
    .whereNull('used_at');
}
