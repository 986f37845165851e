/**
 * A cache for what a process makes once and shares (the ISNet model thread: seconds of CPU and
 * about 100 MB to load). It is a module-level Map in the app's processes. Under Jest every test
 * file runs in a realm of its own with its own copy of every module, so a module-level Map would
 * be made again for each file; the Jest environment (infra/src/testing/node-test-environment.ts)
 * therefore hands every file of a worker process the same Map through this global, and a model
 * is loaded once per worker instead of once per file.
 */
const shared = (globalThis as { __studioProcessWide?: Map<string, unknown> }).__studioProcessWide;

export const processWide: Map<string, unknown> = shared ?? new Map();
