import { type User as UserView } from '../../contract/auth';
import { type Database } from '../database';
import { User } from '../models/user';
import { toUserView } from './user-view';

/** A user as the managers' list shows them, with their balance. */
export interface ManagedUser extends UserView {
  credits: number;
  createdAt: Date;
}

/** One page of every user, newest first; `search` matches part of the email, any letter case. */
export async function listUsers(
  db: Database,
  query: { page: number; limit: number; search?: string },
): Promise<{ users: ManagedUser[]; total: number }> {
  const users = User.query(db).modify((q) => {
    // The search is literal: LIKE's own wildcards in it match only themselves.
    if (query.search) q.whereILike('users.email', `%${query.search.replace(/[%_\\]/g, '\\$&')}%`);
  });
  const total = await users.clone().resultSize();
  const rows = await users
    .leftJoinRelated('creditAccount')
    .select(
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.role',
      'users.email_verified_at',
      'users.created_at',
      db.raw('coalesce("creditAccount".balance, 0)::int as credits'),
    )
    .orderBy('users.created_at', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .castTo<Array<User & { credits: number }>>();
  return {
    users: rows.map((user) => ({
      ...toUserView(user),
      credits: user.credits,
      createdAt: user.created_at,
    })),
    total,
  };
}
