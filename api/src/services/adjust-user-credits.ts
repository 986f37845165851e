import {
  adjustCredits,
  InsufficientCreditsError,
  type LedgerEntry,
} from '../domain/credits/ledger';
import { type AuditActor, recordAuditEvent } from '../domain/audit/audit-log';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { isUuid } from '../domain/ids';
import { findUserById } from '../domain/users/user-accounts';

/**
 * A manager's grant (positive) or correction (negative) of a user's balance, with the reason and
 * who made it, written to the audit log in the same transaction. Never below zero: that answers
 * balance_too_low (409), not insufficient_tokens (402), which would open the manager's own
 * insufficient-tokens dialog.
 */
export async function adjustUserCredits(
  db: Database,
  adjustment: { userId: string; amount: number; reason: string; actor: AuditActor },
): Promise<LedgerEntry> {
  const user = isUuid(adjustment.userId) ? await findUserById(db, adjustment.userId) : undefined;
  if (!user) throw new DomainError('user_not_found');
  const { actor, ...change } = adjustment;
  try {
    return await db.transaction(async (trx) => {
      const entry = await adjustCredits(trx, { ...change, actorId: actor.id });
      await recordAuditEvent(trx, actor, {
        action: 'user.credits',
        target: { type: 'user', id: user.id },
        reason: change.reason,
        details: { amount: change.amount, balanceAfter: entry.balance_after, email: user.email },
      });
      return entry;
    });
  } catch (error) {
    if (error instanceof InsufficientCreditsError) {
      throw new DomainError(
        'balance_too_low',
        `The balance is ${error.currentTokens}; it cannot go below zero.`,
      );
    }
    throw error;
  }
}
