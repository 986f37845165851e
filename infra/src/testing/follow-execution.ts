import {
  EXECUTION_PROGRESS_EVENT,
  TERMINAL_EXECUTION_STATUSES,
  type ExecutionStatus,
} from '@studio/api/contract/executions';

/**
 * Follows `/api/executions/:id/events` at `baseUrl` until a progress event carries a terminal
 * status, as a browser's EventSource does: when the stream ends first (an instance draining says
 * `reconnect`, a killed one just hangs up) it opens it again, up to `reconnects` times; each new
 * stream starts with the current state. Answers the terminal status and how often it reconnected.
 */
export async function followExecution(
  baseUrl: string,
  cookie: string,
  executionId: string,
  reconnects = 20,
): Promise<{ status: ExecutionStatus; reconnected: number }> {
  let lastProblem = '';
  for (let attempt = 0; attempt <= reconnects; attempt++) {
    try {
      const status = await readToTerminal(baseUrl, cookie, executionId);
      if (status) return { status, reconnected: attempt };
      lastProblem = 'the stream ended before the run did';
    } catch (error) {
      lastProblem = String(error);
    }
  }
  throw new Error(
    `Gave up following ${executionId} after ${reconnects} reconnects: ${lastProblem}`,
  );
}

/** One stream: the terminal status, or undefined when the stream ended before it. */
async function readToTerminal(
  baseUrl: string,
  cookie: string,
  executionId: string,
): Promise<ExecutionStatus | undefined> {
  const stop = new AbortController();
  const response = await fetch(`${baseUrl}/api/executions/${executionId}/events`, {
    headers: { cookie, accept: 'text/event-stream' },
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
  return undefined;
}
