import { type AuditActor } from '../domain/audit/audit-log';
import { type SignedInState } from '../auth/current-user';

/** The signed-in operator of a guarded route, and the request's id, as the audit log names them. */
export function auditActor(ctx: { state: SignedInState }): AuditActor {
  return { id: ctx.state.user.id, email: ctx.state.user.email, requestId: ctx.state.requestId };
}
