import { type Server } from 'node:http';
import { type AppLifecycle } from './lifecycle';

/** How often idle keep-alive sockets are closed while draining (a request may just have ended). */
const IDLE_SWEEP_MS = 100;

/**
 * A graceful stop (SIGTERM): readiness fails and event streams are told to reconnect (the
 * lifecycle), the listener closes so the proxy sends new connections to other instances,
 * requests in flight finish and their keep-alive sockets close as they fall idle. Whatever is
 * still open after `graceMs` is cut. Resolves with how many sockets had to be cut.
 */
export async function drainServer(
  server: Server,
  lifecycle: AppLifecycle,
  graceMs: number,
): Promise<{ unfinished: number }> {
  lifecycle.drain();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  let unfinished = 0;
  const deadline = new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      server.getConnections((_, count) => {
        unfinished = count;
        server.closeAllConnections();
        resolve();
      });
    }, graceMs);
    void closed.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
  await deadline;
  clearInterval(sweep);
  await closed;
  return { unfinished };
}
