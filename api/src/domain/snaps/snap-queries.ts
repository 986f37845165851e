import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { outputChoiceCost } from '@studio/workflows/graph/with-output-choice';
import { socialFormatsCost, withSocialFormats } from '@studio/workflows/graph/with-social-formats';
import { SOCIAL_FORMAT_IDS, type SnapSummary } from '../../contract/snaps';
import { fileUrl } from '../content/content-queries';
import { type Database } from '../database';
import { Snap } from '../models/snap';

export type SnapView = SnapSummary;

/**
 * Active snaps with a pinned version, what each costs and what social formats would add, in
 * gallery order: by category (its position, then name), then the snap's position within it,
 * then name.
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
      'workflowVersion.graph',
    )
    .orderBy([
      { column: 'category.position' },
      { column: 'category.name' },
      { column: 'snaps.position' },
      { column: 'snaps.name' },
    ])
    .castTo<Array<Snap & { cost: number; graph: WorkflowGraph; category_name: string }>>();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    tags: row.tags,
    category: row.category_name,
    categoryId: row.category_id,
    description: row.description,
    cost: row.cost,
    socialFormatsCost: formatsCost(row.graph),
    hdCost: hdCost(row.graph),
    coverUrl: row.cover_file_key ? fileUrl(row.cover_file_key) : null,
  }));
}

/**
 * What social formats add to a run of this graph, priced as a run with them would be (every
 * format ticked: the node's price is the same for any number), or null when the run would be
 * refused because no single image reaches a content output.
 */
function formatsCost(graph: WorkflowGraph): number | null {
  return withSocialFormats(graph, SOCIAL_FORMAT_IDS) ? socialFormatsCost(SOCIAL_FORMAT_IDS) : null;
}

/** What HD adds to a run of this graph, or null when no node of it makes a sized image. */
function hdCost(graph: WorkflowGraph): number | null {
  const cost = outputChoiceCost(graph, { shape: 'square', hd: true });
  return cost > 0 ? cost : null;
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
