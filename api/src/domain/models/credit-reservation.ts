import { Model } from 'objection';
import { Execution } from './execution';

export type ReservationStatus = 'held' | 'committed' | 'released';

/** Credits held for one execution until it is committed (charged) or released (given back). */
export class CreditReservation extends Model {
  static override tableName = 'credit_reservations';
  static override idColumn = 'execution_id';

  execution_id!: string;
  user_id!: string;
  amount!: number;
  status!: ReservationStatus;
  created_at!: Date;
  settled_at!: Date | null;
  /** Null when the execution is gone (a reservation has no foreign key to it). */
  execution?: Execution | null;

  static override relationMappings = () => ({
    execution: {
      relation: Model.BelongsToOneRelation,
      modelClass: Execution,
      join: { from: 'credit_reservations.execution_id', to: 'executions.id' },
    },
  });
}
