import { defineQuery, defineSignal } from '@temporalio/workflow';
import { type NodeStatus } from '../graph/node-status';

export { type NodeStatus } from '../graph/node-status';

/**
 * The messages a client sends a running runGraph: the workflow sets their handlers, the API
 * queries and signals with these same definitions (Temporal's samples share them the same way).
 * Their names, 'progress' and 'cancel', are part of running executions: never rename them.
 * Imports the workflow SDK: the UI must not import this file.
 */

export interface ExecutionProgress {
  status: 'running' | 'succeeded' | 'failed' | 'cancelled';
  nodes: Record<string, { status: NodeStatus; error?: string }>;
}

/** Each node's state, at any time, from the workflow itself. */
export const progressQuery = defineQuery<ExecutionProgress>('progress');
/** Stops the run: work in flight is cancelled, reserved credits are given back. */
export const cancelSignal = defineSignal('cancel');

/** How far an operator's bulk replay has got. */
export interface BulkReplayProgress {
  status: 'running' | 'succeeded' | 'cancelled' | 'failed';
  /** The runs it is for. */
  total: number;
  /** Replays started so far, and how those that ended ended. */
  started: number;
  succeeded: number;
  failed: number;
  /** Runs not replayed: replayed meanwhile, or no longer replayable. */
  skipped: number;
}

/** A bulk replay's counts, at any time, from the workflow itself. */
export const bulkReplayProgressQuery = defineQuery<BulkReplayProgress>('bulkReplayProgress');
/** Stops a bulk replay starting more replays; those already started run to their end. */
export const cancelBulkReplaySignal = defineSignal('cancelBulkReplay');
