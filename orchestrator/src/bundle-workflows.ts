import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bundleWorkflowCode } from '@temporalio/worker';
import { WORKFLOWS_PATH } from './worker';

/**
 * Bundles the workflow code once into `outFile`, so workers (and test files) start without
 * running webpack each time.
 */
export async function bundleWorkflows(outFile: string): Promise<void> {
  const { code } = await bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: quietLogger });
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, code);
}

const noop = () => {};
const quietLogger = {
  trace: noop,
  debug: noop,
  info: noop,
  warn: noop,
  error: console.error,
  log: noop,
};
