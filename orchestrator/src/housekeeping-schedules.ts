import {
  type Client,
  ScheduleAlreadyRunning,
  type ScheduleDescription,
  ScheduleOverlapPolicy,
  type ScheduleOptions,
} from '@temporalio/client';
import { housekeepingScheduleIds } from '@studio/workflows/contract/workflow-ids';
import { WORKFLOW_TYPES } from '@studio/workflows/contract/workflow-types';

const MINUTE = 60 * 1000;

/**
 * The deployment's housekeeping as Temporal Schedules, one per sweep: each runs once per interval
 * however many workers there are, shows in Temporal's UI and survives restarts. Ids are fixed per
 * base task queue (`housekeepingScheduleIds`). Durations are in milliseconds, as Temporal
 * describes them back, so a described schedule compares with these as it is.
 */
export function housekeepingSchedules(taskQueue: string) {
  const ids = housekeepingScheduleIds(taskQueue);
  const sweep = (scheduleId: string, workflowType: string, everyMs: number): ScheduleOptions => ({
    scheduleId,
    spec: { intervals: [{ every: everyMs }] },
    action: {
      type: 'startWorkflow',
      workflowType,
      // Temporal appends the scheduled time to this id for each run.
      workflowId: scheduleId,
      taskQueue,
      // Stuck beyond this, the run is ended; the next interval sweeps again.
      workflowExecutionTimeout: 60 * MINUTE,
    },
    policies: {
      // A sweep still running when the next is due makes that one skip: never two at once.
      overlap: ScheduleOverlapPolicy.SKIP,
      // After downtime one late sweep is worth running, a backlog of them is not.
      catchupWindow: everyMs,
    },
  });
  return [
    sweep(ids.fileSweep, WORKFLOW_TYPES.fileSweep, 60 * MINUTE),
    sweep(ids.reservationSweep, WORKFLOW_TYPES.reservationSweep, 10 * MINUTE),
    sweep(ids.errorLogPrune, WORKFLOW_TYPES.errorLogPrune, 60 * MINUTE),
    sweep(ids.reconciler, WORKFLOW_TYPES.reconciler, 5 * MINUTE),
  ];
}

export type ScheduleOutcome = 'created' | 'updated' | 'unchanged';

/**
 * Creates the housekeeping schedules at worker start, idempotently: a schedule that exists is
 * left as it is, or updated when its spec, action or policies differ from today's code (its
 * paused state and note are kept); never duplicated, even when several workers start at once.
 */
export async function ensureHousekeepingSchedules(
  client: Client,
  taskQueue: string,
): Promise<Record<string, ScheduleOutcome>> {
  const outcomes = await Promise.all(
    housekeepingSchedules(taskQueue).map(
      async (options) => [options.scheduleId, await ensureSchedule(client, options)] as const,
    ),
  );
  return Object.fromEntries(outcomes);
}

async function ensureSchedule(client: Client, options: ScheduleOptions): Promise<ScheduleOutcome> {
  try {
    await client.schedule.create(options);
    return 'created';
  } catch (error) {
    // Another worker (or an earlier start) made it: the id is the guard against a duplicate.
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
  }
  const handle = client.schedule.getHandle(options.scheduleId);
  if (sameSchedule(await handle.describe(), options)) return 'unchanged';
  await handle.update((previous) => ({
    ...previous,
    spec: options.spec,
    action: options.action,
    policies: options.policies,
  }));
  return 'updated';
}

/** Whether a described schedule does what `options` ask (the fields these schedules set). */
function sameSchedule(current: ScheduleDescription, options: ScheduleOptions): boolean {
  const { spec, action, policies } = options;
  // Temporal leaves out a zero offset.
  const intervals = (list: Array<{ every: unknown; offset?: unknown }> = []) =>
    JSON.stringify(list.map((i) => [i.every, i.offset ?? 0]));
  return (
    intervals(current.spec.intervals) === intervals(spec.intervals) &&
    current.action.workflowType === action.workflowType &&
    current.action.workflowId === action.workflowId &&
    current.action.taskQueue === action.taskQueue &&
    current.action.workflowExecutionTimeout === action.workflowExecutionTimeout &&
    current.policies.overlap === policies?.overlap &&
    current.policies.catchupWindow === policies?.catchupWindow
  );
}
