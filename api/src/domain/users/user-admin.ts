import { type Role } from '../../contract/auth';
import { clock } from '../../platform/clock';
import { type Database } from '../database';
import { User } from '../models/user';
import { hashPassword } from './passwords';

/** Makes an existing account a manager. Returns false when no account has this email. */
export async function promoteToManager(db: Database, email: string): Promise<boolean> {
  const updated = await User.query(db)
    .patch({ role: 'manager', updated_at: clock.now() })
    .modify('withEmail', email);
  return updated > 0;
}

/**
 * Creates a verified manager account, or makes the existing account with this email a manager
 * (its password is then left as it is). Returns whether the account was created.
 */
export async function ensureManager(
  db: Database,
  account: { email: string; password: string; firstName: string; lastName: string },
): Promise<boolean> {
  // Plain SQL: whether a row came back is the point, and objection would answer the model it
  // was given whether or not the insert was ignored.
  const inserted = await db(User.tableName)
    .insert({
      email: account.email,
      first_name: account.firstName,
      last_name: account.lastName,
      role: 'manager',
      password_hash: await hashPassword(account.password),
      email_verified_at: db.fn.now(),
    })
    .onConflict(db.raw('(lower(email))'))
    .ignore()
    .returning('id');
  if (inserted.length === 0) await promoteToManager(db, account.email);
  return inserted.length > 0;
}

/** Every manager's id, locked (in id order) until the transaction ends: role changes queue here. */
export async function lockManagers(trx: Database): Promise<string[]> {
  const managers = await User.query(trx)
    .where({ role: 'manager' })
    .orderBy('id')
    .forUpdate()
    .select('id');
  return managers.map((manager) => manager.id);
}

/** A user's role as it stands now, read inside the caller's transaction. */
export async function currentRole(trx: Database, userId: string): Promise<Role> {
  return (await User.query(trx).findById(userId).select('role').throwIfNotFound()).role;
}

/** Gives a user a role. */
export async function setRole(trx: Database, userId: string, role: Role): Promise<void> {
  await User.query(trx).findById(userId).patch({ role, updated_at: trx.fn.now() });
}
