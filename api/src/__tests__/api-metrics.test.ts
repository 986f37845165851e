import { type AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../app';
import { AppLifecycle } from '../http/lifecycle';
import { createApiMetrics } from '../http/metrics';
import { serveMetrics } from '../http/metrics-server';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF } from '@studio/infra/testing/test-users';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

describe('the API’s Prometheus metrics', () => {
  it('counts and times requests by route pattern and status, and counts server errors', async () => {
    const lifecycle = new AppLifecycle();
    const metrics = createApiMetrics(lifecycle);
    const app = createApp({ ...testApp.deps, lifecycle, metrics }).callback();
    await request(app).get('/api/live').expect(200);
    await request(app).get('/api/live').expect(200);
    // Two different ids, one series: the route's pattern, never the raw path.
    await request(app).get(`/api/executions/${randomUUID()}`).expect(401);
    await request(app).get(`/api/executions/${randomUUID()}`).expect(401);
    await request(app).get('/api/no-such-thing').expect(404);
    await request(app).post('/api/test/server-error').set(CSRF).expect(500);

    const server = await serveMetrics(metrics.registry, 0, '127.0.0.1');
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      expect(text).toContain('http_requests_total{method="GET",route="/api/live",status="200"} 2');
      expect(text).toContain(
        'http_requests_total{method="GET",route="/api/executions/:id",status="401"} 2',
      );
      expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 1');
      expect(text).toContain(
        'http_server_errors_total{method="POST",route="/api/test/server-error"} 1',
      );
      expect(text).toMatch(
        /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/live",status="200"\} \d/,
      );
      expect(text).toContain('api_event_streams_open 0');
      expect(text).toContain('api_draining 0');
      // The process's own series, from prom-client's defaults.
      expect(text).toContain('process_cpu_seconds_total');
      expect(text).toContain('nodejs_eventloop_lag_seconds');

      lifecycle.drain();
      expect(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()).toContain(
        'api_draining 1',
      );
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
