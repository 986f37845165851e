import Router from '@koa/router';
import { z } from 'zod';
import { requireManager } from '../auth/current-user';
import {
  creditKindSchema,
  type CreditTransaction,
  managerCreditRequestSchema,
} from '../contract/billing';
import {
  adjustCredits,
  InsufficientCreditsError,
  type LedgerEntry,
} from '../domain/credits/ledger';
import { listTransactions } from '../domain/credits/transactions';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { isUuid } from '../domain/ids';
import { findUserById } from '../domain/users/user-accounts';
import { pageQuery } from './credit-transactions';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().optional(),
});

const transactionsQuery = pageQuery.extend({
  userId: z.string().uuid().optional(),
  kind: creditKindSchema.optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
});

/** Manager-only calls: every route is behind requireManager (403 for anyone else). */
export function managerRoutes(deps: { db: Database }): Router {
  const router = new Router({ prefix: '/api/manager' });

  router.get('/users', requireManager, async (ctx) => {
    const { page, limit, search } = listQuery.parse(ctx.query);
    const query = deps
      .db('users')
      .leftJoin('credit_accounts', 'credit_accounts.user_id', 'users.id')
      .modify((q) => {
        if (search) q.whereILike('users.email', `%${search.replace(/[%_\\]/g, '\\$&')}%`);
      });
    const total = await query.clone().count<{ count: string }>('* as count').first();
    const rows = await query
      .select(
        'users.id',
        'users.email',
        'users.first_name',
        'users.last_name',
        'users.role',
        'users.email_verified_at',
        'users.created_at',
      )
      .select(deps.db.raw('coalesce(credit_accounts.balance, 0)::int as credits'))
      .orderBy('users.created_at', 'desc')
      .limit(limit)
      .offset((page - 1) * limit);
    ctx.body = {
      users: rows.map((u: Record<string, never>) => ({
        id: u.id,
        email: u.email,
        firstName: u.first_name,
        lastName: u.last_name,
        role: u.role,
        emailVerified: u.email_verified_at !== null,
        credits: u.credits,
        createdAt: u.created_at,
      })),
      total: Number(total?.count ?? 0),
      page,
      limit,
    };
  });

  router.get('/transactions', requireManager, async (ctx) => {
    const filter = transactionsQuery.parse(ctx.query);
    ctx.body = await listTransactions(deps.db, { ...filter, withUserEmail: true });
  });

  /** A grant (positive) or correction (negative) of a user's balance, with the reason and who. */
  router.post('/users/:id/credits', requireManager, async (ctx) => {
    const userId = ctx.params.id!;
    const user = isUuid(userId) ? await findUserById(deps.db, userId) : undefined;
    if (!user) throw new DomainError('user_not_found');
    const { amount, reason } = managerCreditRequestSchema.parse(ctx.request.body ?? {});
    let entry: LedgerEntry;
    try {
      entry = await adjustCredits(deps.db, { userId, amount, reason, actorId: ctx.state.user.id });
    } catch (error) {
      // Not a 402: that would open the manager's own insufficient-tokens dialog.
      if (error instanceof InsufficientCreditsError) {
        throw new DomainError(
          'balance_too_low',
          `The balance is ${error.currentTokens}; it cannot go below zero.`,
        );
      }
      throw error;
    }
    ctx.status = 201;
    ctx.body = {
      credits: entry.balance_after,
      transaction: {
        id: String(entry.id),
        kind: entry.kind,
        amount: entry.amount,
        balanceAfter: entry.balance_after,
        reason: entry.reason,
        execution: null,
        createdAt: entry.created_at.toISOString(),
      } satisfies CreditTransaction,
    };
  });

  return router;
}
