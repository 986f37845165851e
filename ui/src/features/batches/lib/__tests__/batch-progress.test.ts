import {
  batchHeadline,
  percentEnded,
  ringSegments,
  runsRefunded,
} from '@/features/batches/lib/batch-progress';
import { buildBatchItem, buildBatchView, withStatus } from '@/testing/batches';

const counts = (partial: Partial<Record<string, number>>) => ({
  queued: 0,
  running: 0,
  succeeded: 0,
  failed: 0,
  cancelled: 0,
  ...partial,
});

describe('ringSegments', () => {
  it('lays the states end to end in the legend order, leaving out empty ones', () => {
    expect(ringSegments(counts({ succeeded: 2, running: 1, queued: 1 }), 4)).toEqual([
      { state: 'succeeded', start: 0, length: 0.5 },
      { state: 'running', start: 0.5, length: 0.25 },
      { state: 'queued', start: 0.75, length: 0.25 },
    ]);
  });

  it('draws nothing for an empty batch', () => {
    expect(ringSegments(counts({}), 0)).toEqual([]);
  });
});

it('percentEnded counts every way a run ends', () => {
  expect(percentEnded({ total: 8, counts: counts({ succeeded: 3, failed: 1, running: 4 }) })).toBe(
    50,
  );
  expect(percentEnded({ total: 3, counts: counts({ cancelled: 1, queued: 2 }) })).toBe(33);
});

describe('batchHeadline', () => {
  const [a, b] = [buildBatchItem(), buildBatchItem()];

  it('says how the batch stands', () => {
    expect(batchHeadline(buildBatchView([a!, b!]))).toBe('Batch starting');
    expect(batchHeadline(buildBatchView([withStatus(a!, 'running'), b!]))).toBe('Batch running');
    expect(
      batchHeadline(buildBatchView([withStatus(a!, 'succeeded'), withStatus(b!, 'succeeded')])),
    ).toBe('Batch finished');
    expect(
      batchHeadline(buildBatchView([withStatus(a!, 'succeeded'), withStatus(b!, 'failed')])),
    ).toBe('Batch finished with failures');
    expect(
      batchHeadline(
        buildBatchView([withStatus(a!, 'succeeded'), withStatus(b!, 'cancelled')], {
          status: 'cancelled',
        }),
      ),
    ).toBe('Batch cancelled');
  });
});

it('counts the runs that ended without success as refunded', () => {
  expect(runsRefunded(counts({ succeeded: 4, failed: 1, cancelled: 2 }))).toBe(3);
});
