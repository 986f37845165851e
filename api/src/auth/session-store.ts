import { type Database } from '../domain/database';

type SessionData = Record<string, unknown> & { userId?: string };

/**
 * koa-session's external store in Postgres: the cookie carries only a random id; the data, its
 * owner and its expiry live here, so logging out or resetting a password really ends a session.
 */
export function postgresSessionStore(db: Database) {
  return {
    async get(key: string): Promise<SessionData | null> {
      const row = await db('sessions')
        .where({ id: key })
        .where('expires_at', '>', db.fn.now())
        .first<{ data: SessionData } | undefined>();
      return row?.data ?? null;
    },
    async set(key: string, data: SessionData, maxAge: number | 'session'): Promise<void> {
      // A browser-session cookie still needs a server-side end: a day.
      const ms = typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000;
      await db('sessions')
        .insert({
          id: key,
          user_id: data.userId ?? null,
          data: JSON.stringify(data),
          expires_at: new Date(Date.now() + ms),
        })
        .onConflict('id')
        .merge();
    },
    async destroy(key: string): Promise<void> {
      await db('sessions').where({ id: key }).delete();
    },
  };
}

/** Ends every session of a user (after a password reset). */
export async function destroyUserSessions(db: Database, userId: string): Promise<void> {
  await db('sessions').where({ user_id: userId }).delete();
}
