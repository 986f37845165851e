import { Model } from 'objection';

/** A `/v1` POST's Idempotency-Key: the first request's fingerprint and, once answered, its answer. */
export class IdempotencyKey extends Model {
  static override tableName = 'idempotency_keys';
  static override idColumn = ['user_id', 'key'];
  static override jsonAttributes = ['body'];

  user_id!: string;
  key!: string;
  /** SHA-256 of the method, path and body: a retry must send the same. */
  fingerprint!: string;
  /** The answer's status, once the handler has run; null while the request is in progress. */
  status!: number | null;
  body!: unknown;
  created_at!: Date;
}
