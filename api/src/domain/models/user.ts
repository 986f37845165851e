import { Model, type QueryBuilder } from 'objection';
import { type Role } from '../../contract/auth';
import { CreditAccount } from './credit-account';

/** An account: a password, a Google sign-in, or both. */
export class User extends Model {
  static override tableName = 'users';

  id!: string;
  email!: string;
  first_name!: string;
  last_name!: string;
  role!: Role;
  password_hash!: string | null;
  google_subject!: string | null;
  email_verified_at!: Date | null;
  last_seen_at!: Date | null;
  created_at!: Date;
  updated_at!: Date;
  creditAccount?: CreditAccount | null;

  static override relationMappings = () => ({
    creditAccount: {
      relation: Model.HasOneRelation,
      modelClass: CreditAccount,
      join: { from: 'users.id', to: 'credit_accounts.user_id' },
    },
  });

  static override modifiers = {
    /** Emails are unique whatever their letter case (a unique index on lower(email)). */
    withEmail: (query: QueryBuilder<User>, email: string) =>
      query.whereRaw('lower(users.email) = lower(?)', [email]),
  };
}
