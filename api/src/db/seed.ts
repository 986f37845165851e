import { type Database } from '../domain/database';

/** The built-in snaps every installation has. Names are the spec's snap names. */
export const BUILT_IN_SNAPS = [
  { name: 'White Packshot', tags: ['packshot', 'white-background'], background: 'white' },
] as const;

/** Idempotent: inserts what is missing and leaves what a manager changed alone. */
export async function seedBuiltIns(db: Database): Promise<void> {
  await db('snaps')
    .insert(BUILT_IN_SNAPS.map((snap) => ({ ...snap, tags: [...snap.tags] })))
    .onConflict('name')
    .ignore();
}
