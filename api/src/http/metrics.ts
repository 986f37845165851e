import { type Middleware } from 'koa';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { type AppLifecycle } from './lifecycle';

export interface ApiMetrics {
  registry: Registry;
  /** Counts and times every request; outermost, so it sees the status the client got. */
  middleware: Middleware;
}

/** Seconds: from a cached read (a few ms) to an upload's analysis (seconds). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The API's Prometheus series (prom-client), one registry per app:
 * - `http_requests_total{method,route,status}` and `http_request_duration_seconds{…}` (a
 *   histogram of the time until the response starts: an event stream's or a file's body flows
 *   after it), by route pattern (`/api/executions/:id`), never by raw path, so ids do not
 *   explode the series;
 * - `http_server_errors_total{method,route}`: responses ≥ 500;
 * - `api_event_streams_open` and `api_draining`, from the instance's lifecycle;
 * - the process's own (CPU, memory, event-loop lag, GC), from prom-client's defaults.
 */
export function createApiMetrics(lifecycle: AppLifecycle): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time until the response starts, by method, route pattern and status.',
    labelNames,
    buckets: BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_server_errors_total',
    help: 'Responses with a 5xx status, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'api_event_streams_open',
    help: 'Server-sent event streams open on this instance.',
    registers: [registry],
    collect() {
      this.set(lifecycle.openStreams);
    },
  });
  new Gauge({
    name: 'api_draining',
    help: '1 while the instance drains after SIGTERM, else 0.',
    registers: [registry],
    collect() {
      this.set(lifecycle.draining ? 1 : 0);
    },
  });

  const middleware: Middleware = async (ctx, next) => {
    const end = duration.startTimer();
    try {
      await next();
    } finally {
      const labels = {
        method: ctx.method,
        route: routeOf(ctx.path, (ctx as { _matchedRoute?: string | RegExp })._matchedRoute),
        status: String(ctx.status),
      };
      end(labels);
      requests.inc(labels);
      if (ctx.status >= 500) errors.inc({ method: labels.method, route: labels.route });
    }
  };
  return { registry, middleware };
}

/** The router's pattern; the UI's pages and assets as one route; anything else as unmatched. */
function routeOf(path: string, matched: string | RegExp | undefined): string {
  if (typeof matched === 'string') return matched;
  if (!path.startsWith('/api/') && !path.startsWith('/files/')) return 'ui';
  return 'unmatched';
}
