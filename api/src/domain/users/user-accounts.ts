import { UniqueViolationError } from 'objection';
import { clock } from '../../platform/clock';
import { grantCredits } from '../credits/ledger';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { User } from '../models/user';
import { decoyHash, hashPassword, verifyPassword } from './passwords';

export class EmailTakenError extends DomainError {
  constructor() {
    super('email_taken');
  }
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Creates a password account. Emails are unique whatever their letter case. */
export async function registerUser(db: Database, account: NewAccount): Promise<User> {
  const passwordHash = await hashPassword(account.password);
  try {
    return await User.query(db)
      .insert({
        email: account.email,
        first_name: account.firstName,
        last_name: account.lastName,
        password_hash: passwordHash,
      })
      .returning('*');
  } catch (error) {
    if (error instanceof UniqueViolationError) throw new EmailTakenError();
    throw error;
  }
}

/** A new account's welcome credits, once per account however often it is retried. */
export async function grantStartingCredits(
  db: Database,
  userId: string,
  amount: number,
): Promise<void> {
  if (amount <= 0) return;
  await grantCredits(db, {
    userId,
    amount,
    idempotencyKey: `signup:${userId}`,
    reason: 'Welcome credits',
  });
}

/** A sign-up: the password account and its welcome credits, together or not at all. */
export function signUp(
  db: Database,
  account: NewAccount,
  options: { startingCredits: number },
): Promise<User> {
  return db.transaction(async (trx) => {
    const user = await registerUser(trx, account);
    await grantStartingCredits(trx, user.id, options.startingCredits);
    return user;
  });
}

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  return User.query(db).modify('withEmail', email).first();
}

export async function findUserById(db: Database, id: string): Promise<User | undefined> {
  return User.query(db).findById(id);
}

/** The user whose password this is, or undefined; equally slow either way. */
export async function authenticate(
  db: Database,
  email: string,
  password: string,
): Promise<User | undefined> {
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(user?.password_hash ?? (await decoyHash()), password);
  return ok && user?.password_hash ? user : undefined;
}

export async function setPassword(db: Database, userId: string, password: string): Promise<void> {
  await User.query(db)
    .patch({ password_hash: await hashPassword(password), updated_at: clock.now() })
    .where({ id: userId });
}

/** Idempotent: the first verification time is kept. */
export async function markEmailVerified(db: Database, userId: string): Promise<void> {
  const now = clock.now();
  await User.query(db)
    .patch({ email_verified_at: now, updated_at: now })
    .where({ id: userId })
    .whereNull('email_verified_at');
}
