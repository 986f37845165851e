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
