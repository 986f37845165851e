import { type SnapSummary } from '../../contract/snaps';
import { fileUrl } from '../content/content-queries';
import { type Database } from '../database';
import { Snap } from '../models/snap';

export type SnapView = SnapSummary;

/**
 * Active snaps with a pinned version and what each costs, in gallery order: by category (its
 * position, then name), then the snap's position within it, then name.
 */
export async function listSnaps(db: Database): Promise<SnapView[]> {
  const rows = await Snap.query(db)
    .modify('runnable')
    .joinRelated('[workflowVersion, category]')
    .select(
      'snaps.id',
      'snaps.name',
      'snaps.tags',
      'snaps.category_id',
      'category.name as category_name',
      'snaps.description',
      'snaps.cover_file_key',
      'workflowVersion.cost',
    )
    .orderBy([
      { column: 'category.position' },
      { column: 'category.name' },
      { column: 'snaps.position' },
      { column: 'snaps.name' },
    ])
    .castTo<Array<Snap & { cost: number; category_name: string }>>();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    tags: row.tags,
    category: row.category_name,
    categoryId: row.category_id,
    description: row.description,
    cost: row.cost,
    coverUrl: row.cover_file_key ? fileUrl(row.cover_file_key) : null,
  }));
}

export async function findSnap(db: Database, id: string): Promise<Snap | undefined> {
  return Snap.query(db).findById(id);
}

/** A snap creators can run now (active, with a pinned version), by its unique name. */
export async function findRunnableSnapByName(
  db: Database,
  name: string,
): Promise<Snap | undefined> {
  return Snap.query(db).modify('runnable').findOne({ name });
}
