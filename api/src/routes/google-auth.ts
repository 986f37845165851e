import Router from '@koa/router';
import { type Context } from 'koa';
import {
  createGoogleOidc,
  googleFlowSchema,
  GoogleSignInError,
  type GoogleClaims,
  type GoogleSettings,
} from '../auth/google-oidc';
import { destroyUserSessions } from '../auth/session-store';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { linkOrCreateGoogleUser, type GoogleIdentity } from '../domain/users/google-accounts';
import { signIn } from './auth';

export interface GoogleAuthDeps {
  db: Database;
  /** The app's public address: the provider sends the browser back to its callback route. */
  publicUrl: string;
  startingCredits: number;
  /** Without it, Google sign-in answers a page saying it is not configured. */
  google?: GoogleSettings;
}

export const GOOGLE_START_PATH = '/auth/google';
export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';
/** The UI route that refetches the user and routes on, as after a password login. */
const SIGNED_IN = '/auth/callback';
/** The sign-in page, which shows the Google error. */
const FAILED = '/auth?error=google';

/**
 * Google sign-in: full-page navigations, not API calls, so they answer with redirects (and an
 * HTML page when it is not configured), never JSON. The flow's checks live in the session.
 */
export function googleAuthRoutes(deps: GoogleAuthDeps): Router {
  const router = new Router();
  const oidc =
    deps.google && createGoogleOidc(deps.google, `${deps.publicUrl}${GOOGLE_CALLBACK_PATH}`);

  router.get(GOOGLE_START_PATH, async (ctx) => {
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

  router.get(GOOGLE_CALLBACK_PATH, async (ctx) => {
    if (!oidc) return notConfigured(ctx);
    ctx.set('Cache-Control', 'no-store');
    // Each flow answers one callback, whatever its outcome.
    const kept = googleFlowSchema.safeParse(ctx.session?.googleFlow);
    if (ctx.session) delete ctx.session.googleFlow;
    try {
      if (!kept.success) {
        throw new GoogleSignInError('no_flow', 'No Google sign-in was started in this browser.');
      }
      // The address the provider redirected to, whatever Host header this request carries: the
      // token request must repeat the redirect_uri exactly.
      const callbackUrl = new URL(`${deps.publicUrl}${GOOGLE_CALLBACK_PATH}?${ctx.querystring}`);
      const claims = await oidc.finish(callbackUrl, kept.data);
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

function notConfigured(ctx: Context): void {
  ctx.status = 503;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  ctx.body = NOT_CONFIGURED_PAGE;
}

const NOT_CONFIGURED_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Google sign-in is not configured · Snapshot Studio</title>
<style>
  :root { color-scheme: light; font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f8fafc; color: #0f172a; }
  main { box-sizing: border-box; width: min(28rem, calc(100% - 2rem)); padding: 2rem; background: #fff;
    border: 1px solid #e2e8f0; border-radius: 1rem; box-shadow: 0 10px 30px rgb(15 23 42 / 0.08); }
  h1 { margin: 0 0 0.75rem; font-size: 1.375rem; line-height: 1.3; }
  p { margin: 0 0 1rem; line-height: 1.6; color: #334155; }
  code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.875em;
    background: #f1f5f9; padding: 0.1em 0.35em; border-radius: 0.25rem; }
  a { display: inline-block; margin-top: 0.5rem; padding: 0.625rem 1.25rem; border-radius: 0.5rem;
    background: #0f172a; color: #fff; font-weight: 600; text-decoration: none; }
  a:hover, a:focus-visible { background: #334155; }
</style>
</head>
<body>
<main>
  <h1>Google sign-in is not configured</h1>
  <p>This Snapshot Studio server has not been set up for signing in with Google yet.</p>
  <p>The app's administrator must set the <code>GOOGLE_CLIENT_ID</code> and
    <code>GOOGLE_CLIENT_SECRET</code> environment variables (an OAuth client from the Google Cloud
    console) and restart the app.</p>
  <p>Until then, sign in with your email and password.</p>
  <a href="/auth">Back to sign in</a>
</main>
</body>
</html>
`;
