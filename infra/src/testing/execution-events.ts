import { type SignedIn } from './test-users';

/**
 * Reads an execution's server-sent event stream (`/api/executions/:id/events`) to its end, as a
 * browser's EventSource would, and answers the data of every `progress` event, parsed.
 */
export async function readProgressEvents(
  agent: SignedIn['agent'],
  url: string,
): Promise<unknown[]> {
  const response = await agent
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });
  if (!/^text\/event-stream/.test(String(response.headers['content-type']))) {
    throw new Error(`${url} answered ${response.status} ${response.headers['content-type']}`);
  }
  return String(response.body)
    .split('\n\n')
    .filter((block) => block.startsWith('event: progress'))
    .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as unknown);
}

/**
 * A server-sent event stream read as it arrives, as a browser's EventSource would: `next` waits
 * for the next event of a name (and matching `test`), `close` hangs up.
 */
export function liveEventStream(agent: SignedIn['agent'], url: string) {
  const events: { event: string; data: unknown }[] = [];
  let seen = 0;
  let wake: () => void = () => {};
  let buffer = '';
  const request = agent
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const match = /^event: (.*)\ndata: (.*)$/s.exec(block);
          if (match) events.push({ event: match[1]!, data: JSON.parse(match[2]!) as unknown });
        }
        wake();
      });
      res.on('end', () => done(null, ''));
      res.on('close', () => done(null, ''));
    });
  // Sends the request; its end (a hang-up) is expected.
  void request.then(
    () => undefined,
    () => undefined,
  );
  return {
    async next<T = unknown>(event: string, test: (data: T) => boolean = () => true): Promise<T> {
      for (;;) {
        while (seen < events.length) {
          const candidate = events[seen++]!;
          if (candidate.event === event && test(candidate.data as T)) return candidate.data as T;
        }
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    close: () => request.abort(),
  };
}
