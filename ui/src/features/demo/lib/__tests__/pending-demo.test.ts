import {
  PENDING_DEMO_KEY,
  PENDING_DEMO_TTL_MS,
  readPendingDemo,
  savePendingDemo,
} from '@/features/demo/lib/pending-demo';

const demo = { image: 'data:image/png;base64,AAAA', workflow: 'white-background' };

describe('pending demo', () => {
  it('reads back a demo saved less than an hour ago', () => {
    savePendingDemo(demo, 1_000);

    expect(readPendingDemo(1_000 + PENDING_DEMO_TTL_MS - 1)).toEqual({ ...demo, timestamp: 1_000 });
    expect(localStorage.getItem(PENDING_DEMO_KEY)).not.toBeNull();
  });

  it('deletes a demo that is an hour old or more', () => {
    savePendingDemo(demo, 1_000);

    expect(readPendingDemo(1_000 + PENDING_DEMO_TTL_MS)).toBeNull();
    expect(localStorage.getItem(PENDING_DEMO_KEY)).toBeNull();
  });

  it('is valid for exactly one hour', () => {
    expect(PENDING_DEMO_TTL_MS).toBe(60 * 60 * 1000);
  });

  it.each([
    ['unparseable JSON', '{not json'],
    ['a non-object', '"hello"'],
    ['a missing image', JSON.stringify({ workflow: 'Flat Lay', timestamp: Date.now() })],
    ['a missing workflow', JSON.stringify({ image: 'data:,', timestamp: Date.now() })],
    ['a timestamp that is not a number', JSON.stringify({ ...demo, timestamp: 'yesterday' })],
  ])('deletes %s', (_label, raw) => {
    localStorage.setItem(PENDING_DEMO_KEY, raw);

    expect(readPendingDemo()).toBeNull();
    expect(localStorage.getItem(PENDING_DEMO_KEY)).toBeNull();
  });

  it('answers null when nothing is stored', () => {
    expect(readPendingDemo()).toBeNull();
  });
});
