import { Model } from 'objection';

/** A user's available balance, changed only together with the ledger entry that explains it. */
export class CreditAccount extends Model {
  static override tableName = 'credit_accounts';
  static override idColumn = 'user_id';

  user_id!: string;
  balance!: number;
  updated_at!: Date;
}
