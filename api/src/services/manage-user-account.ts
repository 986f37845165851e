import { type Role } from '../contract/auth';
import { type AuditActor, recordAuditEvent } from '../domain/audit/audit-log';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { isUuid } from '../domain/ids';
import { type User } from '../domain/models/user';
import { findUserById } from '../domain/users/user-accounts';
import { currentRole, lockManagers, setRole } from '../domain/users/user-admin';
import { endAllSessions } from '../domain/users/user-sessions';

/** The user a manager acts on, or 404 (an id that is not a uuid is no user either). */
export async function targetUser(db: Database, userId: string): Promise<User> {
  const user = isUuid(userId) ? await findUserById(db, userId) : undefined;
  if (!user) throw new DomainError('user_not_found');
  return user;
}

/**
 * A manager changes a user's role, with a reason, audited in the same transaction. A manager
 * never demotes themselves, and the last manager is never demoted: every manager row is locked
 * first, so two managers demoting each other at once cannot leave the panel without one.
 */
export async function changeUserRole(
  db: Database,
  change: { userId: string; role: Role; reason: string; actor: AuditActor },
): Promise<User> {
  const user = await targetUser(db, change.userId);
  if (user.id === change.actor.id && change.role !== 'manager') {
    throw new DomainError('cannot_demote_self');
  }
  return db.transaction(async (trx) => {
    const managers = await lockManagers(trx);
    // The actor may have lost the role while this waited for the lock.
    if (!managers.includes(change.actor.id)) throw new DomainError('forbidden');
    const current = await currentRole(trx, user.id);
    if (current === change.role) return user;
    if (current === 'manager' && managers.length <= 1) throw new DomainError('last_manager');
    await setRole(trx, user.id, change.role);
    await recordAuditEvent(trx, change.actor, {
      action: 'user.role',
      target: { type: 'user', id: user.id },
      reason: change.reason,
      details: { from: current, to: change.role, email: user.email },
    });
    user.role = change.role;
    return user;
  });
}

/** Ends every session of a user (they are signed out everywhere), audited with the count. */
export async function endUserSessions(
  db: Database,
  request: { userId: string; reason: string; actor: AuditActor },
): Promise<number> {
  const user = await targetUser(db, request.userId);
  return db.transaction(async (trx) => {
    const ended = await endAllSessions(trx, user.id);
    await recordAuditEvent(trx, request.actor, {
      action: 'user.sessions',
      target: { type: 'user', id: user.id },
      reason: request.reason,
      details: { ended, email: user.email },
    });
    return ended;
  });
}

/**
 * Records that a manager sent a user a new verification link. The mail itself goes after the
 * commit (a mail cannot be rolled back); 400 already_verified when there is nothing to verify.
 */
export async function recordVerificationResent(
  db: Database,
  request: { userId: string; actor: AuditActor },
): Promise<User> {
  const user = await targetUser(db, request.userId);
  if (user.email_verified_at)
    throw new DomainError('already_verified', 'This email is already verified.');
  await recordAuditEvent(db, request.actor, {
    action: 'user.verification',
    target: { type: 'user', id: user.id },
    reason: 'Verification email resent',
    details: { email: user.email },
  });
  return user;
}
