import { type RouterMiddleware } from '@koa/router';
import { type DefaultState, type Middleware } from 'koa';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { User } from '../domain/models/user';
import { findUserById } from '../domain/users/user-accounts';
import { clock } from '../platform/clock';

declare module 'koa' {
  interface DefaultState {
    /** The signed-in user, loaded from the session once per request. */
    user?: User;
  }
}

/** The state of a request a guard below has let through: the user is there. */
export type SignedInState = DefaultState & { user: User };

/** Loads the session's user; a session whose user is gone is ended. */
export function loadCurrentUser(db: Database): Middleware {
  return async (ctx, next) => {
    const userId = ctx.session?.userId;
    if (userId) {
      const read = ctx.state.sessionUser;
      const user = read?.id === userId ? read : await findUserById(db, userId);
      if (user) {
        ctx.state.user = user;
        await recordLastSeen(db, user);
      } else ctx.session = null;
    }
    await next();
  };
}

/** "Last seen" is kept to this precision: at most one write per user per interval. */
const LAST_SEEN_PRECISION_MS = 5 * 60 * 1000;

/** Notes that the user was here, unless that is already known to within a few minutes. */
async function recordLastSeen(db: Database, user: User): Promise<void> {
  const now = clock.now();
  if (user.last_seen_at && now.getTime() - user.last_seen_at.getTime() < LAST_SEEN_PRECISION_MS) {
    return;
  }
  // Not `updated_at`: being seen is not a change of the account.
  await User.query(db).findById(user.id).patch({ last_seen_at: now });
  user.last_seen_at = now;
}

function signedInUser(state: DefaultState): User {
  if (!state.user) throw new DomainError('unauthorized');
  return state.user;
}

/*
 * The guards are typed as middleware of a signed-in state, so a route they guard reads
 * `ctx.state.user` as a User (@koa/router infers the route's state from its middleware), and a
 * route without a guard that reads it does not compile.
 */

/** 401 unless someone is signed in. */
export const requireUser: RouterMiddleware<SignedInState> = async (ctx, next) => {
  signedInUser(ctx.state);
  await next();
};

/** 401 unless signed in, 403 unless a manager. */
export const requireManager: RouterMiddleware<SignedInState> = async (ctx, next) => {
  if (signedInUser(ctx.state).role !== 'manager') throw new DomainError('forbidden');
  await next();
};

/**
 * Credit-spending and AI calls need a verified email: 403 email_verification_required, with the
 * spec's `requiresVerification: true` beside the code.
 */
export const requireVerifiedEmail: RouterMiddleware<SignedInState> = async (ctx, next) => {
  if (!signedInUser(ctx.state).email_verified_at) {
    throw new DomainError('email_verification_required', undefined, {
      requiresVerification: true,
    });
  }
  await next();
};
