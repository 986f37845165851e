import { ensureCategory } from '../categories/categories';
import { type Database } from '../database';

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
  const [row] = await db('snaps')
    .insert({
      name: snap.name,
      tags: snap.tags ?? [],
      description: snap.description ?? '',
      category_id: categoryId,
      position: db.raw('(select coalesce(max(position), 0) + 1 from snaps where category_id = ?)', [
        categoryId,
      ]),
      workflow_id: snap.workflowId,
      workflow_version_id: snap.workflowVersionId,
    })
    .returning<Array<{ id: string }>>('id');
  return row!;
}
