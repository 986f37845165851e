import { type Database } from '../database';
import { Session } from '../models/session';

/** Ends every session of a user (signed out everywhere); answers how many there were. */
export async function endAllSessions(db: Database, userId: string): Promise<number> {
  return await Session.query(db).where({ user_id: userId }).delete();
}
