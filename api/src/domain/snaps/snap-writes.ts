import { type PartialModelObject } from 'objection';
import { ensureCategory } from '../categories/categories';
import { type Database } from '../database';
import { Snap } from '../models/snap';

/** Last in its category: the position after the category's highest, computed by the insert. */
const lastIn = (db: Database, categoryId: string) =>
  db.raw('(select coalesce(max(position), 0) + 1 from snaps where category_id = ?)', [
    categoryId,
  ]) as unknown as number;

/**
 * Adds a snap on a published version in the category named `category` (made when missing), last
 * in it. For the seed and the test fixtures; managers create snaps through the snaps screen.
 */
export async function addSnap(
  db: Database,
  snap: {
    name: string;
    workflowId: string;
    workflowVersionId: string;
    tags?: string[];
    category?: string;
    description?: string;
  },
): Promise<{ id: string }> {
  const categoryId = await ensureCategory(db, snap.category ?? 'General');
  const row = await Snap.query(db)
    .insert({
      name: snap.name,
      tags: snap.tags ?? [],
      description: snap.description ?? '',
      category_id: categoryId,
      position: lastIn(db, categoryId),
      workflow_id: snap.workflowId,
      workflow_version_id: snap.workflowVersionId,
    })
    .returning('id');
  return { id: row.id };
}

/** A manager's new snap's columns; without a position it goes last in its category. */
export type NewSnapRow = Pick<
  Snap,
  | 'name'
  | 'description'
  | 'tags'
  | 'category_id'
  | 'workflow_id'
  | 'workflow_version_id'
  | 'is_active'
  | 'cover_file_key'
> & { position?: number };

/** Inserts a manager's snap and answers its id and the position it got. */
export async function insertSnap(
  trx: Database,
  snap: NewSnapRow,
): Promise<{ id: string; position: number }> {
  const row = await Snap.query(trx)
    .insert({ ...snap, position: snap.position ?? lastIn(trx, snap.category_id) })
    .returning(['id', 'position']);
  return { id: row.id, position: row.position };
}

/** One snap locked for a change, or undefined when there is none. */
export async function lockSnap(trx: Database, id: string): Promise<Snap | undefined> {
  return Snap.query(trx).findById(id).forUpdate();
}

/** Writes the changed columns of a snap, and when it changed. */
export async function patchSnap(
  trx: Database,
  id: string,
  patch: PartialModelObject<Snap>,
): Promise<void> {
  await Snap.query(trx)
    .findById(id)
    .patch({ ...patch, updated_at: trx.fn.now() });
}
