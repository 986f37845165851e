import { cutoutMetaSchema } from '@studio/workflows/graph/cutout-meta';
import { type Database } from '../database';
import { Cutout } from '../models/cutout';
import { Execution } from '../models/execution';

/**
 * Keeps the run's cut-outs for the touch-up, as its content is stored (same transaction): each
 * node state that describes a cut-out becomes a `cutouts` row, so its files outlive the sweep of
 * a run's intermediate images for as long as the content exists. Idempotent (a retried completion).
 * A state the mirror failed to write leaves that content without a touch-up, nothing worse.
 */
export async function keepRunCutouts(db: Database, executionId: string): Promise<void> {
  const run = await Execution.query(db).findById(executionId).select('node_states');
  const rows = Object.entries(run?.node_states ?? {}).flatMap(([nodeId, state]) => {
    const meta = cutoutMetaSchema.safeParse(state.meta?.cutout);
    const image = state.outputs?.image;
    if (!meta.success || image?.kind !== 'image') return [];
    return [
      {
        execution_id: executionId,
        node_id: nodeId,
        image_file_key: image.fileKey,
        objects_file_key: meta.data.objectsFileKey,
        width: meta.data.width,
        height: meta.data.height,
        objects: meta.data.objects,
      },
    ];
  });
  if (rows.length === 0) return;
  await Cutout.query(db).insert(rows).onConflict(['execution_id', 'node_id']).ignore();
}

/** A touch-up's cut-out rows (those with a mask), copied to a replay of its run. */
export async function copyEditedCutouts(db: Database, from: string, to: string): Promise<void> {
  await db.raw(
    `insert into cutouts (execution_id, node_id, image_file_key, objects_file_key, mask_file_key,
                          width, height, objects)
     select ?, node_id, image_file_key, objects_file_key, mask_file_key, width, height, objects
     from cutouts where execution_id = ? and mask_file_key is not null
     on conflict do nothing`,
    [to, from],
  );
}
