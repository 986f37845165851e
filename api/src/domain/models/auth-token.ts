import { Model } from 'objection';

export type TokenPurpose = 'verify_email' | 'reset_password';

/** A single-use token mailed in a link; only its SHA-256 is kept. */
export class AuthToken extends Model {
  static override tableName = 'auth_tokens';
  static override idColumn = 'token_hash';

  token_hash!: string;
  user_id!: string;
  purpose!: TokenPurpose;
  expires_at!: Date;
  used_at!: Date | null;
  created_at!: Date;
}
