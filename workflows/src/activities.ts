import { type RecordedFailureType } from './contract/failure-types';
import { type BulkReplayProgress } from './contract/messages';
import { type NodeOutputs, type NodeValue } from './graph/node-values';
import type { RunGraphInput } from './run-graph';

/**
 * The activity interfaces workflow code calls. The orchestrator implements them; workflow code
 * imports only these types, so it never pulls I/O into the deterministic sandbox.
 */

export interface RunNodeInput {
  executionId: string;
  nodeId: string;
  type: string;
  params: Record<string, unknown>;
  /** The node's inputs, by input port id. */
  inputs: Record<string, NodeValue>;
}

/** One graph node's work. Registered on both the image and the AI queue. */
export interface NodeActivities {
  runNode(input: RunNodeInput): Promise<NodeOutputs>;
}

export interface ContentOutput {
  nodeId: string;
  contentType: 'static_image' | 'story' | 'carousel';
  name: string;
  fileKeys: string[];
  caption?: string;
}

export interface ExecutionFailure {
  executionId: string;
  /** The failure type (FailureType), or the name of an error no activity expected. */
  type: RecordedFailureType;
  message: string;
  /** A code for the creator's screen, e.g. E005 for sensitive content. */
  code?: string;
  /** The node that failed, when one did. */
  nodeId?: string;
  cancelled: boolean;
}

/**
 * The execution's life in the database, each step one transaction with the ledger, each
 * idempotent per execution (activities are at-least-once).
 */
export interface ExecutionActivities {
  /**
   * Marks it running and reserves its cost; non-retryable `InsufficientCredits` when short.
   * `began: false` when the run had already ended (a cancelled batch's queued run): nothing is
   * reserved. Histories recorded before this answer existed hold `undefined`: it began.
   */
  beginExecution(input: {
    executionId: string;
    userId: string;
    cost: number;
  }): Promise<{ began: boolean } | undefined>;
  /** Stores the outputs as content, charges the reservation, marks it succeeded. */
  completeExecution(input: {
    executionId: string;
    outputs: ContentOutput[];
  }): Promise<{ contentIds: string[] }>;
  /** Gives the reservation back and records why the run ended. */
  failExecution(failure: ExecutionFailure): Promise<void>;
}

/**
 * The deployment's periodic clean-up, run by the housekeeping schedules' workflows on the base
 * queue. Each sweep is idempotent (concurrent or repeated runs do no harm) and answers how much
 * it did.
 */
export interface HousekeepingActivities {
  /**
   * Forgets the records of files nothing refers to any more, once no run can still need them,
   * then deletes bytes that have had no record for a while.
   */
  sweepFiles(): Promise<{ forgotten: number; deleted: number }>;
  /** Gives back credits still held for executions that ended without settling or ran too long. */
  sweepReservations(): Promise<{ settled: number }>;
  /**
   * Deletes Error Logs occurrences older than the retention (`ERROR_LOG_RETENTION_DAYS`), and the
   * groups last seen before it.
   */
  pruneErrorLogs(): Promise<{ occurrences: number; groups: number }>;
  /**
   * Compares the runs the database shows unfinished, or ended and not yet checked, with what
   * Temporal says of their workflows, and repairs the database where Temporal has the last word
   * (api/src/domain/executions/reconcile-execution.ts).
   */
  reconcileRuns(): Promise<{ checked: number; repaired: number; timesAligned: number }>;
}

/** An operator's bulk replay, on the base queue beside the other database activities. */
export interface BulkReplayActivities {
  /** The job's runs from `offset`, at most `size` of them, and how many it has in all. */
  bulkReplayBatch(input: {
    jobId: string;
    offset: number;
    size: number;
  }): Promise<{ ids: string[]; total: number }>;
  /**
   * Records the replay of one run (once, however often it is retried) and answers the workflow
   * input that runs it; or why it is skipped (replayed meanwhile, no longer replayable).
   */
  prepareBulkReplayItem(input: {
    jobId: string;
    originalId: string;
  }): Promise<{ kind: 'ready'; run: RunGraphInput } | { kind: 'skipped'; reason: string }>;
  /** Stores the job's counts, and its end when `finished`. */
  recordBulkReplayProgress(input: {
    jobId: string;
    progress: BulkReplayProgress;
    finished: boolean;
  }): Promise<void>;
}

/** A creator's batch (snapBatch), on the base queue beside the other database activities. */
export interface BatchActivities {
  /** The batch's runs, in the order its products were chosen; none when it no longer exists. */
  batchRunIds(input: { batchId: string }): Promise<string[]>;
  /**
   * The workflow input of one of the batch's runs, or `skipped` when it is no longer queued
   * (ended meanwhile, e.g. cancelled by its creator) or no longer exists.
   */
  prepareBatchRun(input: {
    batchId: string;
    executionId: string;
  }): Promise<{ kind: 'ready'; run: RunGraphInput } | { kind: 'skipped' }>;
  /**
   * Records the batch's end: `cancelled` also cancels its runs that are still queued (they never
   * reserved anything). Idempotent.
   */
  finishBatch(input: { batchId: string; cancelled: boolean }): Promise<void>;
}
