import { Model } from 'objection';
import { type CreditKind } from '../../contract/billing';
import { Execution } from './execution';

/** One change of a balance in the append-only ledger, keyed so that a retry writes it once. */
export class CreditEntry extends Model {
  static override tableName = 'credit_entries';

  /** A bigint: Postgres answers it as a string. */
  id!: string;
  user_id!: string;
  kind!: CreditKind;
  amount!: number;
  balance_after!: number;
  idempotency_key!: string;
  execution_id!: string | null;
  reason!: string | null;
  actor_id!: string | null;
  created_at!: Date;
  execution?: Execution | null;

  static override relationMappings = () => ({
    execution: {
      relation: Model.BelongsToOneRelation,
      modelClass: Execution,
      join: { from: 'credit_entries.execution_id', to: 'executions.id' },
    },
  });
}
