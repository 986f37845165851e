import { advanceClock, clock, restoreClock, useFixedClock } from '../clock';

afterEach(restoreClock);

describe('clock', () => {
  it('follows the wall clock by default', () => {
    const before = Date.now();
    const now = clock.nowMs();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(clock.now()).toBeInstanceOf(Date);
  });

  it('stays where it was fixed, in both forms', async () => {
    useFixedClock('2026-11-28T10:00:00.000Z');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(clock.now().toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(clock.nowMs()).toBe(Date.parse('2026-11-28T10:00:00.000Z'));
  });

  it('is fixed at the wall clock’s now when given no time', () => {
    const before = Date.now();
    const fixed = useFixedClock().getTime();
    expect(fixed).toBeGreaterThanOrEqual(before);
    expect(fixed).toBeLessThanOrEqual(Date.now());
    expect(clock.nowMs()).toBe(fixed);
  });

  it('advances a fixed clock, forward or back', () => {
    useFixedClock(new Date('2026-11-28T10:00:00.000Z'));
    expect(advanceClock(90 * 60 * 1000).toISOString()).toBe('2026-11-28T11:30:00.000Z');
    expect(advanceClock(-60 * 1000).toISOString()).toBe('2026-11-28T11:29:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-11-28T11:29:00.000Z');
  });

  it('answers a new Date each time, so a caller’s change does not move the clock', () => {
    useFixedClock(0);
    clock.now().setFullYear(2000);
    expect(clock.nowMs()).toBe(0);
  });

  it('goes back to the wall clock when restored', () => {
    useFixedClock('2000-01-01T00:00:00.000Z');
    restoreClock();
    expect(Math.abs(clock.nowMs() - Date.now())).toBeLessThan(1000);
  });

  it('refuses to advance a clock that is not fixed, and a time that is not one', () => {
    expect(() => advanceClock(1000)).toThrow(/useFixedClock/);
    expect(() => useFixedClock('not a time')).toThrow(/not a time/);
  });
});
