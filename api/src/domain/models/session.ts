import { Model } from 'objection';

/**
 * A signed-in browser's session (koa-session's external store, auth/session-store.ts): the cookie
 * holds only this row's random id; the data, its owner and its end live here, so signing out or
 * resetting a password really ends it.
 */
export class Session extends Model {
  static override tableName = 'sessions';
  // koa-session's data object, written as JSON.
  static override jsonAttributes = ['data'];

  id!: string;
  user_id!: string | null;
  data!: Record<string, unknown>;
  expires_at!: Date;
}
