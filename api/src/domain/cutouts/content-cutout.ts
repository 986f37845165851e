import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { pinnedRunCost } from '@studio/workflows/graph/pinned-nodes';
import { type CutoutTouchUp } from '../../contract/cutouts';
import { ContentNotFoundError } from '../content/content-items';
import { fileUrl } from '../content/content-queries';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { Content } from '../models/content';
import { Cutout } from '../models/cutout';
import { Execution } from '../models/execution';
import { type Snap } from '../models/snap';
import { findSnap } from '../snaps/snap-queries';
import { findVersion } from '../workflows/workflow-definitions';

/** A creator's content item with the run and the cut-out it came from, ready to edit. */
export interface ContentCutout {
  content: Content;
  execution: Execution;
  snap: Snap;
  /** The graph the run ran (its version's, or with social formats added). */
  graph: WorkflowGraph;
  cutout: Cutout;
  /** Tokens an edited run costs: the nodes after the cut-out. */
  cost: number;
}

/**
 * The cut-out a creator's content came from. Someone else's content is the same 404
 * `content_not_found` as none; content whose run had no cut-out step (a packshot, whose node cuts
 * out inside itself; a test run; content made before cut-outs were kept) is 404
 * `cutout_not_editable`.
 */
export async function findContentCutout(
  db: Database,
  userId: string,
  contentId: string,
): Promise<ContentCutout> {
  const content = isUuid(contentId)
    ? await Content.query(db).modify('ownedBy', userId).findById(contentId)
    : undefined;
  if (!content) throw new ContentNotFoundError();
  const execution = content.execution_id
    ? await Execution.query(db).findById(content.execution_id)
    : undefined;
  const snap = execution?.snap_id ? await findSnap(db, execution.snap_id) : undefined;
  const version = execution?.workflow_version_id
    ? await findVersion(db, execution.workflow_version_id)
    : undefined;
  const graph = execution?.graph ?? version?.graph;
  const cutout =
    execution && graph && !execution.is_test
      ? (await Cutout.query(db).where({ execution_id: execution.id })).find((row) =>
          graph.nodes.some((n) => n.id === row.node_id),
        )
      : undefined;
  if (!execution || !snap || !graph || !cutout) throw new DomainError('cutout_not_editable');
  return { content, execution, snap, graph, cutout, cost: pinnedRunCost(graph, [cutout.node_id]) };
}

export function toCutoutTouchUp(found: ContentCutout): CutoutTouchUp {
  return {
    contentId: found.content.id,
    nodeId: found.cutout.node_id,
    width: found.cutout.width,
    height: found.cutout.height,
    photoUrl: fileUrl(found.execution.input_file_key),
    cutoutUrl: fileUrl(found.cutout.image_file_key),
    objectsUrl: fileUrl(found.cutout.objects_file_key),
    objects: found.cutout.objects,
    cost: found.cost,
    snapName: found.snap.name,
  };
}
