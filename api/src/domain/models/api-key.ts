import { Model } from 'objection';
import { type ApiKeyScope } from '../../contract/api-keys';
import { User } from './user';

/** A business's key to the `/v1` API: its secret kept as a hash, its owner's account charged. */
export class ApiKey extends Model {
  static override tableName = 'api_keys';
  static override relationMappings = () => ({
    owner: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'api_keys.user_id', to: 'users.id' },
    },
  });

  id!: string;
  user_id!: string;
  name!: string;
  scope!: ApiKeyScope;
  /** The key's first characters (`sk_live_AbCd`), shown to tell keys apart. */
  prefix!: string;
  /** SHA-256 of the whole key, hex: how a request's key is found. */
  secret_hash!: string;
  created_at!: Date;
  last_used_at!: Date | null;
  revoked_at!: Date | null;
  revoked_by!: string | null;
  /** Requests a minute it may make (120 unless a manager set another). */
  requests_per_minute!: number;
  /** Its runs queued or running at once (10 unless a manager set another). */
  runs_in_flight!: number;
  owner?: User;
}
