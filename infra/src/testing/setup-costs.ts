type SetupRecorder = (kind: string, ms: number) => void;

/**
 * Makes one set-up a test file pays for (a database, a worker, a whole stack) and tells the Jest
 * environment how long it took, for `npm test`'s table of where the time goes. Outside Jest (the
 * benchmarks, the chaos command) there is no recorder and this only makes the thing.
 */
export async function timedSetup<T>(kind: string, make: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const made = await make();
  const record = (globalThis as { __studioRecordSetup?: SetupRecorder }).__studioRecordSetup;
  record?.(kind, performance.now() - start);
  return made;
}

/** `make`, each call of it timed as a set-up of `kind` (above). */
export function timedSetups<A extends unknown[], T>(
  kind: string,
  make: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  return (...args) => timedSetup(kind, () => make(...args));
}
