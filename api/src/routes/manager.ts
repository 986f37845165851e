import Router from '@koa/router';
import { z } from 'zod';
import { requireManager } from '../auth/current-user';
import { type Database } from '../domain/database';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().optional(),
});

/** Manager-only calls. Every route here is behind requireManager (403 for anyone else). */
export function managerRoutes(deps: { db: Database }): Router {
  const router = new Router({ prefix: '/api/manager' });
  router.use(requireManager);

  router.get('/users', async (ctx) => {
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

  return router;
}
