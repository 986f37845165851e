import Router from '@koa/router';
import { z } from 'zod';
import { requireManager } from '../auth/current-user';
import { creditKindSchema, managerCreditRequestSchema } from '../contract/billing';
import { listTransactions, toCreditTransaction } from '../domain/credits/transactions';
import { type Database } from '../domain/database';
import { listUsers } from '../domain/users/user-list';
import { auditActor } from '../http/audit-actor';
import { adjustUserCredits } from '../services/adjust-user-credits';
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
    const query = listQuery.parse(ctx.query);
    ctx.body = { ...(await listUsers(deps.db, query)), page: query.page, limit: query.limit };
  });

  router.get('/transactions', requireManager, async (ctx) => {
    const filter = transactionsQuery.parse(ctx.query);
    ctx.body = await listTransactions(deps.db, { ...filter, withUserEmail: true });
  });

  /** A grant (positive) or correction (negative) of a user's balance, with the reason and who. */
  router.post('/users/:id/credits', requireManager, async (ctx) => {
    const { amount, reason } = managerCreditRequestSchema.parse(ctx.request.body ?? {});
    const entry = await adjustUserCredits(deps.db, {
      userId: ctx.params.id!,
      amount,
      reason,
      actor: auditActor(ctx),
    });
    ctx.status = 201;
    ctx.body = { credits: entry.balance_after, transaction: toCreditTransaction(entry) };
  });

  return router;
}
