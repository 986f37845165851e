import { type ExecutionHistory } from '../contract/execution-history';
import {
  type HistoryEvent,
  iso,
  nodeIdOf,
  type PendingActivity,
  type TimelineSource,
} from './execution-timeline';

type Kind = ExecutionHistory['events'][number]['kind'];
type TemporalFailure = {
  message?: string | null;
  stackTrace?: string | null;
  applicationFailureInfo?: { type?: string | null } | null;
  cause?: TemporalFailure | null;
} | null;

/** What the SDK's markers record, in words. */
const MARKERS: Record<string, string> = {
  core_local_activity: 'A local activity (the run’s records)',
  core_patch: 'A code version (patch) the run follows',
};

/** `activityTaskFailedEventAttributes` → `ActivityTaskFailed`. */
function eventType(event: HistoryEvent): string {
  const key = Object.keys(event).find(
    (name) => name.endsWith('EventAttributes') && event[name as keyof HistoryEvent],
  );
  if (!key) return 'Unknown';
  const name = key.slice(0, -'EventAttributes'.length);
  return name[0]!.toUpperCase() + name.slice(1);
}

/** `ActivityTaskFailed` → "Activity task failed". */
const words = (type: string) =>
  type
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ (\w)/g, (_, c: string) => ` ${c.toLowerCase()}`);

function kindOf(type: string): Kind {
  if (type.startsWith('WorkflowTask')) return 'workflow-task';
  if (type.startsWith('WorkflowExecutionSignaled')) return 'signal';
  if (type.startsWith('WorkflowExecution')) return 'workflow';
  if (type.startsWith('ActivityTask')) return 'activity';
  if (type.startsWith('Timer')) return 'timer';
  if (type === 'MarkerRecorded') return 'marker';
  return 'other';
}

/**
 * The innermost failure (an activity failure wraps the error that says why), with the stack the
 * worker recorded where any level of it has one.
 */
function failureOf(failure: TemporalFailure | undefined) {
  if (!failure) return null;
  let root = failure;
  let stackTrace = failure.stackTrace || null;
  while (root.cause) {
    root = root.cause;
    stackTrace = root.stackTrace || stackTrace;
  }
  return {
    message: root.message ?? failure.message ?? '',
    type: root.applicationFailureInfo?.type || null,
    stackTrace,
  };
}

/**
 * A run's Temporal history in words, built from what Temporal keeps: each event's type, time and
 * what it was about (the activity and the graph step it ran, the attempt, why it failed, with the
 * stack the worker sent), and the activities still pending. The workflow's own tasks are kept
 * (the page hides them by default), so the list is the whole history.
 */
export function buildHistory(source: TimelineSource): ExecutionHistory {
  const scheduled = new Map<string, { activity: string; nodeId?: string }>();
  const stepOfActivity = new Map<string, string>();
  const events = source.events.map((event) => {
    const type = eventType(event);
    let summary = '';
    let failure: ExecutionHistory['events'][number]['failure'] = null;
    const started = event.workflowExecutionStartedEventAttributes;
    if (started)
      summary = `${started.workflowType?.name ?? ''} on ${started.taskQueue?.name ?? ''}`;
    const scheduledActivity = event.activityTaskScheduledEventAttributes;
    if (scheduledActivity) {
      const activity = scheduledActivity.activityType?.name ?? '';
      const nodeId = nodeIdOf(scheduledActivity.input?.payloads?.[0]?.data);
      scheduled.set(String(event.eventId), { activity, ...(nodeId ? { nodeId } : {}) });
      if (nodeId && scheduledActivity.activityId) {
        stepOfActivity.set(scheduledActivity.activityId, nodeId);
      }
      summary = `${activity}${nodeId ? ` for step ${nodeId}` : ''} on ${scheduledActivity.taskQueue?.name ?? ''}`;
    }
    const activityOf = (id: unknown) => {
      const known = scheduled.get(String(id));
      return known ? `${known.activity}${known.nodeId ? ` (${known.nodeId})` : ''}` : '';
    };
    const startedActivity = event.activityTaskStartedEventAttributes;
    if (startedActivity) {
      summary = `${activityOf(startedActivity.scheduledEventId)}, attempt ${startedActivity.attempt ?? 1}`;
    }
    const completed = event.activityTaskCompletedEventAttributes;
    if (completed) summary = activityOf(completed.scheduledEventId);
    const failed = event.activityTaskFailedEventAttributes;
    if (failed) {
      summary = activityOf(failed.scheduledEventId);
      failure = failureOf(failed.failure as TemporalFailure);
    }
    const timedOut = event.activityTaskTimedOutEventAttributes;
    if (timedOut) {
      summary = activityOf(timedOut.scheduledEventId);
      failure = failureOf(timedOut.failure as TemporalFailure);
    }
    const cancelled = event.activityTaskCanceledEventAttributes;
    if (cancelled) summary = activityOf(cancelled.scheduledEventId);
    const workflowFailed = event.workflowExecutionFailedEventAttributes;
    if (workflowFailed) failure = failureOf(workflowFailed.failure as TemporalFailure);
    const marker = event.markerRecordedEventAttributes;
    if (marker) {
      summary = MARKERS[marker.markerName ?? ''] ?? marker.markerName ?? '';
      if (marker.failure) failure = failureOf(marker.failure as TemporalFailure);
    }
    const signal = event.workflowExecutionSignaledEventAttributes;
    if (signal) summary = signal.signalName ?? '';
    const cancelRequested = event.workflowExecutionCancelRequestedEventAttributes;
    if (cancelRequested) summary = cancelRequested.cause || cancelRequested.identity || '';
    return {
      id: Number(event.eventId?.toString() ?? 0),
      at: iso(event.eventTime),
      type,
      label: words(type),
      kind: kindOf(type),
      summary,
      failure,
    };
  });
  return {
    available: true,
    events,
    pending: source.pending.map((pending) => pendingView(pending, stepOfActivity)),
  };
}

function pendingView(
  pending: PendingActivity,
  stepOfActivity: ReadonlyMap<string, string>,
): ExecutionHistory['pending'][number] {
  return {
    activityId: pending.activityId ?? '',
    activityType: pending.activityType?.name ?? '',
    nodeId: stepOfActivity.get(pending.activityId ?? '') ?? null,
    state: pendingState(pending.state),
    attempt: pending.attempt ?? 1,
    lastStartedAt: iso(pending.lastStartedTime ?? undefined),
    lastHeartbeatAt: iso(pending.lastHeartbeatTime ?? undefined),
    lastFailure: failureOf(pending.lastFailure as TemporalFailure),
  };
}

/** Temporal's PendingActivityState numbers, in words. */
function pendingState(state: unknown): string {
  return (
    { 1: 'Scheduled', 2: 'Started', 3: 'Cancel requested', 4: 'Paused', 5: 'Pause requested' }[
      Number(state)
    ] ?? 'Unknown'
  );
}

/** The history of a run Temporal keeps none of. */
export const NO_HISTORY: ExecutionHistory = { available: false, events: [], pending: [] };
