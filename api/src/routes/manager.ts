import Router from '@koa/router';
import { requireManager } from '../auth/current-user';
import { managerCreditRequestSchema } from '../contract/billing';
import {
  endSessionsRequestSchema,
  managerUserListQuerySchema,
  roleChangeRequestSchema,
  type EndSessionsResponse,
  type ManagedUserDetail,
  type ManagerStats,
  type ManagerUserList,
} from '../contract/manager-users';
import { listTransactions, toCreditTransaction } from '../domain/credits/transactions';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { managerStats, RECENT_ACTIVITY_LIMIT, recentRuns } from '../domain/users/user-activity';
import { findManagedUser, listUsers } from '../domain/users/user-list';
import { auditActor } from '../http/audit-actor';
import { sendVerificationMail } from '../mail/send-verification';
import { type Mailer } from '../mail/mailer';
import { adjustUserCredits } from '../services/adjust-user-credits';
import {
  changeUserRole,
  endUserSessions,
  recordVerificationResent,
  targetUser,
} from '../services/manage-user-account';

export interface ManagerDeps {
  db: Database;
  mailer: Mailer;
  auth: { publicUrl: string };
}

/**
 * Users & Credits, manager-only: every route is behind requireManager (401 signed out, 403
 * otherwise). Transaction History has its own router (manager-transactions.ts).
 */
export function managerRoutes(deps: ManagerDeps): Router {
  const router = new Router({ prefix: '/api/manager' });

  router.get('/users', requireManager, async (ctx) => {
    const { search, ...query } = managerUserListQuerySchema.parse(ctx.query);
    const filter = { ...query, q: query.q ?? search };
    ctx.body = {
      ...(await listUsers(deps.db, filter)),
      page: query.page,
      limit: query.limit,
    } satisfies ManagerUserList;
  });

  router.get('/stats', requireManager, async (ctx) => {
    ctx.body = (await managerStats(deps.db)) satisfies ManagerStats;
  });

  /** The drawer: the user's row, latest ledger entries and latest runs. */
  router.get('/users/:id', requireManager, async (ctx) => {
    const { id } = await targetUser(deps.db, ctx.params.id!);
    const [user, transactions, runs] = await Promise.all([
      findManagedUser(deps.db, id),
      listTransactions(deps.db, { userId: id, page: 1, limit: RECENT_ACTIVITY_LIMIT }),
      recentRuns(deps.db, id),
    ]);
    if (!user) throw new DomainError('user_not_found');
    ctx.body = {
      user,
      transactions: transactions.transactions,
      runs,
    } satisfies ManagedUserDetail;
  });

  router.patch('/users/:id/role', requireManager, async (ctx) => {
    const { role, reason } = roleChangeRequestSchema.parse(ctx.request.body ?? {});
    await changeUserRole(deps.db, { userId: ctx.params.id!, role, reason, actor: auditActor(ctx) });
    ctx.body = await findManagedUser(deps.db, ctx.params.id!);
  });

  router.delete('/users/:id/sessions', requireManager, async (ctx) => {
    const { reason } = endSessionsRequestSchema.parse(ctx.request.body ?? {});
    const ended = await endUserSessions(deps.db, {
      userId: ctx.params.id!,
      reason,
      actor: auditActor(ctx),
    });
    ctx.body = { ended } satisfies EndSessionsResponse;
  });

  router.post('/users/:id/resend-verification', requireManager, async (ctx) => {
    const user = await recordVerificationResent(deps.db, {
      userId: ctx.params.id!,
      actor: auditActor(ctx),
    });
    await sendVerificationMail({ ...deps, publicUrl: deps.auth.publicUrl }, user, ctx.state.log);
    ctx.body = { message: `Verification email sent to ${user.email}.` };
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
