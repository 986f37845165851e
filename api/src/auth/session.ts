import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import session from 'koa-session';
import { type Database } from '../domain/database';
import { postgresSessionStore } from './session-store';

export const SESSION_COOKIE = 'studio.sid';
const TWO_WEEKS_MS = 14 * 24 * 60 * 60 * 1000;

export type AppSession = Record<string, unknown> & {
  userId?: string;
  regenerate(): Promise<void> | undefined;
};

declare module 'koa' {
  interface DefaultContext {
    session: AppSession | null;
  }
}

/**
 * Cookie sessions backed by Postgres: httpOnly, SameSite=Lax, Secure when the public URL is
 * HTTPS, signed with the session secret, renewed while in use.
 */
export function sessionMiddleware(
  app: Koa,
  options: { db: Database; secret: string; secure: boolean },
): Koa.Middleware {
  app.keys = [options.secret];
  return session(
    {
      key: SESSION_COOKIE,
      maxAge: TWO_WEEKS_MS,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      signed: true,
      rolling: false,
      renew: true,
      store: postgresSessionStore(options.db),
      genid: () => randomBytes(24).toString('base64url'),
    },
    app,
  );
}
