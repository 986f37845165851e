import { buildTimeline, type TimelineSource } from '../execution-timeline';

// The timeline as Temporal's history tells it: these events are shaped as the server sends them
// (a node activity's input names its node; a retried activity's one started event carries the
// attempt count and the failure before it).

const T0 = Date.parse('2026-11-24T10:00:00.000Z') / 1000;
const at = (seconds: number) => ({ seconds: T0 + seconds, nanos: 250_000_000 });
const time = (seconds: number) => new Date((T0 + seconds) * 1000 + 250).toISOString();
const input = (nodeId: string) => ({
  payloads: [{ data: Buffer.from(JSON.stringify({ executionId: 'e', nodeId, type: 'x' })) }],
});
const failure = (message: string) => ({
  message: 'Activity task failed',
  cause: { message, cause: null },
});

let id = 0;
const event = (seconds: number, attributes: Record<string, unknown>) => ({
  eventId: ++id,
  eventTime: at(seconds),
  ...attributes,
});
const schedule = (seconds: number, nodeId: string, activityId: string, name = 'runNode') =>
  event(seconds, {
    activityTaskScheduledEventAttributes: {
      activityId,
      activityType: { name },
      input: input(nodeId),
    },
  });

describe('buildTimeline', () => {
  it('reads each node’s attempts: one that worked, one retried twice then failed, one timed out', () => {
    id = 0;
    const begin = schedule(0, 'records', '1', 'beginExecution');
    const cut = schedule(1, 'cut', '2');
    const pack = schedule(1, 'pack', '3');
    const slow = schedule(1, 'slow', '4');
    const events = [
      event(0, { workflowExecutionStartedEventAttributes: {} }),
      begin,
      cut,
      pack,
      slow,
      event(2, {
        activityTaskStartedEventAttributes: { scheduledEventId: cut.eventId, attempt: 1 },
      }),
      event(4, { activityTaskCompletedEventAttributes: { scheduledEventId: cut.eventId } }),
      event(9, {
        activityTaskStartedEventAttributes: {
          scheduledEventId: pack.eventId,
          attempt: 3,
          lastFailure: { message: 'The model is busy.' },
        },
      }),
      event(11, {
        activityTaskFailedEventAttributes: {
          scheduledEventId: pack.eventId,
          failure: failure('The model is down.'),
        },
      }),
      event(12, {
        activityTaskStartedEventAttributes: { scheduledEventId: slow.eventId, attempt: 1 },
      }),
      event(20, {
        activityTaskTimedOutEventAttributes: {
          scheduledEventId: slow.eventId,
          failure: failure('activity Heartbeat timeout'),
        },
      }),
      event(21, { workflowExecutionFailedEventAttributes: {} }),
    ];
    const timeline = buildTimeline({ events, pending: [] } as unknown as TimelineSource);

    expect(timeline).toEqual({
      available: true,
      startedAt: time(0),
      finishedAt: time(21),
      nodes: [
        {
          nodeId: 'cut',
          scheduledAt: time(1),
          finishedAt: time(4),
          attempts: [{ attempt: 1, startedAt: time(2), finishedAt: time(4), outcome: 'succeeded' }],
        },
        {
          nodeId: 'pack',
          scheduledAt: time(1),
          finishedAt: time(11),
          attempts: [
            { attempt: 1, startedAt: null, finishedAt: null, outcome: 'retried' },
            {
              attempt: 2,
              startedAt: null,
              finishedAt: null,
              outcome: 'retried',
              error: 'The model is busy.',
            },
            {
              attempt: 3,
              startedAt: time(9),
              finishedAt: time(11),
              outcome: 'failed',
              error: 'The model is down.',
            },
          ],
        },
        {
          nodeId: 'slow',
          scheduledAt: time(1),
          finishedAt: time(20),
          attempts: [
            {
              attempt: 1,
              startedAt: time(12),
              finishedAt: time(20),
              outcome: 'timed-out',
              error: 'activity Heartbeat timeout',
            },
          ],
        },
      ],
    });
  });

  it('shows a node still at work from the pending activities, with the retries before it', () => {
    id = 0;
    const cut = schedule(1, 'cut', '7');
    const timeline = buildTimeline({
      events: [event(0, { workflowExecutionStartedEventAttributes: {} }), cut],
      pending: [
        {
          activityId: '7',
          attempt: 2,
          lastStartedTime: at(6),
          lastFailure: { message: 'Worker lost' },
        },
      ],
    } as unknown as TimelineSource);
    expect(timeline.finishedAt).toBeNull();
    expect(timeline.nodes).toEqual([
      {
        nodeId: 'cut',
        scheduledAt: time(1),
        finishedAt: null,
        attempts: [
          {
            attempt: 1,
            startedAt: null,
            finishedAt: null,
            outcome: 'retried',
            error: 'Worker lost',
          },
          { attempt: 2, startedAt: time(6), finishedAt: null, outcome: 'running' },
        ],
      },
    ]);
  });
});
