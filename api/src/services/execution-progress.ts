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

/**
 * How often a watcher looks for changes while the run works: the workflow's progress query is the
 * source. The end is not waited for: the watcher hears of it from Temporal as it happens.
 */
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
 * given) or `signal` aborts (the client went away). It looks every `intervalMs` while the run
 * works, and at once when Temporal says the run has ended.
 */
export async function* watchExecution(
  deps: ExecutionProgressDeps,
  execution: Execution,
  signal: AbortSignal,
  intervalMs = WATCH_INTERVAL_MS,
): AsyncGenerator<ExecutionView> {
  let last = '';
  let current = execution;
  // Heard once: after that (a run ended without settling its row) the usual pace, not a spin.
  let ended = TERMINAL.has(execution.status)
    ? undefined
    : deps.orchestrator.waitForEnd(execution.id, signal).then(() => 'ended' as const);
  const goneAway = new Promise<'gone'>((resolve) => {
    signal.addEventListener('abort', () => resolve('gone'), { once: true });
  });
  while (!signal.aborted) {
    const view = await currentExecutionView(deps, current);
    const json = JSON.stringify(view);
    if (json !== last) {
      last = json;
      yield view;
    }
    if (TERMINAL.has(view.status)) return;
    let timer: NodeJS.Timeout | undefined;
    const pause = new Promise<'paused'>((resolve) => {
      timer = setTimeout(() => resolve('paused'), intervalMs);
    });
    if ((await Promise.race([pause, ended ?? pause, goneAway])) === 'ended') ended = undefined;
    clearTimeout(timer);
    current = (await findExecution(deps.db, execution.id)) ?? current;
  }
}
