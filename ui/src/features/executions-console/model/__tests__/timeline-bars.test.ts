import { type ExecutionTimeline } from '@studio/api/contract/executions';

import { describeAttempt, formatOffset, timelineBars } from '../timeline-bars';

const at = (seconds: number) =>
  new Date(Date.UTC(2026, 10, 24, 10, 0, 0) + seconds * 1000).toISOString();
const NOW = Date.UTC(2026, 10, 24, 10, 0, 0) + 60_000;

function timeline(overrides: Partial<ExecutionTimeline> = {}): ExecutionTimeline {
  return { available: true, startedAt: at(0), finishedAt: at(10), nodes: [], ...overrides };
}

describe('timelineBars', () => {
  it('draws nothing for a run Temporal keeps no history of', () => {
    expect(timelineBars(timeline({ available: false }), NOW)).toBeNull();
    expect(timelineBars(timeline(), NOW)).toBeNull();
  });

  it('puts each node on the run’s axis, ordered by scheduling, its attempt from start to end', () => {
    const chart = timelineBars(
      timeline({
        nodes: [
          {
            nodeId: 'packshot',
            scheduledAt: at(5),
            finishedAt: at(10),
            attempts: [{ attempt: 1, startedAt: at(6), finishedAt: at(10), outcome: 'succeeded' }],
          },
          {
            nodeId: 'photo',
            scheduledAt: at(0),
            finishedAt: at(5),
            attempts: [{ attempt: 1, startedAt: at(0), finishedAt: at(5), outcome: 'succeeded' }],
          },
        ],
      }),
      NOW,
    )!;
    expect(chart.spanMs).toBe(10_000);
    expect(chart.rows.map((row) => row.nodeId)).toEqual(['photo', 'packshot']);
    const packshot = chart.rows[1]!;
    expect(packshot).toMatchObject({ startMs: 5000, endMs: 10_000, left: 50, width: 50 });
    expect(packshot.segments).toEqual([
      expect.objectContaining({
        attempt: 1,
        startMs: 6000,
        endMs: 10_000,
        left: 60,
        width: 40,
        estimated: false,
        durationMs: 4000,
      }),
    ]);
    expect(chart.ticks.map((tick) => tick.label)).toEqual([
      '0 s',
      '2 s',
      '4 s',
      '6 s',
      '8 s',
      '10 s',
    ]);
  });

  it('splits the span before the last attempt’s start among the retried attempts', () => {
    const chart = timelineBars(
      timeline({
        nodes: [
          {
            nodeId: 'packshot',
            scheduledAt: at(0),
            finishedAt: at(10),
            attempts: [
              { attempt: 1, startedAt: null, finishedAt: null, outcome: 'retried' },
              {
                attempt: 2,
                startedAt: null,
                finishedAt: null,
                outcome: 'retried',
                error: 'The model is down.',
              },
              {
                attempt: 3,
                startedAt: at(8),
                finishedAt: at(10),
                outcome: 'failed',
                error: 'Still down.',
              },
            ],
          },
        ],
      }),
      NOW,
    )!;
    const [first, second, third] = chart.rows[0]!.segments;
    expect(first).toMatchObject({ startMs: 0, endMs: 4000, estimated: true, durationMs: null });
    expect(second).toMatchObject({ startMs: 4000, endMs: 8000, estimated: true });
    expect(third).toMatchObject({
      startMs: 8000,
      endMs: 10_000,
      estimated: false,
      durationMs: 2000,
    });
    expect(describeAttempt(second!)).toBe(
      'Attempt 2: failed, retried, its own times are not recorded; it ran between +4 s and +8 s. Error: The model is down.',
    );
    expect(describeAttempt(third!)).toBe(
      'Attempt 3: failed, started at +8 s, took 2 s. Error: Still down.',
    );
  });

  it('runs what has not ended until now while the run goes on', () => {
    const chart = timelineBars(
      timeline({
        finishedAt: null,
        nodes: [
          {
            nodeId: 'packshot',
            scheduledAt: at(0),
            finishedAt: null,
            attempts: [{ attempt: 1, startedAt: at(30), finishedAt: null, outcome: 'running' }],
          },
        ],
      }),
      NOW,
    )!;
    expect(chart.spanMs).toBe(60_000);
    expect(chart.rows[0]).toMatchObject({ open: true, endMs: 60_000 });
    const running = chart.rows[0]!.segments[0]!;
    expect(running).toMatchObject({ startMs: 30_000, endMs: 60_000, durationMs: null });
    expect(describeAttempt(running)).toBe('Attempt 1: running, started at +30 s, still running');
  });

  it('shares the whole span when even the last attempt has no recorded start', () => {
    const chart = timelineBars(
      timeline({
        nodes: [
          {
            nodeId: 'packshot',
            scheduledAt: at(0),
            finishedAt: at(10),
            attempts: [
              { attempt: 1, startedAt: null, finishedAt: null, outcome: 'retried' },
              { attempt: 2, startedAt: null, finishedAt: at(10), outcome: 'cancelled' },
            ],
          },
        ],
      }),
      NOW,
    )!;
    expect(chart.rows[0]!.segments).toEqual([
      expect.objectContaining({ attempt: 1, startMs: 0, endMs: 5000, estimated: true }),
      expect.objectContaining({ attempt: 2, startMs: 5000, endMs: 10_000, estimated: true }),
    ]);
  });
});

describe('formatOffset', () => {
  it('says offsets as people say them', () => {
    expect(formatOffset(0)).toBe('0 s');
    expect(formatOffset(250)).toBe('250 ms');
    expect(formatOffset(1500)).toBe('1.5 s');
    expect(formatOffset(150_000)).toBe('2 min 30 s');
    expect(formatOffset(120_000)).toBe('2 min');
  });
});
