import { readdir, readFile, writeFile } from 'node:fs/promises';

const MB = 1024 * 1024;

/**
 * The process id of the stack's API: the process running api/src/main.ts with `PORT=<port>` in
 * its environment. The stack starts the API and the worker with the same environment, so the
 * entry point tells them apart; the port (free when the stack took it) tells this stack's API
 * from any other on the machine. Linux only, as the chaos suite is.
 */
export async function findApiPid(apiUrl: string): Promise<number> {
  const port = new URL(apiUrl).port;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes('api/src/main.ts')) continue;
      const environ = (await readFile(`/proc/${entry}/environ`, 'utf8')).split('\0');
      if (environ.includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // A process that ended while we looked, or someone else's: not ours.
    }
  }
  throw new Error(`No API process listens on port ${port}.`);
}

/** A process's resident memory now and at its peak so far (VmRSS and VmHWM), in bytes. */
export async function residentMemory(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match) throw new Error(`/proc/${pid}/status has no ${field}.`);
    return Number(match[1]) * 1024;
  };
  return { rss: kilobytes('VmRSS'), peak: kilobytes('VmHWM') };
}

/**
 * Forgets a process's peak (writing 5 to clear_refs resets VmHWM to the current RSS), so the
 * peak read after a run is the run's own, not the start-up's.
 */
export async function resetPeakMemory(pid: number): Promise<void> {
  await writeFile(`/proc/${pid}/clear_refs`, '5');
}

export const megabytes = (bytes: number) => Math.round(bytes / MB);
