import { UniqueViolationError } from 'objection';
import { clock } from '../../platform/clock';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { User } from '../models/user';
import { findUserByEmail, grantStartingCredits, markEmailVerified } from './user-accounts';

/** A person as Google vouches for them. */
export interface GoogleIdentity {
  /** Google's stable id for the person (`sub`); the email may change, this never does. */
  subject: string;
  email: string;
  /** Google checked the address belongs to the person. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export type GoogleSignInOutcome = 'existing' | 'linked' | 'created';

export interface GoogleSignIn {
  user: User;
  outcome: GoogleSignInOutcome;
  /**
   * The account's password was removed while linking: it was set by someone who never proved the
   * address was theirs, so it could belong to someone else. Their sessions must end too.
   */
  passwordRemoved: boolean;
}

export class GoogleEmailUnverifiedError extends DomainError {
  constructor() {
    super('google_email_unverified');
  }
}

export class GoogleAccountConflictError extends DomainError {
  constructor() {
    super('google_account_conflict');
  }
}

/**
 * The account a Google sign-in opens: the one already linked to this Google subject; else the
 * one with this address, if Google verified it (the subject is linked and the address counts as
 * verified); else a new password-less account with the starting credits. An unverified Google
 * address is never linked to an existing account.
 */
export async function linkOrCreateGoogleUser(
  db: Database,
  identity: GoogleIdentity,
  options: { startingCredits: number },
): Promise<GoogleSignIn> {
  const attempt = () => db.transaction((trx) => resolveAccount(trx, identity, options));
  try {
    return await attempt();
  } catch (error) {
    // A first sign-in raced another (or a password sign-up for the same address) and lost the
    // insert; the row that won is there now.
    if (error instanceof UniqueViolationError) return attempt();
    throw error;
  }
}

async function resolveAccount(
  trx: Database,
  identity: GoogleIdentity,
  options: { startingCredits: number },
): Promise<GoogleSignIn> {
  const linked = await User.query(trx)
    .where({ google_subject: identity.subject })
    .forUpdate()
    .first();
  if (linked) return signInLinked(trx, linked, identity);

  const owner = await findUserByEmail(trx, identity.email);
  // Each statement reads what was committed when it began: a first sign-in of the same Google
  // account may have created this account between the lookup above and this one.
  if (owner?.google_subject === identity.subject) return signInLinked(trx, owner, identity);
  if (owner) {
    if (!identity.emailVerified) throw new GoogleEmailUnverifiedError();
    if (owner.google_subject) throw new GoogleAccountConflictError();
    // Pre-hijacking defence: whoever registered this address with a password never proved it
    // was theirs, and Google just proved it is this person's. That password must not open it.
    const passwordRemoved = !owner.email_verified_at && owner.password_hash !== null;
    const now = clock.now();
    const updated = await User.query(trx)
      .patch({
        google_subject: identity.subject,
        email_verified_at: owner.email_verified_at ?? now,
        updated_at: now,
        ...(passwordRemoved && { password_hash: null }),
      })
      .where({ id: owner.id })
      .whereNull('google_subject');
    if (updated !== 1) throw new GoogleAccountConflictError();
    return {
      user: (await User.query(trx).findById(owner.id))!,
      outcome: 'linked',
      passwordRemoved,
    };
  }

  const user = await User.query(trx)
    .insert({
      email: identity.email,
      first_name: identity.firstName,
      last_name: identity.lastName,
      password_hash: null,
      google_subject: identity.subject,
      email_verified_at: identity.emailVerified ? clock.now() : null,
    })
    .returning('*');
  await grantStartingCredits(trx, user.id, options.startingCredits);
  return { user, outcome: 'created', passwordRemoved: false };
}

/** The account already linked to this Google subject. */
async function signInLinked(
  trx: Database,
  linked: User,
  identity: GoogleIdentity,
): Promise<GoogleSignIn> {
  if (identity.emailVerified && sameAddress(linked.email, identity.email)) {
    await markEmailVerified(trx, linked.id);
  }
  return {
    user: (await User.query(trx).findById(linked.id))!,
    outcome: 'existing',
    passwordRemoved: false,
  };
}

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
