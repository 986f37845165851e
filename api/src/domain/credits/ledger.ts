import { type Knex } from 'knex';
import { type CreditKind } from '../../contract/billing';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { CreditAccount } from '../models/credit-account';
import { CreditEntry } from '../models/credit-entry';
import { CreditReservation } from '../models/credit-reservation';

export class InsufficientCreditsError extends DomainError {
  constructor(
    readonly requiredTokens: number,
    readonly currentTokens: number,
    /** More for the client to act on: a batch says how many of its runs the balance pays for. */
    more?: { message: string; details: Record<string, unknown> },
  ) {
    super(
      'insufficient_tokens',
      `This needs ${requiredTokens} tokens; you have ${currentTokens}.${more ? ` ${more.message}` : ''}`,
      { requiredTokens, currentTokens, ...more?.details },
    );
  }
}

/** One entry of the ledger, as the functions below answer it. */
export type LedgerEntry = CreditEntry;

interface Change {
  userId: string;
  kind: CreditKind;
  amount: number;
  idempotencyKey: string;
  executionId?: string;
  reason?: string;
  actorId?: string;
}

/**
 * The one way a balance changes: in one transaction, lock the account row, refuse to go below
 * zero, append the entry, store the new balance. An entry whose idempotency key already exists
 * is answered as it was, so a retried write changes nothing twice.
 */
async function applyChange(trx: Knex.Transaction, change: Change): Promise<LedgerEntry> {
  const byKey = () => CreditEntry.query(trx).findOne({ idempotency_key: change.idempotencyKey });
  const existing = await byKey();
  if (existing) return existing;

  await CreditAccount.query(trx).insert({ user_id: change.userId }).onConflict('user_id').ignore();
  const account = await CreditAccount.query(trx).findById(change.userId).forUpdate();
  // Another transaction may have written the same key while we waited for the lock.
  const raced = await byKey();
  if (raced) return raced;

  const balanceAfter = account!.balance + change.amount;
  if (balanceAfter < 0) throw new InsufficientCreditsError(-change.amount, account!.balance);
  const entry = await CreditEntry.query(trx)
    .insert({
      user_id: change.userId,
      kind: change.kind,
      amount: change.amount,
      balance_after: balanceAfter,
      idempotency_key: change.idempotencyKey,
      execution_id: change.executionId ?? null,
      reason: change.reason ?? null,
      actor_id: change.actorId ?? null,
    })
    .returning('*');
  await CreditAccount.query(trx)
    .patch({ balance: balanceAfter, updated_at: trx.fn.now() })
    .where({ user_id: change.userId });
  return entry;
}

/** The user's available balance (what is not held by a running execution). */
export async function getBalance(db: Database, userId: string): Promise<number> {
  const account = await CreditAccount.query(db).findById(userId);
  return account?.balance ?? 0;
}

/** Adds credits: a starting grant, a purchase or a subscription allowance. */
export function grantCredits(
  db: Database,
  grant: {
    userId: string;
    amount: number;
    kind?: Extract<CreditKind, 'grant' | 'purchase' | 'subscription'>;
    idempotencyKey: string;
    reason?: string;
  },
): Promise<LedgerEntry> {
  if (!Number.isInteger(grant.amount) || grant.amount <= 0) {
    throw new RangeError('A grant must be a positive whole number of credits');
  }
  return db.transaction((trx) => applyChange(trx, { ...grant, kind: grant.kind ?? 'grant' }));
}

/** A manager's correction, up or down, with the reason and who made it. Never below zero. */
export function adjustCredits(
  db: Database,
  adjustment: {
    userId: string;
    amount: number;
    reason: string;
    actorId?: string;
    idempotencyKey?: string;
  },
): Promise<LedgerEntry> {
  if (!Number.isInteger(adjustment.amount) || adjustment.amount === 0) {
    throw new RangeError('An adjustment must be a non-zero whole number of credits');
  }
  return db.transaction((trx) =>
    applyChange(trx, {
      ...adjustment,
      kind: 'adjust',
      idempotencyKey: adjustment.idempotencyKey ?? `adjust:${crypto.randomUUID()}`,
    }),
  );
}

/**
 * Holds `amount` credits for one execution. Throws InsufficientCreditsError when the balance is
 * short. Idempotent per execution.
 */
export function reserveCredits(
  db: Database,
  reservation: { userId: string; executionId: string; amount: number },
): Promise<LedgerEntry> {
  return db.transaction(async (trx) => {
    const entry = await applyChange(trx, {
      userId: reservation.userId,
      kind: 'reserve',
      amount: -reservation.amount,
      idempotencyKey: `${reservation.executionId}:reserve`,
      executionId: reservation.executionId,
    });
    await CreditReservation.query(trx)
      .insert({
        execution_id: reservation.executionId,
        user_id: reservation.userId,
        amount: reservation.amount,
      })
      .onConflict('execution_id')
      .ignore();
    return entry;
  });
}

/** Ends a held reservation: `commit` charges it for good, `release` gives it back. Idempotent. */
export function settleReservation(
  db: Database,
  executionId: string,
  outcome: 'commit' | 'release',
): Promise<LedgerEntry | undefined> {
  const idempotencyKey = `${executionId}:settle`;
  return db.transaction(async (trx) => {
    const reservation = await CreditReservation.query(trx).findById(executionId).forUpdate();
    if (!reservation) return undefined;
    if (reservation.status !== 'held') {
      return CreditEntry.query(trx).findOne({ idempotency_key: idempotencyKey });
    }
    const entry = await applyChange(trx, {
      userId: reservation.user_id,
      kind: outcome,
      amount: outcome === 'release' ? reservation.amount : 0,
      idempotencyKey,
      executionId,
    });
    await CreditReservation.query(trx)
      .patch({
        status: outcome === 'commit' ? 'committed' : 'released',
        settled_at: trx.fn.now(),
      })
      .where({ execution_id: executionId });
    return entry;
  });
}
