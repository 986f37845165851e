import { BUNDLE_SCHEMA_VERSION, type CatalogueBundle } from '../../contract/catalogue-bundle';
import { clock } from '../../platform/clock';
import { type Database } from '../database';
import { Category } from '../models/category';
import { Workflow } from '../models/workflow';
import { WorkflowVersion } from '../models/workflow-version';
import { CONTENT_TYPES, type ImageExtension } from '../storage/file-keys';
import { type FileStore } from '../storage/file-store';
import { catalogueSnaps } from './catalogue-state';

/** A stored cover as a data URL, so the bundle carries it to an environment without the file. */
async function coverDataUrl(store: FileStore, key: string | null): Promise<string | null> {
  if (!key) return null;
  const extension = key.slice(key.lastIndexOf('.') + 1) as ImageExtension;
  const bytes = await store.read(key);
  return `data:${CONTENT_TYPES[extension]};base64,${bytes.toString('base64')}`;
}

/**
 * The whole catalogue as one bundle: categories in gallery order, every workflow with its draft
 * and every published version (numbers, notes and dates as they are), and every snap (active or
 * not) named by its category, workflow and version number rather than by ids, which differ
 * between environments.
 */
export async function exportCatalogue(
  db: Database,
  store: FileStore,
  now = clock.now(),
): Promise<CatalogueBundle> {
  // One snapshot: a version published while the bundle is read is in all of it or none of it,
  // so no snap in the bundle names a version the bundle lacks.
  const [categories, workflows, versions, snaps] = await db.transaction(
    (trx) =>
      Promise.all([
        Category.query(trx)
          .orderBy([{ column: 'position' }, { column: 'name' }])
          .select('name'),
        Workflow.query(trx)
          .orderBy('name')
          .select('id', 'name', 'kind', 'description', 'draft_graph'),
        WorkflowVersion.query(trx)
          .orderBy([{ column: 'workflow_id' }, { column: 'version' }])
          .select('workflow_id', 'version', 'graph', 'drawn_graph', 'note', 'published_at'),
        catalogueSnaps(trx),
      ]),
    { isolationLevel: 'repeatable read', readOnly: true },
  );
  return {
    schemaVersion: BUNDLE_SCHEMA_VERSION,
    exportedAt: now.toISOString(),
    categories: categories.map(({ name }) => ({ name })),
    workflows: workflows.map((workflow) => ({
      name: workflow.name,
      kind: workflow.kind,
      sourceId: workflow.id,
      description: workflow.description,
      draft: workflow.draft_graph,
      versions: versions
        .filter((version) => version.workflow_id === workflow.id)
        .map((version) => ({
          version: version.version,
          graph: version.graph,
          drawnGraph: version.drawn_graph,
          note: version.note,
          publishedAt: version.published_at.toISOString(),
        })),
    })),
    snaps: await Promise.all(
      snaps.map(async (snap) => ({
        name: snap.name,
        description: snap.description,
        tags: snap.tags,
        category: snap.category,
        workflow: snap.workflow,
        version: snap.version,
        isActive: snap.is_active,
        position: snap.position,
        cover: await coverDataUrl(store, snap.cover_file_key),
      })),
    ),
  };
}
