import { type Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { type AppLifecycle } from './lifecycle';

/**
 * A graceful stop (SIGTERM): readiness fails and event streams are told to reconnect (the
 * lifecycle), the listener closes so the proxy sends new connections to other instances, and
 * requests in flight finish. Whatever is still open after `graceMs` is cut. Resolves with how
 * many sockets had to be cut.
 *
 * Idle keep-alive connections are never closed from this side: the proxy may be sending a
 * request on one at that very moment, and a POST it has sent is one nginx will not retry (a
 * 502). Instead every answer from now on says `Connection: close`, and a connection nobody uses
 * is closed by the client first (nginx's upstream `keepalive_timeout` is 4 s, under Node's
 * `keepAliveTimeout` of 5 s) or else by Node when that timeout ends, as at any other time.
 */
export async function drainServer(
  server: Server,
  lifecycle: AppLifecycle,
  graceMs: number,
): Promise<{ unfinished: number }> {
  lifecycle.drain();
  server.prependListener('request', (_request, response) =>
    response.setHeader('connection', 'close'),
  );
  // net.Server's close, not http.Server's: since Node 19 the latter also closes idle keep-alive
  // connections at once, which is the race above.
  const closed = new Promise<void>((resolve) =>
    NetServer.prototype.close.call(server, () => resolve()),
  );
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
  await closed;
  return { unfinished };
}
