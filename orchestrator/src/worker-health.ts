import { type Server, createServer } from 'node:http';
import { type State, type Worker } from '@temporalio/worker';

/**
 * The worker process's probes, on a port of their own (`HEALTH_PORT`):
 * - `/livez`: 200 unless a worker has failed (restart the process then);
 * - `/readyz`: 200 while every worker polls; 503 while starting and from SIGTERM on (draining:
 *   activities in flight finish, nothing new is taken).
 * Each answers the workers' states as JSON, e.g. `{"ok":true,"workers":["RUNNING","RUNNING"]}`.
 */
export async function serveWorkerHealth(
  workers: Worker[],
  port: number,
  host: string,
): Promise<Server> {
  const answer = (ok: (states: State[]) => boolean) => {
    const states = workers.map((w) => w.getState());
    return { ok: ok(states), workers: states };
  };
  const server = createServer((request, response) => {
    const body =
      request.url === '/livez'
        ? answer((states) => !states.includes('FAILED'))
        : request.url === '/readyz'
          ? answer((states) => states.every((s) => s === 'RUNNING'))
          : undefined;
    if (!body) return void response.writeHead(404).end();
    response
      .writeHead(body.ok ? 200 : 503, { 'Content-Type': 'application/json' })
      .end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(port, host, () => resolve());
  });
  return server;
}
