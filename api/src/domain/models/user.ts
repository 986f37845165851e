import { Model } from 'objection';
import { type Role } from '../../contract/auth';

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
  created_at!: Date;
  updated_at!: Date;
}
