import { type ManagedUser, type ManagerUserListQuery, NO_PLAN } from '../../contract/manager-users';
import { containsPattern } from '../contains-pattern';
import { type Database } from '../database';
import { User } from '../models/user';
import { toUserView } from './user-view';

/** Subscription states in which a user is on a plan (a past-due one still is, until it ends). */
const LIVE_SUBSCRIPTION = ['active', 'past_due'];

type ManagedUserRow = User & {
  credits: number;
  plan_id: string | null;
  plan_name: string | null;
  content_count: number;
};

export type UserListFilter = Omit<ManagerUserListQuery, 'page' | 'limit' | 'search'>;

/** The users under the managers' filters, as a query their list and their count both start from. */
function filteredUsers(db: Database, filter: UserListFilter) {
  return User.query(db)
    .leftJoin('subscriptions as s', (join) =>
      join.on('s.user_id', 'users.id').onIn('s.status', LIVE_SUBSCRIPTION),
    )
    .modify((q) => {
      if (filter.q) {
        const pattern = containsPattern(filter.q);
        q.where((or) =>
          or
            .whereILike('users.email', pattern)
            .orWhereRaw(`users.first_name || ' ' || users.last_name ilike ?`, [pattern]),
        );
      }
      if (filter.role) q.where('users.role', filter.role);
      if (filter.verified === true) q.whereNotNull('users.email_verified_at');
      if (filter.verified === false) q.whereNull('users.email_verified_at');
      if (filter.plan === NO_PLAN) q.whereNull('s.id');
      else if (filter.plan) q.where('s.plan_id', filter.plan);
    });
}

function toManagedUser(row: ManagedUserRow): ManagedUser {
  return {
    ...toUserView(row),
    credits: row.credits,
    plan: row.plan_id && row.plan_name ? { id: row.plan_id, name: row.plan_name } : null,
    contentCount: row.content_count,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at?.toISOString() ?? null,
  };
}

/** The columns of a managed user: balance, live plan and how much content they have. */
function withManagedColumns(db: Database, query: ReturnType<typeof filteredUsers>) {
  return query
    .leftJoinRelated('creditAccount')
    .leftJoin('plans as p', 'p.id', 's.plan_id')
    .select(
      'users.*',
      db.raw('coalesce("creditAccount".balance, 0)::int as credits'),
      's.plan_id',
      'p.name as plan_name',
      // Content is indexed by (user_id, created_at), so each row's count is an index scan.
      db.raw(
        '(select count(*) from content c where c.user_id = users.id and c.removed_at is null)::int as content_count',
      ),
    )
    .castTo<ManagedUserRow[]>();
}

/**
 * One page of the users under the filters, newest first, with the total. `q` matches part of the
 * email or of the name, literally (LIKE's wildcards in it match only themselves).
 */
export async function listUsers(
  db: Database,
  query: UserListFilter & { page: number; limit: number },
): Promise<{ users: ManagedUser[]; total: number }> {
  const users = filteredUsers(db, query);
  const [total, rows] = await Promise.all([
    users.clone().resultSize(),
    withManagedColumns(db, users.clone())
      .orderBy([
        { column: 'users.created_at', order: 'desc' },
        { column: 'users.id', order: 'desc' },
      ])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return { users: rows.map(toManagedUser), total };
}

/** One user as the managers' list shows them, or undefined. */
export async function findManagedUser(
  db: Database,
  userId: string,
): Promise<ManagedUser | undefined> {
  const rows = await withManagedColumns(db, filteredUsers(db, {})).where('users.id', userId);
  return rows[0] && toManagedUser(rows[0]);
}
