import { type Logger } from 'pino';
import { type Database } from '../domain/database';
import { type User } from '../domain/models/user';
import { issueToken } from '../domain/users/auth-tokens';
import { verificationMail } from './auth-mails';
import { type Mailer } from './mailer';

/**
 * Issues a verification token and mails its link. Sent after the answer is decided, it never
 * fails the call: a failure is logged. Shared by sign-up, the user's own resend and a manager's.
 */
export async function sendVerificationMail(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  user: User,
  log: Logger,
): Promise<void> {
  const token = await issueToken(deps.db, user.id, 'verify_email');
  const link = `${deps.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await deps.mailer
    .send(verificationMail(user.email, user.first_name, link))
    .catch((err) => log.error({ err, userId: user.id }, 'could not send the verification mail'));
}
