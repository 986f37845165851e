/**
 * The server's clock: every time-based rule (expiries, sweeps, ages, periods, prompts) reads the
 * time here rather than from `Date`, so a test can fix the time and move it forward instead of
 * backdating rows or waiting. ESLint refuses `Date.now()` and `new Date()` elsewhere in api/src.
 * Jest's fake timers are no substitute: they also stop the timers that pg and the Temporal client
 * need for their I/O.
 */

/** The fixed time in ms since the epoch, or undefined while the clock follows the wall clock. */
let fixedMs: number | undefined;

export const clock = {
  /** Now, as a Date. */
  now: (): Date => new Date(clock.nowMs()),
  /** Now, in milliseconds since the epoch. */
  nowMs: (): number => fixedMs ?? Date.now(),
};

/*
 * Tests only (ESLint refuses these imports outside __tests__): fix, advance and restore the clock.
 * Rows Postgres stamps itself (`created_at` defaults, `fn.now()`) keep the wall clock's time, so a
 * test that mixes them with the clock fixes it at the wall clock's now (no argument) and advances.
 */

/** Stops the clock at `at` (by default the wall clock's now) until advanced or restored. */
export function useFixedClock(at: Date | number | string = Date.now()): Date {
  const ms = new Date(at).getTime();
  if (Number.isNaN(ms)) throw new Error(`useFixedClock: not a time: ${String(at)}`);
  fixedMs = ms;
  return clock.now();
}

/** Moves a fixed clock forward by `ms` (backward when negative); answers the new now. */
export function advanceClock(ms: number): Date {
  if (fixedMs === undefined) throw new Error('advanceClock: fix the clock first (useFixedClock)');
  fixedMs += ms;
  return clock.now();
}

/** Back to the wall clock. */
export function restoreClock(): void {
  fixedMs = undefined;
}
