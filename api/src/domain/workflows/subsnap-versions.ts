import {
  flattenSubsnaps,
  type SubsnapGraphs,
  subsnapKey,
  subsnapRefs,
} from '@studio/workflows/graph/flatten-subsnaps';
import { type WorkflowGraph, type WorkflowKind } from '@studio/workflows/graph/graph';
import { type GraphProblem } from '@studio/workflows/graph/graph-problems';
import { subsnapProblems } from '@studio/workflows/graph/subsnap-params';
import { validateGraph } from '@studio/workflows/graph/validate-graph';
import { type Database } from '../database';
import { WorkflowVersion } from '../models/workflow-version';

/**
 * The graphs of the sub-snap versions a graph's nodes are pinned to, in one query. A version's
 * graph is stored with its own sub-snaps drawn out, so one level is all there is to load.
 */
export async function subsnapGraphs(db: Database, graph: WorkflowGraph): Promise<SubsnapGraphs> {
  const refs = subsnapRefs(graph);
  if (refs.length === 0) return new Map();
  const rows = await WorkflowVersion.query(db)
    .alias('v')
    .join('workflows as w', 'w.id', 'v.workflow_id')
    .where('w.kind', 'subsnap')
    .where((pairs) => {
      for (const ref of refs) {
        void pairs.orWhere({ 'v.workflow_id': ref.workflowId, 'v.version': ref.version });
      }
    })
    .select('v.workflow_id', 'v.version', 'v.graph');
  return new Map(
    rows.map((row) => [subsnapKey({ workflowId: row.workflow_id, ...row }), row.graph]),
  );
}

/**
 * A drawn graph as it would run: every problem that stops it (its own and its sub-snap nodes'),
 * and, when there is none, the graph with its sub-snaps drawn out (flattenSubsnaps).
 */
export async function graphToRun(
  db: Database,
  drawn: WorkflowGraph,
  kind: WorkflowKind,
): Promise<{ problems: GraphProblem[]; graph: WorkflowGraph }> {
  const graphs = await subsnapGraphs(db, drawn);
  const problems = [...validateGraph(drawn, kind), ...subsnapProblems(drawn, graphs)];
  return { problems, graph: problems.length > 0 ? drawn : flattenSubsnaps(drawn, graphs) };
}
