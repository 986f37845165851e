import { type NodeStatus } from '@studio/workflows/graph/node-status';
import { executionWorkflowId } from '@studio/workflows/contract/workflow-ids';
import { type ExecutionDetails, type LinkedRun } from '../../contract/execution-details';
import { type ExecutionStatus } from '../../contract/executions';
import { listAuditEvents } from '../audit/audit-log';
import { toCreditTransaction } from '../credits/transactions';
import { type Database } from '../database';
import { ApiKey } from '../models/api-key';
import { CreditEntry } from '../models/credit-entry';
import { Execution } from '../models/execution';
import { listExecutions } from './execution-list';
import { executionView } from './execution-view';

/** Where the run page links to Temporal's own Web UI (null: no link). */
export interface TemporalLinks {
  namespace: string;
  uiUrl: string | null;
}

/** The most audit entries a run page shows; a run with more is one to read in the log. */
const AUDIT_ON_PAGE = 100;

/**
 * Everything the console's run page shows of one run (the contract's ExecutionDetails). Node
 * states come from the row, or from the workflow's own progress while it runs (`live`).
 */
export async function executionDetails(
  db: Database,
  execution: Execution,
  temporal: TemporalLinks,
  live?: Record<string, { status: NodeStatus; error?: string }>,
): Promise<ExecutionDetails> {
  const [list, view, graph, linked, entries, audit, apiKey] = await Promise.all([
    listExecutions(db, { limit: 1 }, [execution.id]),
    executionView(db, execution, live),
    ranGraph(db, execution),
    linkedRuns(db, execution),
    CreditEntry.query(db).where({ execution_id: execution.id }).orderBy('id'),
    listAuditEvents(db, { target: execution.id, limit: AUDIT_ON_PAGE }),
    execution.api_key_id
      ? ApiKey.query(db).findById(execution.api_key_id).select('name', 'prefix')
      : undefined,
  ]);
  const run = list.items[0]!;
  const workflowId = executionWorkflowId(execution.id);
  return {
    run,
    graph,
    nodes: view.nodes,
    inputs: execution.inputs,
    replayMode: execution.replay_mode,
    reusedNodes: Object.entries(execution.node_states ?? {})
      .filter(([, state]) => state.reused)
      .map(([nodeId]) => nodeId),
    replayOfRun: linked.find((r) => r.id === execution.replay_of) ?? null,
    replays: linked.filter((r) => r.id !== execution.replay_of),
    bulkReplayId: execution.bulk_replay_id,
    apiKey: apiKey ? { name: apiKey.name, prefix: apiKey.prefix } : null,
    ledger: entries.map((entry) => toCreditTransaction(entry, run.snap?.name)),
    audit: audit.items,
    temporal: {
      namespace: temporal.namespace,
      workflowId,
      url: temporal.uiUrl
        ? `${temporal.uiUrl.replace(/\/$/, '')}/namespaces/${encodeURIComponent(temporal.namespace)}/workflows/${encodeURIComponent(workflowId)}`
        : null,
    },
  };
}

/** The graph the run ran: its published version's, or the one a test run keeps. */
async function ranGraph(db: Database, execution: Execution) {
  // A test run's draft, or a version with social formats added: the graph it ran is its own.
  if (execution.graph || !execution.workflow_version_id) return execution.graph;
  const version = await execution.$relatedQuery('workflowVersion', db).select('graph');
  return version?.graph ?? execution.graph;
}

/** The run it replays and its own replays (oldest first), each with the version it ran. */
async function linkedRuns(db: Database, execution: Execution): Promise<LinkedRun[]> {
  const rows = await Execution.query(db)
    .alias('e')
    .leftJoin('workflow_versions as wv', 'wv.id', 'e.workflow_version_id')
    .where('e.replay_of', execution.id)
    .modify((q) => {
      if (execution.replay_of) q.orWhere('e.id', execution.replay_of);
    })
    .orderBy([
      { column: 'e.created_at', order: 'asc' },
      { column: 'e.id', order: 'asc' },
    ])
    .select('e.id', 'e.status', 'wv.version', 'e.replay_mode', 'e.created_at')
    .castTo<
      Array<{
        id: string;
        status: ExecutionStatus;
        version: number | null;
        replay_mode: LinkedRun['mode'];
        created_at: Date;
      }>
    >();
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    version: row.version ?? null,
    mode: row.replay_mode,
    createdAt: row.created_at.toISOString(),
  }));
}
