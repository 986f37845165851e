import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@studio/api/contract/csrf';
import { followExecution } from '../src/testing/follow-execution';

export interface SnapRunner {
  apiUrl: string;
  cookie: string;
}

/**
 * Runs a snap as the creator's browser does: `POST /api/snaps/execute`, then the execution's
 * event stream read until its terminal event. Answers the time from the POST to that event.
 */
export async function runSnapThroughApi(
  runner: SnapRunner,
  snapId: string,
  imageDataUrl: string,
): Promise<{ ms: number; executionId: string }> {
  const started = performance.now();
  const response = await fetch(`${runner.apiUrl}/api/snaps/execute`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: runner.cookie,
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
    },
    body: JSON.stringify({ snapId, inputs: { image: imageDataUrl } }),
  });
  if (response.status !== 202) {
    throw new Error(
      `POST /api/snaps/execute answered ${response.status}: ${await response.text()}`,
    );
  }
  const { executionId } = (await response.json()) as { executionId: string };
  // No reconnects: a benchmark's stream that breaks is a failure to report, not to hide.
  const { status } = await followExecution(runner.apiUrl, runner.cookie, executionId, 0);
  const ms = performance.now() - started;
  if (status !== 'succeeded') throw new Error(`Execution ${executionId} ended ${status}`);
  return { ms, executionId };
}
