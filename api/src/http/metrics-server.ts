import { type Server, createServer } from 'node:http';
import { type Registry } from 'prom-client';

/**
 * The metrics on a port of their own (`METRICS_PORT`): Prometheus scrapes each instance
 * directly, never through the public proxy, and the series are not public.
 */
export async function serveMetrics(
  registry: Registry,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry
      .metrics()
      .then((text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text))
      .catch((error: Error) => response.writeHead(500).end(error.message));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(port, host, () => resolve());
  });
  return server;
}
