import { spawn, type SpawnOptions } from 'node:child_process';

/** Runs a command to completion; rejects with its exit code and the tail of its output. */
export function runCommand(
  command: string,
  args: string[],
  options: SpawnOptions & { quiet?: boolean } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: options.quiet ? 'pipe' : 'inherit', ...options });
    let tail = '';
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})\n${tail}`),
        );
    });
  });
}
