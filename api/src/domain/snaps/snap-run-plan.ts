import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { type SocialFormat } from '@studio/workflows/graph/node-catalogue';
import { type OutputChoice } from '@studio/workflows/graph/output-shape';
import {
  makesHd,
  outputChoiceCost,
  withOutputChoice,
} from '@studio/workflows/graph/with-output-choice';
import { socialFormatsCost, withSocialFormats } from '@studio/workflows/graph/with-social-formats';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { type Snap } from '../models/snap';
import { type WorkflowVersion } from '../models/workflow-version';
import { findVersion } from '../workflows/workflow-definitions';
import { findSnap } from './snap-queries';

/** What one run of a snap with some social formats is: what it runs and what it costs. */
export interface SnapRunPlan {
  snap: Snap;
  /** The snap's pinned version. */
  version: WorkflowVersion;
  formats: SocialFormat[];
  output?: OutputChoice;
  /** The version's graph with the output choice and the formats (the version's own with none). */
  graph: WorkflowGraph;
  /** Whether the graph makes an HD image: the photo must be large enough. */
  hd: boolean;
  /** The version's price plus the formats' (a demo is free whatever this says). */
  cost: number;
  /** The input node name the product photo is for (the built-in snaps use `image`). */
  imageInput: string;
}

/**
 * Plans a run of a snap creators can run now (active, with a pinned version; else
 * snap_not_found) with the social formats ticked (validation_error when the snap makes no single
 * image to size). A single run and a batch's runs are planned alike.
 */
export async function planSnapRun(
  db: Database,
  snapId: string,
  formats: SocialFormat[],
  output?: OutputChoice,
): Promise<SnapRunPlan> {
  const snap = await findSnap(db, snapId);
  if (!snap || !snap.is_active || !snap.workflow_version_id) {
    throw new DomainError('snap_not_found');
  }
  const version = (await findVersion(db, snap.workflow_version_id))!;
  const graph = withSocialFormats(withOutputChoice(version.graph, output), formats);
  if (!graph) {
    throw new DomainError(
      'validation_error',
      'This snap makes no single image to size for social formats.',
    );
  }
  const imageInput = version.graph.nodes.find((n) => n.type === 'input.image')?.params.name;
  return {
    snap,
    version,
    formats,
    ...(output ? { output } : {}),
    graph,
    hd: makesHd(graph),
    cost: version.cost + socialFormatsCost(formats) + outputChoiceCost(version.graph, output),
    imageInput: typeof imageInput === 'string' ? imageInput : 'image',
  };
}
