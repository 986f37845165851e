import { type Context } from 'koa';
import { type Database } from '../domain/database';
import { Session } from '../domain/models/session';
import { User } from '../domain/models/user';
import { endAllSessions } from '../domain/users/user-sessions';
import { clock } from '../platform/clock';

type SessionData = Record<string, unknown> & { userId?: string };

declare module 'koa' {
  interface DefaultState {
    /** The session's user as read with the session (loadCurrentUser takes it from here). */
    sessionUser?: User;
  }
}

/**
 * koa-session's external store in Postgres: the cookie carries only a random id; the data, its
 * owner and its expiry live here, so logging out or resetting a password really ends a session.
 * Reading a session reads its user in the same query, for loadCurrentUser: every signed-in
 * request needs both, and a round trip to the database costs the API more than the rest of such
 * a request (issue 16's `api` benchmark).
 */
export function postgresSessionStore(db: Database) {
  return {
    async get(
      key: string,
      _maxAge?: unknown,
      options?: { ctx?: Context },
    ): Promise<SessionData | null> {
      const row = await Session.query(db)
        .leftJoin('users', 'users.id', 'sessions.user_id')
        .where('sessions.id', key)
        .where('sessions.expires_at', '>', clock.now())
        .select('users.*', 'sessions.data as session_data')
        .first()
        .castTo<(Record<string, unknown> & { session_data: SessionData }) | undefined>();
      if (!row) return null;
      const { session_data: data, ...user } = row;
      if (user.id && options?.ctx) options.ctx.state.sessionUser = User.fromDatabaseJson(user);
      return data;
    },
    async set(key: string, data: SessionData, maxAge: number | 'session'): Promise<void> {
      // A browser-session cookie still needs a server-side end: a day.
      const ms = typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000;
      await Session.query(db)
        .insert({
          id: key,
          user_id: data.userId ?? null,
          data,
          expires_at: new Date(clock.nowMs() + ms),
        })
        .onConflict('id')
        .merge();
    },
    async destroy(key: string): Promise<void> {
      await Session.query(db).deleteById(key);
    },
  };
}

/** Ends every session of a user (after a password reset). */
export async function destroyUserSessions(db: Database, userId: string): Promise<void> {
  await endAllSessions(db, userId);
}
