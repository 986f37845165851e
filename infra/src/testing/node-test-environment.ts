import { appendFile } from 'node:fs/promises';
import { TestEnvironment } from 'jest-environment-node';
import { type SetupRecord } from '../test-run/test-timings';

type EnvironmentArgs = ConstructorParameters<typeof TestEnvironment>;

/**
 * This module is loaded once per Jest worker process (Node's own module cache), while a test
 * environment is made for each test file: what lives here outlives the files, what lives on
 * `this` belongs to one.
 */
let currentFile: SetupRecord[] | undefined;

/**
 * What a worker process makes once for all its files (orchestrator/src/process-wide.ts: the ISNet
 * model thread). Each thing is timed from its `set` until its promise settles, and the time is
 * put down to the file that made it, so the run's table shows where the loads happen.
 */
class ProcessWide extends Map<string, unknown> {
  override set(key: string, value: unknown): this {
    const records = currentFile;
    // Duck-typed: the promise comes from the test file's realm, not this one's.
    if (records && typeof (value as { then?: unknown } | undefined)?.then === 'function') {
      const start = performance.now();
      const record = () => records.push({ file: '', kind: key, ms: performance.now() - start });
      (value as Promise<unknown>).then(record, () => {});
    }
    return super.set(key, value);
  }
}
const processWide = new ProcessWide();

/**
 * Jest's Node environment with three additions:
 * - the main realm's Float32Array: onnxruntime-node's native code hands inference results back
 *   as the main realm's Float32Array, which onnxruntime-common (loaded inside the test's sandbox)
 *   checks with `instanceof` against the sandbox's own and refuses (Jest shares Uint8Array the
 *   same way, for the same reason);
 * - the worker's process-wide cache, shared by all its files (above);
 * - a recorder for the set-ups the file pays for (databases, workers, stacks: setup-costs.ts),
 *   written at the end of the file to `TEST_SETUP_LOG` for `npm test`'s timing table.
 */
export default class NodeTestEnvironment extends TestEnvironment {
  private readonly setups: SetupRecord[] = [];
  private readonly testPath: string;

  constructor(...args: EnvironmentArgs) {
    super(...args);
    this.testPath = args[1].testPath;
    this.global.Float32Array = Float32Array;
    this.global.__studioProcessWide = processWide;
    this.global.__studioRecordSetup = (kind: string, ms: number) =>
      this.setups.push({ file: this.testPath, kind, ms });
    currentFile = this.setups;
  }

  override async teardown(): Promise<void> {
    if (currentFile === this.setups) currentFile = undefined;
    const log = process.env.TEST_SETUP_LOG;
    if (log && this.setups.length > 0) {
      const lines = this.setups.map((s) => JSON.stringify({ ...s, file: this.testPath }));
      await appendFile(log, `${lines.join('\n')}\n`);
    }
    await super.teardown();
  }
}
