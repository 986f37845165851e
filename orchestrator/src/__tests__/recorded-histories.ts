import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { findTemporalCli } from '@studio/infra/provision/temporal-cli';

/** Where the recorded workflow histories live; the replay test replays every file here. */
export const HISTORIES_DIR = path.join(__dirname, 'histories');

/**
 * With RECORD_HISTORIES=1, exports a finished run's history with the Temporal CLI (the canonical
 * JSON that the replay test reads) to `histories/<name>.json`. Otherwise does nothing.
 */
export async function recordHistory(handle: { workflowId: string }, name: string): Promise<void> {
  if (!process.env.RECORD_HISTORIES) return;
  const { stdout } = await promisify(execFile)(
    await findTemporalCli(),
    [
      'workflow',
      'show',
      '--workflow-id',
      handle.workflowId,
      '--address',
      process.env.TEMPORAL_ADDRESS!,
      '--output',
      'json',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  await writeFile(path.join(HISTORIES_DIR, `${name}.json`), stdout);
}
