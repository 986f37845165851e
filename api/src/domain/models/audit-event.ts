import { Model } from 'objection';
import { type AuditAction, type AuditTargetType } from '../../contract/audit';

/** One operator's (or the product's own) action, with its reason: the audit log's entry. */
export class AuditEvent extends Model {
  static override tableName = 'audit_events';
  static override jsonAttributes = ['details'];

  id!: string;
  /** Null for the product itself (the reconciler), or once the operator's account is gone. */
  actor_id!: string | null;
  actor_email!: string;
  action!: AuditAction;
  target_type!: AuditTargetType;
  target_id!: string;
  reason!: string;
  request_id!: string | null;
  details!: Record<string, unknown>;
  created_at!: Date;
}
