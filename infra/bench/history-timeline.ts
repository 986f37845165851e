import { type Client } from '@temporalio/client';
import { temporal } from '@temporalio/proto';

const { EventType } = temporal.api.enums.v1;

/** Where one run's time went, in ms, by Temporal's own record of it. */
export interface RunPhases {
  /** Workflow tasks waiting for a worker (scheduled -> started). */
  workflowTaskDispatch: number;
  /** The worker deciding (started -> completed), local activities included. */
  workflowTaskWork: number;
  /** Activity tasks waiting for a worker (scheduled -> started). */
  activityDispatch: number;
  /** Activities working (started -> completed), by activity name. */
  activityWork: Record<string, number>;
  /** First event to last. */
  span: number;
}

type HistoryEvent = temporal.api.history.v1.IHistoryEvent;

const millis = (event: HistoryEvent) => {
  const time = event.eventTime!;
  return Number(time.seconds) * 1000 + (time.nanos ?? 0) / 1e6;
};

async function events(client: Client, workflowId: string): Promise<HistoryEvent[]> {
  return (await client.workflow.getHandle(workflowId).fetchHistory()).events ?? [];
}

/** Splits a finished run's time into dispatch and work, workflow tasks and activities. */
export async function runPhases(client: Client, workflowId: string): Promise<RunPhases> {
  const history = await events(client, workflowId);
  const phases: RunPhases = {
    workflowTaskDispatch: 0,
    workflowTaskWork: 0,
    activityDispatch: 0,
    activityWork: {},
    span: millis(history.at(-1)!) - millis(history[0]!),
  };
  const byId = new Map(history.map((e) => [Number(e.eventId), e]));
  const since = (id: unknown, event: HistoryEvent) => millis(event) - millis(byId.get(Number(id))!);
  for (const event of history) {
    switch (event.eventType) {
      case EventType.EVENT_TYPE_WORKFLOW_TASK_STARTED:
        phases.workflowTaskDispatch += since(
          event.workflowTaskStartedEventAttributes!.scheduledEventId,
          event,
        );
        break;
      case EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED:
        phases.workflowTaskWork += since(
          event.workflowTaskCompletedEventAttributes!.startedEventId,
          event,
        );
        break;
      case EventType.EVENT_TYPE_ACTIVITY_TASK_STARTED:
        phases.activityDispatch += since(
          event.activityTaskStartedEventAttributes!.scheduledEventId,
          event,
        );
        break;
      case EventType.EVENT_TYPE_ACTIVITY_TASK_COMPLETED: {
        const attributes = event.activityTaskCompletedEventAttributes!;
        const scheduled = byId.get(Number(attributes.scheduledEventId))!;
        const name = scheduled.activityTaskScheduledEventAttributes!.activityType!.name!;
        phases.activityWork[name] =
          (phases.activityWork[name] ?? 0) + since(attributes.startedEventId, event);
        break;
      }
    }
  }
  return phases;
}

/** One run's history event by event, each with its time since the start and since the last. */
export async function historyTimeline(client: Client, workflowId: string): Promise<string[]> {
  const history = await events(client, workflowId);
  const start = millis(history[0]!);
  let previous = start;
  return history.map((event) => {
    const now = millis(event);
    const type = EventType[event.eventType!]!.replace(/^EVENT_TYPE_/, '').toLowerCase();
    const marker = event.markerRecordedEventAttributes?.markerName;
    const what =
      event.activityTaskScheduledEventAttributes?.activityType?.name ??
      (marker === 'core_local_activity' ? 'local activity' : marker);
    const line = `${(now - start).toFixed(1).padStart(7)} ms  +${(now - previous).toFixed(1).padStart(6)}  ${type}${what ? ` (${what})` : ''}`;
    previous = now;
    return line;
  });
}
