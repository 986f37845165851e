import { nodeType } from '@studio/workflows/graph/node-catalogue';
import { outputFileKeys, valueFileKeys } from '@studio/workflows/graph/node-values';
import { type TestRunSummary } from '../../contract/workflow-tests';
import { type Database } from '../database';
import { Execution } from '../models/execution';
import { KEPT_TEST_RUNS } from './test-run-files';

/**
 * A workflow's newest test runs (those whose files are kept), newest first: each with what it
 * made to show beside it — the step's output for a one-step run, else the first image that
 * reached an output.
 */
export async function listTestRuns(db: Database, workflowId: string): Promise<TestRunSummary[]> {
  const runs = await Execution.query(db)
    .where({ workflow_id: workflowId, is_test: true })
    .orderBy('created_at', 'desc')
    .limit(KEPT_TEST_RUNS)
    .select(
      'id',
      'status',
      'created_at',
      'finished_at',
      'test_step',
      'graph',
      'node_states',
      'error',
    );
  return runs.map((run) => ({
    id: run.id,
    status: run.status,
    createdAt: run.created_at.toISOString(),
    finishedAt: run.finished_at?.toISOString() ?? null,
    step: run.test_step,
    imageKey: shownImage(run) ?? null,
    error: run.error?.message ?? null,
  }));
}

function shownImage(run: Execution): string | undefined {
  const states = run.node_states ?? {};
  if (run.test_step) return outputFileKeys(states[run.test_step]?.outputs)[0];
  const edges = run.graph?.edges ?? [];
  for (const node of run.graph?.nodes ?? []) {
    if (nodeType(node.type)?.role !== 'content-output') continue;
    for (const edge of edges.filter((e) => e.target === node.id)) {
      const value = states[edge.source]?.outputs?.[edge.sourcePort];
      const key = value && valueFileKeys(value)[0];
      if (key) return key;
    }
  }
  return undefined;
}
