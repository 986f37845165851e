import { nodesLeftOut } from '@studio/workflows/graph/pinned-nodes';
import { type NodeOutputs } from '@studio/workflows/graph/node-values';
import { type CutoutObject } from '../../contract/cutouts';
import { type Database } from '../database';
import { type NodeStateRecord } from '../executions/execution-records';
import { Cutout } from '../models/cutout';
import { Execution } from '../models/execution';
import { type FileStore } from '../storage/file-store';
import { saveImage, type ImageToStore } from '../storage/stored-files';
import { type ContentCutout } from './content-cutout';

/**
 * Records a creator's edited cut-out as a new run of the same snap version, in one transaction:
 * the edited cut-out and the mask stored, the run given the cut-out step's output (pinned, kept
 * in `pinned_outputs` for its replays) and linked to the content it edits, its own cut-out row
 * holding the mask. The nodes it will not run are already in their final state.
 */
export async function recordCutoutEdit(
  db: Database,
  store: FileStore,
  found: ContentCutout,
  edit: { cutout: ImageToStore; mask: ImageToStore; objects: CutoutObject[] },
): Promise<{ execution: Execution; pinned: Record<string, NodeOutputs> }> {
  return db.transaction(async (trx) => {
    const cutoutKey = await saveImage(trx, store, edit.cutout);
    const maskKey = await saveImage(trx, store, edit.mask);
    const nodeId = found.cutout.node_id;
    const pinned: Record<string, NodeOutputs> = {
      [nodeId]: { image: { kind: 'image', fileKey: cutoutKey } },
    };
    const states: Record<string, NodeStateRecord> = {
      [nodeId]: { status: 'succeeded', outputs: pinned[nodeId], pinned: true },
    };
    for (const id of nodesLeftOut(found.graph, [nodeId])) states[id] = { status: 'skipped' };
    const original = found.execution;
    const execution = await Execution.query(trx)
      .insert({
        snap_id: original.snap_id,
        user_id: original.user_id,
        workflow_version_id: original.workflow_version_id,
        cost: found.cost,
        is_demo: false,
        input_file_key: original.input_file_key,
        inputs: original.inputs,
        node_states: states,
        product_id: found.content.product_id,
        social_formats: original.social_formats,
        output_choice: original.output_choice,
        graph: original.graph,
        pinned_outputs: pinned,
        edited_from: found.content.id,
      })
      .returning('*');
    await Cutout.query(trx).insert({
      execution_id: execution.id,
      node_id: nodeId,
      image_file_key: cutoutKey,
      objects_file_key: found.cutout.objects_file_key,
      mask_file_key: maskKey,
      width: found.cutout.width,
      height: found.cutout.height,
      objects: edit.objects,
    });
    return { execution, pinned };
  });
}
