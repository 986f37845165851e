import Router from '@koa/router';
import { type Context } from 'koa';
import {
  createGoogleOidc,
  GoogleSignInError,
  takeGoogleFlow,
  type GoogleClaims,
  type GoogleSettings,
} from '../auth/google-oidc';
import { GOOGLE_SIGN_IN_ERROR } from '../contract/auth';
import { authApi } from '../contract/routes/auth';
import { destroyUserSessions } from '../auth/session-store';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { linkOrCreateGoogleUser, type GoogleIdentity } from '../domain/users/google-accounts';
import { mountRoute } from '../http/mount-route';
import { signIn } from './auth';

export interface GoogleAuthDeps {
  db: Database;
  /** The app's public address: the provider sends the browser back to its callback route. */
  publicUrl: string;
  startingCredits: number;
  /** Without it, Google sign-in sends the browser back to the sign-in screen, which says so. */
  google?: GoogleSettings;
}

export const GOOGLE_START_PATH = authApi.google.path;
export const GOOGLE_CALLBACK_PATH = authApi.googleCallback.path;
/** The UI route that refetches the user and routes on, as after a password login. */
const SIGNED_IN = '/auth/callback';
/** The sign-in page, which shows the Google error. */
const FAILED = `/auth?error=${GOOGLE_SIGN_IN_ERROR.failed}`;
/** The sign-in page, saying Google sign-in is not available here, with the email form ready. */
const UNAVAILABLE = `/auth?error=${GOOGLE_SIGN_IN_ERROR.unavailable}`;

/**
 * Google sign-in: full-page navigations, not API calls, so they answer with redirects, never
 * JSON. The flow's checks live in the session.
 */
export function googleAuthRoutes(deps: GoogleAuthDeps): Router {
  const router = new Router();
  const oidc =
    deps.google && createGoogleOidc(deps.google, `${deps.publicUrl}${GOOGLE_CALLBACK_PATH}`);

  mountRoute(router, authApi.google, async ({ ctx }) => {
    if (!oidc) return notConfigured(ctx);
    ctx.set('Cache-Control', 'no-store');
    try {
      const { url, flow } = await oidc.start();
      ctx.session!.googleFlow = flow;
      ctx.redirect(url.href);
    } catch (error) {
      fail(ctx, error);
    }
  });

  mountRoute(router, authApi.googleCallback, async ({ ctx }) => {
    if (!oidc) return notConfigured(ctx);
    ctx.set('Cache-Control', 'no-store');
    const flow = takeGoogleFlow(ctx.session);
    try {
      if (!flow) {
        throw new GoogleSignInError('no_flow', 'No Google sign-in was started in this browser.');
      }
      // The address the provider redirected to, whatever Host header this request carries: the
      // token request must repeat the redirect_uri exactly.
      const callbackUrl = new URL(`${deps.publicUrl}${GOOGLE_CALLBACK_PATH}?${ctx.querystring}`);
      const claims = await oidc.finish(callbackUrl, flow);
      const { user, outcome, passwordRemoved } = await linkOrCreateGoogleUser(
        deps.db,
        toIdentity(claims),
        { startingCredits: deps.startingCredits },
      );
      if (passwordRemoved) await destroyUserSessions(deps.db, user.id);
      await signIn(ctx, user);
      ctx.state.log.info({ userId: user.id, outcome, passwordRemoved }, 'google sign-in');
      ctx.redirect(SIGNED_IN);
    } catch (error) {
      fail(ctx, error);
    }
  });

  return router;
}

function toIdentity(claims: GoogleClaims): GoogleIdentity {
  if (!claims.email) {
    throw new GoogleSignInError('missing_claims', 'The Google account shared no email address.');
  }
  const [first, ...rest] = (claims.name ?? '').split(/\s+/).filter(Boolean);
  return {
    subject: claims.subject,
    email: claims.email,
    emailVerified: claims.emailVerified,
    // Some Google accounts have a single name; the address stands in for a missing first name.
    firstName: claims.givenName ?? first ?? claims.email.split('@')[0]!,
    lastName: claims.familyName ?? (claims.givenName ? '' : rest.join(' ')),
  };
}

/** Every failure lands on the sign-in page; the reason goes to the log, never to the browser. */
function fail(ctx: Context, error: unknown): void {
  if (error instanceof GoogleSignInError || error instanceof DomainError) {
    const reason = error instanceof GoogleSignInError ? error.reason : error.code;
    ctx.state.log.warn({ err: error, reason }, 'google sign-in failed');
  } else {
    ctx.state.log.error({ err: error }, 'google sign-in failed');
  }
  ctx.redirect(FAILED);
}

/**
 * Google sign-in is not set up on this server: the visitor goes back to the sign-in screen, which
 * says so in plain words with the email form ready. How to set it up is for the person who runs
 * the server: `npm start` prints it, and the README lists the variables.
 */
function notConfigured(ctx: Context): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(UNAVAILABLE);
}
