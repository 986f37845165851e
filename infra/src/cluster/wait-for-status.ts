import { type ChildProcess } from 'node:child_process';

/**
 * Polls `url` until it answers `status` — a process coming up, or going away — and fails at once
 * if `child` exits first, with what it last answered.
 */
export async function waitForStatus(
  url: string,
  status: number,
  child?: ChildProcess,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${url}: the process exited (${child.signalCode ?? child.exitCode})`);
    }
    try {
      const response = await fetch(url);
      if (response.status === status) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms: ${last}`);
}
