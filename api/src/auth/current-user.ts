import { type Middleware } from 'koa';
import { type Database } from '../domain/database';
import { type User } from '../domain/models/user';
import { findUserById } from '../domain/users/user-accounts';
import { HttpError } from '../http/http-error';

declare module 'koa' {
  interface DefaultState {
    /** The signed-in user, loaded from the session once per request. */
    user?: User;
  }
}

/** Loads the session's user; a session whose user is gone is ended. */
export function loadCurrentUser(db: Database): Middleware {
  return async (ctx, next) => {
    const userId = ctx.session?.userId;
    if (userId) {
      const user = await findUserById(db, userId);
      if (user) ctx.state.user = user;
      else ctx.session = null;
    }
    await next();
  };
}

export const requireUser: Middleware = async (ctx, next) => {
  if (!ctx.state.user) throw new HttpError(401, 'unauthorized', 'Please sign in to continue.');
  await next();
};

export const requireManager: Middleware = async (ctx, next) => {
  if (!ctx.state.user) throw new HttpError(401, 'unauthorized', 'Please sign in to continue.');
  if (ctx.state.user.role !== 'manager') {
    throw new HttpError(403, 'forbidden', 'Access denied. Manager role required.');
  }
  await next();
};

/**
 * Credit-spending and AI calls need a verified email. The 403 body is the spec's own shape, which
 * the UI recognises by `requiresVerification`.
 */
export const requireVerifiedEmail: Middleware = async (ctx, next) => {
  const user = ctx.state.user;
  if (!user) throw new HttpError(401, 'unauthorized', 'Please sign in to continue.');
  if (!user.email_verified_at) {
    ctx.status = 403;
    ctx.body = {
      requiresVerification: true,
      error: 'Email verification required',
      message: 'Please verify your email address before using credits.',
    };
    return;
  }
  await next();
};
