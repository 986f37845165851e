import Router from '@koa/router';
import { type Context } from 'koa';
import { type Logger } from 'pino';
import { authApi } from '../contract/routes/auth';
import { clientKey, type RateLimits } from '../auth/rate-limits';
import { destroyUserSessions } from '../auth/session-store';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { type User } from '../domain/models/user';
import { consumeToken, issueToken, revokeTokens, tokenOwner } from '../domain/users/auth-tokens';
import {
  authenticate,
  findUserByEmail,
  findUserById,
  markEmailVerified,
  setPassword,
  signUp,
} from '../domain/users/user-accounts';
import { toUserView } from '../domain/users/user-view';
import { mountRoute } from '../http/mount-route';
import { passwordResetMail } from '../mail/auth-mails';
import { sendVerificationMail } from '../mail/send-verification';
import { type Mailer } from '../mail/mailer';

export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  rateLimits: RateLimits;
  /** Where links in mails point: the app's public address. */
  publicUrl: string;
  startingCredits: number;
}

const FORGOT_ANSWER =
  'If an account exists for this email, we have sent a link to reset the password.';

/** Puts the user in a fresh session: a new id at every sign-in, so a planted id is worthless. */
export async function signIn(ctx: Context, user: User): Promise<void> {
  await ctx.session!.regenerate();
  ctx.session!.userId = user.id;
}

export function authRoutes(deps: AuthDeps): Router {
  const router = new Router();
  const link = (route: string, token: string) =>
    `${deps.publicUrl}${route}?token=${encodeURIComponent(token)}`;
  const sendVerification = (user: User, log: Logger) => sendVerificationMail(deps, user, log);

  mountRoute(router, authApi.user, ({ user }) => toUserView(user));

  mountRoute(router, authApi.login, async ({ body: { email, password }, ctx }) => {
    const key = clientKey(ctx, email);
    await deps.rateLimits.consume('login', ctx, key);
    const user = await deps.rateLimits.attemptLogin(ctx, email, () =>
      authenticate(deps.db, email, password),
    );
    if (!user) throw new DomainError('invalid_credentials');
    await deps.rateLimits.reset('login', key);
    await signIn(ctx, user);
    return toUserView(user);
  });

  mountRoute(router, authApi.register, async ({ body: account, ctx }) => {
    await deps.rateLimits.consume('register', ctx, clientKey(ctx));
    const user = await signUp(deps.db, account, { startingCredits: deps.startingCredits });
    await signIn(ctx, user);
    await sendVerification(user, ctx.state.log);
    return toUserView(user);
  });

  mountRoute(router, authApi.logout, ({ ctx }) => {
    ctx.session = null;
    return { message: 'Logged out' };
  });

  mountRoute(
    router,
    authApi.resendVerification,
    async ({ body: { email }, user: signedIn, ctx }) => {
      if (!signedIn && !email)
        throw new DomainError('validation_error', 'email: Please enter a valid email address');
      await deps.rateLimits.consume('resend', ctx, clientKey(ctx, signedIn?.email ?? email));
      if (signedIn?.email_verified_at) throw new DomainError('already_verified');
      const user = signedIn ?? (await findUserByEmail(deps.db, email!));
      // Signed out, the answer is the same whether or not the account exists.
      if (user && !user.email_verified_at) await sendVerification(user, ctx.state.log);
      return { message: 'Verification email sent. Check your inbox.' };
    },
  );

  mountRoute(router, authApi.verifyEmail, async ({ body: { token } }) => {
    const userId = await consumeToken(deps.db, token, 'verify_email');
    if (!userId) {
      // The link opened again after it worked (or after another link did): the email is
      // verified, and saying the link is bad would send the creator for a new one for nothing.
      const owner = await tokenOwner(deps.db, token, 'verify_email');
      const user = owner ? await findUserById(deps.db, owner) : undefined;
      throw new DomainError(user?.email_verified_at ? 'already_verified' : 'invalid_token');
    }
    await markEmailVerified(deps.db, userId);
    return { message: 'Your email is verified.' };
  });

  mountRoute(router, authApi.forgotPassword, async ({ body: { email }, ctx }) => {
    await deps.rateLimits.consume('reset', ctx, clientKey(ctx, email));
    const user = await findUserByEmail(deps.db, email);
    if (user) {
      // Not awaited: the answer must take as long whether or not the account exists.
      void (async () => {
        await revokeTokens(deps.db, user.id, 'reset_password');
        const token = await issueToken(deps.db, user.id, 'reset_password');
        await deps.mailer.send(
          passwordResetMail(user.email, user.first_name, link('/reset-password', token)),
        );
      })().catch((err) =>
        ctx.state.log.error({ err, userId: user.id }, 'could not send the reset mail'),
      );
    }
    return { message: FORGOT_ANSWER };
  });

  mountRoute(router, authApi.resetPassword, async ({ body: { token, password }, ctx }) => {
    await deps.rateLimits.consume('reset', ctx, clientKey(ctx));
    const userId = await consumeToken(deps.db, token, 'reset_password');
    if (!userId) throw new DomainError('invalid_token');
    await setPassword(deps.db, userId, password);
    // Whoever held a session (perhaps the reason for the reset) is signed out everywhere.
    await destroyUserSessions(deps.db, userId);
    // The mailed link proves the address is theirs.
    await markEmailVerified(deps.db, userId);
    ctx.session = null;
    return { message: 'Your password has been changed. Sign in with your new password.' };
  });

  mountRoute(router, authApi.changePassword, async ({ body, user, ctx }) => {
    const { currentPassword, newPassword } = body;
    if (!user.password_hash) {
      throw new DomainError('no_password');
    }
    const key = clientKey(ctx, user.email);
    await deps.rateLimits.consume('login', ctx, key);
    const checked = await deps.rateLimits.attemptLogin(ctx, user.email, () =>
      authenticate(deps.db, user.email, currentPassword),
    );
    if (!checked) {
      // Not 401: the user is signed in; only the password given is wrong.
      throw new DomainError('invalid_current_password');
    }
    await deps.rateLimits.reset('login', key);
    await setPassword(deps.db, user.id, newPassword);
    // Every other session ends; this one continues under a new id.
    await destroyUserSessions(deps.db, user.id);
    await signIn(ctx, user);
    return { message: 'Your password has been changed.' };
  });

  return router;
}
