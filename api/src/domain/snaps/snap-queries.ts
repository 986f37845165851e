import { type Database } from '../database';
import { Snap } from '../models/snap';

export async function listSnaps(db: Database): Promise<Snap[]> {
  return Snap.query(db).orderBy('name');
}

export async function findSnap(db: Database, id: string): Promise<Snap | undefined> {
  return Snap.query(db).findById(id);
}
