import {
  adjustCredits,
  InsufficientCreditsError,
  type LedgerEntry,
} from '../domain/credits/ledger';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { isUuid } from '../domain/ids';
import { findUserById } from '../domain/users/user-accounts';

/**
 * A manager's grant (positive) or correction (negative) of a user's balance, with the reason and
 * who made it. Never below zero: that answers balance_too_low (409), not insufficient_tokens (402),
 * which would open the manager's own insufficient-tokens dialog.
 */
export async function adjustUserCredits(
  db: Database,
  adjustment: { userId: string; amount: number; reason: string; actorId: string },
): Promise<LedgerEntry> {
  const user = isUuid(adjustment.userId) ? await findUserById(db, adjustment.userId) : undefined;
  if (!user) throw new DomainError('user_not_found');
  try {
    return await adjustCredits(db, adjustment);
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
