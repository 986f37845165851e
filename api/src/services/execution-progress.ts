import { setTimeout as sleep } from 'node:timers/promises';
import {
  TERMINAL_EXECUTION_STATUSES as TERMINAL,
  type ExecutionView,
} from '../contract/executions';
import { type Database } from '../domain/database';
import { executionView, findExecution } from '../domain/executions/execution-view';
import { type Execution } from '../domain/models/execution';
import { type Orchestrator } from '../temporal/orchestrator';

export interface ExecutionProgressDeps {
  db: Database;
  orchestrator: Orchestrator;
}

/** How often a watcher looks for changes: the workflow's progress query is the source. */
export const WATCH_INTERVAL_MS = 400;

/**
 * An execution as its owner (or a manager) sees it now. While it runs, node states come from the
 * workflow's progress query, which is fresher than the row.
 */
export async function currentExecutionView(
  deps: ExecutionProgressDeps,
  execution: Execution,
): Promise<ExecutionView> {
  const live = TERMINAL.has(execution.status)
    ? undefined
    : await deps.orchestrator.progress(execution.id);
  return executionView(deps.db, execution, live?.nodes);
}

/**
 * The view now and again each time it changes, until it reaches a terminal status (the last view
 * given) or `signal` aborts (the client went away).
 */
export async function* watchExecution(
  deps: ExecutionProgressDeps,
  execution: Execution,
  signal: AbortSignal,
): AsyncGenerator<ExecutionView> {
  let last = '';
  let current = execution;
  while (!signal.aborted) {
    const view = await currentExecutionView(deps, current);
    const json = JSON.stringify(view);
    if (json !== last) {
      last = json;
      yield view;
    }
    if (TERMINAL.has(view.status)) return;
    await sleep(WATCH_INTERVAL_MS);
    current = (await findExecution(deps.db, execution.id)) ?? current;
  }
}
