import { type WorkflowHandle } from '@temporalio/client';
import { type ExecutionTimeline, type NodeAttempt } from '../contract/executions';

export type HistoryEvent = NonNullable<
  Awaited<ReturnType<WorkflowHandle['fetchHistory']>>['events']
>[number];
export type PendingActivity = NonNullable<
  Awaited<ReturnType<WorkflowHandle['describe']>>['raw']['pendingActivities']
>[number];
type Timestamp = HistoryEvent['eventTime'];

/** What a run's timeline is read from: its history, and the activities still running. */
export type TimelineSource = { events: HistoryEvent[]; pending: PendingActivity[] };

const NODE_ACTIVITY = 'runNode';

/** A history timestamp as ISO 8601; null when there is none. */
export const iso = (ts: Timestamp | undefined): string | null =>
  ts?.seconds == null
    ? null
    : new Date(
        Number(ts.seconds.toString()) * 1000 + Math.floor((ts.nanos ?? 0) / 1_000_000),
      ).toISOString();

/**
 * Each node's activity from scheduling to its end, attempt by attempt, built from the history,
 * not guessed: the scheduled event names the node (its input), the started event says how many
 * attempts there were and why the one before the last failed, the closing event how the last
 * ended. A node still running is read from the workflow's pending activities.
 */
export function buildTimeline(source: TimelineSource): ExecutionTimeline {
  type Node = ExecutionTimeline['nodes'][number] & { activityId: string };
  type LastStart = { attempt: number; startedAt: string | null; lastFailure?: string };
  const nodes = new Map<string, Node>();
  const nodeOfEvent = new Map<string, string>(); // scheduled event id -> node id
  const lastStarts = new Map<string, LastStart>(); // node id -> its last attempt's start
  let startedAt: string | null = null;
  let finishedAt: string | null = null;

  const close = (
    scheduledEventId: unknown,
    at: string | null,
    outcome: NodeAttempt['outcome'],
    error?: string,
  ) => {
    const node = nodes.get(nodeOfEvent.get(String(scheduledEventId)) ?? '');
    if (!node) return;
    const start = lastStarts.get(node.nodeId);
    const attempt = start?.attempt ?? 1;
    node.attempts = [
      ...retried(attempt, start?.lastFailure),
      {
        attempt,
        startedAt: start?.startedAt ?? null,
        finishedAt: at,
        outcome,
        ...(error && { error }),
      },
    ];
    node.finishedAt = at;
  };

  for (const event of source.events) {
    const at = iso(event.eventTime);
    if (event.workflowExecutionStartedEventAttributes) startedAt = at;
    if (
      event.workflowExecutionCompletedEventAttributes ||
      event.workflowExecutionFailedEventAttributes ||
      event.workflowExecutionCanceledEventAttributes ||
      event.workflowExecutionTerminatedEventAttributes ||
      event.workflowExecutionTimedOutEventAttributes
    ) {
      finishedAt = at;
    }
    const scheduled = event.activityTaskScheduledEventAttributes;
    if (scheduled?.activityType?.name === NODE_ACTIVITY) {
      const nodeId = nodeIdOf(scheduled.input?.payloads?.[0]?.data);
      if (!nodeId || !at) continue;
      nodeOfEvent.set(String(event.eventId), nodeId);
      nodes.set(nodeId, {
        nodeId,
        activityId: scheduled.activityId ?? '',
        scheduledAt: at,
        finishedAt: null,
        attempts: [],
      });
    }
    const started = event.activityTaskStartedEventAttributes;
    if (started) {
      const nodeId = nodeOfEvent.get(String(started.scheduledEventId));
      if (nodeId) {
        lastStarts.set(nodeId, {
          attempt: started.attempt ?? 1,
          startedAt: at,
          lastFailure: started.lastFailure?.message ?? undefined,
        });
      }
    }
    const done = event.activityTaskCompletedEventAttributes;
    if (done) close(done.scheduledEventId, at, 'succeeded');
    const failed = event.activityTaskFailedEventAttributes;
    if (failed) close(failed.scheduledEventId, at, 'failed', rootMessage(failed.failure));
    const timedOut = event.activityTaskTimedOutEventAttributes;
    if (timedOut) {
      close(timedOut.scheduledEventId, at, 'timed-out', rootMessage(timedOut.failure));
    }
    const cancelled = event.activityTaskCanceledEventAttributes;
    if (cancelled) close(cancelled.scheduledEventId, at, 'cancelled');
  }

  for (const pending of source.pending) {
    const node = [...nodes.values()].find((n) => n.activityId === pending.activityId);
    if (!node || node.finishedAt) continue;
    const attempt = pending.attempt ?? 1;
    node.attempts = [
      ...retried(attempt, pending.lastFailure?.message ?? undefined),
      {
        attempt,
        startedAt: iso(pending.lastStartedTime ?? undefined),
        finishedAt: null,
        outcome: 'running',
      },
    ];
  }

  return {
    available: true,
    startedAt,
    finishedAt,
    nodes: [...nodes.values()].map(({ activityId: _, ...node }) => node),
  };
}

/** The attempts before `attempt`: retried, the last with the error the history kept for it. */
function retried(attempt: number, lastFailure: string | undefined): NodeAttempt[] {
  return Array.from({ length: attempt - 1 }, (_, i) => ({
    attempt: i + 1,
    startedAt: null,
    finishedAt: null,
    outcome: 'retried' as const,
    ...(i === attempt - 2 && lastFailure ? { error: lastFailure } : {}),
  }));
}

/** The graph step a `runNode` activity's input names. */
export function nodeIdOf(data: Uint8Array | null | undefined): string | undefined {
  if (!data) return undefined;
  try {
    const input = JSON.parse(Buffer.from(data).toString()) as { nodeId?: unknown };
    return typeof input.nodeId === 'string' ? input.nodeId : undefined;
  } catch {
    return undefined;
  }
}

type Failure = { message?: string | null; cause?: Failure | null } | null | undefined;

/** The innermost message: an activity failure wraps the application error that says why. */
function rootMessage(failure: Failure): string | undefined {
  let current = failure;
  while (current?.cause) current = current.cause;
  return current?.message ?? undefined;
}

/** The timeline of a run Temporal keeps no history of. */
export const NO_TIMELINE: ExecutionTimeline = {
  available: false,
  startedAt: null,
  finishedAt: null,
  nodes: [],
};
