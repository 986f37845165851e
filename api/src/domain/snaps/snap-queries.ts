import { type Database } from '../database';
import { Snap } from '../models/snap';

export interface SnapView {
  id: string;
  name: string;
  tags: string[];
  category: string;
  description: string;
  /** Tokens one run costs: the pinned version's graph cost. */
  cost: number;
}

/** Active snaps with a pinned version, and what each costs. */
export async function listSnaps(db: Database): Promise<SnapView[]> {
  const rows = await db('snaps')
    .join('workflow_versions', 'workflow_versions.id', 'snaps.workflow_version_id')
    .where('snaps.is_active', true)
    .select(
      'snaps.id',
      'snaps.name',
      'snaps.tags',
      'snaps.category',
      'snaps.description',
      'workflow_versions.cost',
    )
    .orderBy([{ column: 'snaps.category' }, { column: 'snaps.name' }]);
  return rows as SnapView[];
}

export async function findSnap(db: Database, id: string): Promise<Snap | undefined> {
  return Snap.query(db).findById(id);
}

/** A snap creators can run now (active, with a pinned version), by its unique name. */
export async function findRunnableSnapByName(
  db: Database,
  name: string,
): Promise<Snap | undefined> {
  return Snap.query(db).findOne({ name, is_active: true }).whereNotNull('workflow_version_id');
}
