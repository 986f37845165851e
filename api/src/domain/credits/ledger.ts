import { type Knex } from 'knex';
import { type Database } from '../database';
import { DomainError } from '../errors';

export type CreditKind =
  'grant' | 'purchase' | 'subscription' | 'reserve' | 'commit' | 'release' | 'adjust';

export class InsufficientCreditsError extends DomainError {
  constructor(
    readonly requiredTokens: number,
    readonly currentTokens: number,
  ) {
    super(
      'insufficient_tokens',
      `This needs ${requiredTokens} tokens; you have ${currentTokens}.`,
      {
        requiredTokens,
        currentTokens,
      },
    );
  }
}

export interface LedgerEntry {
  id: string;
  user_id: string;
  kind: CreditKind;
  amount: number;
  balance_after: number;
  idempotency_key: string;
  execution_id: string | null;
  reason: string | null;
  actor_id: string | null;
  created_at: Date;
}

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
  const existing = await trx<LedgerEntry>('credit_entries')
    .where({ idempotency_key: change.idempotencyKey })
    .first();
  if (existing) return existing;

  await trx('credit_accounts').insert({ user_id: change.userId }).onConflict('user_id').ignore();
  const account = await trx('credit_accounts')
    .where({ user_id: change.userId })
    .forUpdate()
    .first<{ balance: number }>();
  // Another transaction may have written the same key while we waited for the lock.
  const raced = await trx<LedgerEntry>('credit_entries')
    .where({ idempotency_key: change.idempotencyKey })
    .first();
  if (raced) return raced;

  const balanceAfter = account!.balance + change.amount;
  if (balanceAfter < 0) throw new InsufficientCreditsError(-change.amount, account!.balance);
  const [entry] = await trx<LedgerEntry>('credit_entries')
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
  await trx('credit_accounts')
    .where({ user_id: change.userId })
    .update({ balance: balanceAfter, updated_at: trx.fn.now() });
  return entry!;
}

/** The user's available balance (what is not held by a running execution). */
export async function getBalance(db: Database, userId: string): Promise<number> {
  const row = await db('credit_accounts').where({ user_id: userId }).first<{ balance: number }>();
  return row?.balance ?? 0;
}

/** Adds credits: a starting grant, a purchase or a subscription allowance. */
export function grantCredits(
  db: Database,
  grant: {
    userId: string;
    amount: number;
    kind?: 'grant' | 'purchase' | 'subscription';
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
    await trx('credit_reservations')
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
  return db.transaction(async (trx) => {
    const reservation = await trx('credit_reservations')
      .where({ execution_id: executionId })
      .forUpdate()
      .first<{ user_id: string; amount: number; status: string }>();
    if (!reservation) return undefined;
    if (reservation.status !== 'held') {
      return trx<LedgerEntry>('credit_entries')
        .where({ idempotency_key: `${executionId}:settle` })
        .first();
    }
    const entry = await applyChange(trx, {
      userId: reservation.user_id,
      kind: outcome,
      amount: outcome === 'release' ? reservation.amount : 0,
      idempotencyKey: `${executionId}:settle`,
      executionId,
    });
    await trx('credit_reservations')
      .where({ execution_id: executionId })
      .update({
        status: outcome === 'commit' ? 'committed' : 'released',
        settled_at: trx.fn.now(),
      });
    return entry;
  });
}
