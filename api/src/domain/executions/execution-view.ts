import { type NodeStatus } from '@studio/workflows/graph/node-status';
import { nodeType } from '@studio/workflows/graph/node-catalogue';
import { type ExecutionView } from '../../contract/executions';
import { type Database } from '../database';
import { Content } from '../models/content';
import { Execution } from '../models/execution';

export async function findExecution(db: Database, id: string): Promise<Execution | undefined> {
  return Execution.query(db).findById(id);
}

/**
 * An execution as its owner (or a manager) sees it. Node states come from the row, or, while it
 * runs, from the workflow's own progress (`live`), which is fresher.
 */
/**
 * A step the run recorded nothing for: done when the run succeeded (its runner records nothing),
 * cancelled when the run ended otherwise (the workflow cancels the steps it never started, and says
 * so in its own progress), waiting while the run goes on.
 */
function unrecordedStatus(status: Execution['status']): NodeStatus {
  if (status === 'succeeded') return 'succeeded';
  return status === 'failed' || status === 'cancelled' ? 'cancelled' : 'pending';
}

export async function executionView(
  db: Database,
  execution: Execution,
  live?: Record<string, { status: NodeStatus; error?: string }>,
): Promise<ExecutionView> {
  const [snap, version, reservation, content] = await Promise.all([
    execution.snap_id
      ? execution.$relatedQuery('snap', db).select('snaps.id', 'snaps.name')
      : undefined,
    execution.workflow_version_id
      ? execution.$relatedQuery('workflowVersion', db).select('version', 'graph')
      : undefined,
    execution.$relatedQuery('reservation', db),
    // A removed item has left its creator's library: the run no longer offers it.
    Content.query(db)
      .where({ execution_id: execution.id })
      .modify('notRemoved')
      .orderBy('output_node_id')
      .select('id'),
  ]);
  const stored = execution.node_states ?? {};
  const states = live ?? stored;
  // The graph the run ran: its own when it differs from its version's (social formats added).
  const graph = execution.graph ?? version?.graph;
  const nodes = (graph?.nodes ?? []).map((node) => {
    const record = stored[node.id];
    const status = states[node.id]?.status ?? unrecordedStatus(execution.status);
    return {
      id: node.id,
      type: node.type,
      label: node.label || (nodeType(node.type)?.label ?? node.type),
      status,
      ...(states[node.id]?.error ? { error: states[node.id]!.error } : {}),
      // What the step made and how long it took, once its worker recorded them.
      ...(record?.outputs ? { outputs: record.outputs } : {}),
      ...(record?.meta ? { meta: record.meta } : {}),
      ...(record?.pinned ? { given: true } : {}),
      ...(record?.startedAt && record.at && record.status === 'succeeded'
        ? { durationMs: Date.parse(record.at) - Date.parse(record.startedAt) }
        : {}),
    };
  });
  return {
    id: execution.id,
    status: execution.status,
    snap: {
      id: execution.snap_id ?? '',
      name: snap?.name ?? (execution.is_test ? 'Test run' : ''),
    },
    test: execution.is_test,
    userId: execution.user_id,
    workflowVersionId: execution.workflow_version_id,
    version: version?.version ?? null,
    cost: execution.cost,
    tokensReserved: reservation?.status === 'held' ? reservation.amount : 0,
    tokensCharged: reservation?.status === 'committed' ? reservation.amount : 0,
    nodes,
    error: execution.error,
    contentIds: content.map((c) => c.id),
    replayOf: execution.replay_of,
    // As JSON would write them: the view is the contract's, event stream and all.
    createdAt: execution.created_at.toISOString(),
    startedAt: execution.started_at?.toISOString() ?? null,
    finishedAt: execution.finished_at?.toISOString() ?? null,
  };
}
