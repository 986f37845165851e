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
  const rows = await Snap.query(db)
    .modify('runnable')
    .joinRelated('workflowVersion')
    .select(
      'snaps.id',
      'snaps.name',
      'snaps.tags',
      'snaps.category',
      'snaps.description',
      'workflowVersion.cost',
    )
    .orderBy([{ column: 'snaps.category' }, { column: 'snaps.name' }])
    .castTo<Array<Snap & { cost: number }>>();
  return rows.map(({ id, name, tags, category, description, cost }) => ({
    id,
    name,
    tags,
    category,
    description,
    cost,
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
