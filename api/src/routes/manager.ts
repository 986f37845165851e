import Router from '@koa/router';
import { managerUsersApi } from '../contract/routes/manager-users';
import { listTransactions, toCreditTransaction } from '../domain/credits/transactions';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { managerStats, RECENT_ACTIVITY_LIMIT, recentRuns } from '../domain/users/user-activity';
import { findManagedUser, listUsers } from '../domain/users/user-list';
import { auditActor } from '../http/audit-actor';
import { mountRoute } from '../http/mount-route';
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
 * Users & Credits, manager-only (contract/routes/manager-users.ts): 401 signed out, 403
 * otherwise. Transaction History has its own router (manager-transactions.ts).
 */
export function managerRoutes(deps: ManagerDeps): Router {
  const router = new Router();

  mountRoute(router, managerUsersApi.list, async ({ query: { search, ...query } }) => ({
    ...(await listUsers(deps.db, { ...query, q: query.q ?? search })),
    page: query.page,
    limit: query.limit,
  }));

  mountRoute(router, managerUsersApi.stats, () => managerStats(deps.db));

  /** The drawer: the user's row, latest ledger entries and latest runs. */
  mountRoute(router, managerUsersApi.get, async ({ params }) => {
    const { id } = await targetUser(deps.db, params.id);
    const [user, transactions, runs] = await Promise.all([
      findManagedUser(deps.db, id),
      listTransactions(deps.db, { userId: id, page: 1, limit: RECENT_ACTIVITY_LIMIT }),
      recentRuns(deps.db, id),
    ]);
    if (!user) throw new DomainError('user_not_found');
    return { user, transactions: transactions.transactions, runs };
  });

  mountRoute(
    router,
    managerUsersApi.changeRole,
    async ({ params, body: { role, reason }, ctx }) => {
      await changeUserRole(deps.db, { userId: params.id, role, reason, actor: auditActor(ctx) });
      return findManagedUser(deps.db, params.id);
    },
  );

  mountRoute(router, managerUsersApi.endSessions, async ({ params, body: { reason }, ctx }) => {
    const ended = await endUserSessions(deps.db, {
      userId: params.id,
      reason,
      actor: auditActor(ctx),
    });
    return { ended };
  });

  mountRoute(router, managerUsersApi.resendVerification, async ({ params, ctx }) => {
    const user = await recordVerificationResent(deps.db, {
      userId: params.id,
      actor: auditActor(ctx),
    });
    await sendVerificationMail({ ...deps, publicUrl: deps.auth.publicUrl }, user, ctx.state.log);
    return { message: `Verification email sent to ${user.email}.` };
  });

  /** A grant (positive) or correction (negative) of a user's balance, with the reason and who. */
  mountRoute(router, managerUsersApi.adjustCredits, async ({ params, body, ctx }) => {
    const entry = await adjustUserCredits(deps.db, {
      userId: params.id,
      amount: body.amount,
      reason: body.reason,
      actor: auditActor(ctx),
    });
    return { credits: entry.balance_after, transaction: toCreditTransaction(entry) };
  });

  return router;
}
