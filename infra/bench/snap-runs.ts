import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@studio/api/contract/csrf';
import {
  EXECUTION_PROGRESS_EVENT,
  TERMINAL_EXECUTION_STATUSES,
  type ExecutionStatus,
} from '@studio/api/contract/executions';

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
  const status = await terminalStatus(runner, executionId);
  const ms = performance.now() - started;
  if (status !== 'succeeded') throw new Error(`Execution ${executionId} ended ${status}`);
  return { ms, executionId };
}

/** Reads `/api/executions/:id/events` until a progress event carries a terminal status. */
async function terminalStatus(runner: SnapRunner, executionId: string): Promise<ExecutionStatus> {
  const stop = new AbortController();
  const response = await fetch(`${runner.apiUrl}/api/executions/${executionId}/events`, {
    headers: { cookie: runner.cookie, accept: 'text/event-stream' },
    signal: stop.signal,
  });
  if (!response.ok || !response.body) throw new Error(`Event stream answered ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const match = /^event: (.*)\ndata: (.*)$/s.exec(block);
        if (match?.[1] !== EXECUTION_PROGRESS_EVENT) continue;
        const { status } = JSON.parse(match[2]!) as { status: ExecutionStatus };
        if (TERMINAL_EXECUTION_STATUSES.has(status)) return status;
      }
    }
  } finally {
    stop.abort();
  }
  throw new Error(`The event stream of ${executionId} ended before the run did`);
}
