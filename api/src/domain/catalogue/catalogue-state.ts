import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { type Database } from '../database';
import { Category } from '../models/category';
import { Snap } from '../models/snap';
import { Workflow } from '../models/workflow';
import { WorkflowVersion } from '../models/workflow-version';

/** A category is found by its name in any letter case, as its unique index finds it. */
export const categoryKey = (name: string) => name.trim().toLowerCase();

export interface CatalogueWorkflow {
  id: string;
  versions: Map<number, { id: string; graph: WorkflowGraph }>;
}

export interface CatalogueSnap {
  id: string;
  description: string;
  tags: string[];
  category: string;
  workflow: string | null;
  version: number | null;
  isActive: boolean;
  position: number;
  coverKey: string | null;
}

/** The catalogue an import lands in, by the names a bundle uses instead of ids. */
export interface CatalogueState {
  categories: Map<string, { id: string; name: string }>;
  workflows: Map<string, CatalogueWorkflow>;
  snaps: Map<string, CatalogueSnap>;
}

/** A snap as the catalogue names it: its category, workflow and version by name and number. */
export interface CatalogueSnapRow {
  id: string;
  name: string;
  description: string;
  tags: string[];
  category: string;
  workflow: string | null;
  version: number | null;
  is_active: boolean;
  position: number;
  cover_file_key: string | null;
}

/** Every snap in gallery order (category, then its place, then name), named as above. */
export function catalogueSnaps(db: Database) {
  return Snap.query(db)
    .alias('s')
    .join('categories as c', 'c.id', 's.category_id')
    .leftJoin('workflows as w', 'w.id', 's.workflow_id')
    .leftJoin('workflow_versions as v', 'v.id', 's.workflow_version_id')
    .orderBy([{ column: 'c.position' }, { column: 's.position' }, { column: 's.name' }])
    .select(
      's.id',
      's.name',
      's.description',
      's.tags',
      'c.name as category',
      'w.name as workflow',
      'v.version',
      's.is_active',
      's.position',
      's.cover_file_key',
    )
    .castTo<CatalogueSnapRow[]>();
}

export async function loadCatalogueState(db: Database): Promise<CatalogueState> {
  const [categories, workflows, versions, snaps] = await Promise.all([
    Category.query(db).select('id', 'name'),
    Workflow.query(db).select('id', 'name'),
    WorkflowVersion.query(db).select('id', 'workflow_id', 'version', 'graph'),
    catalogueSnaps(db),
  ]);
  const byId = new Map<string, CatalogueWorkflow>();
  const state: CatalogueState = {
    categories: new Map(categories.map((c) => [categoryKey(c.name), { id: c.id, name: c.name }])),
    workflows: new Map(
      workflows.map((w) => {
        const workflow = { id: w.id, versions: new Map() };
        byId.set(w.id, workflow);
        return [w.name, workflow];
      }),
    ),
    snaps: new Map(
      snaps.map((s) => [
        s.name,
        {
          id: s.id,
          description: s.description,
          tags: s.tags,
          category: s.category,
          workflow: s.workflow,
          version: s.version,
          isActive: s.is_active,
          position: s.position,
          coverKey: s.cover_file_key,
        },
      ]),
    ),
  };
  for (const v of versions) {
    byId.get(v.workflow_id)?.versions.set(v.version, { id: v.id, graph: v.graph });
  }
  return state;
}
