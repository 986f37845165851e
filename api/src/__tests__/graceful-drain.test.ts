import {
  Agent,
  type IncomingMessage,
  type Server,
  createServer,
  request as httpRequest,
} from 'node:http';
import { type AddressInfo } from 'node:net';
import request from 'supertest';
import { promoteToManager } from '../domain/users/user-admin';
import { createApp } from '../app';
import { drainServer } from '../http/drain-server';
import { AppLifecycle, RECONNECT_AFTER_MS } from '../http/lifecycle';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, uniqueEmail } from '@studio/infra/testing/test-users';

let testApp: TestApp;
const servers: Server[] = [];
beforeAll(async () => {
  testApp = await startTestApp();
});
// A failed test may leave its server up: close it, and every socket on it.
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
afterAll(() => testApp.close());

/**
 * The app on a real port, with one extra path, `/slow`, that answers when the test says: a
 * request in flight while the instance drains.
 */
async function serve(lifecycle: AppLifecycle) {
  const app = createApp({ ...testApp.deps, lifecycle });
  const handle = app.callback();
  const slow: { answer?: () => void; started?: () => void } = {};
  const slowStarted = new Promise<void>((resolve) => (slow.started = resolve));
  const server: Server = createServer((req, res) => {
    if (req.url !== '/slow') return void handle(req, res);
    slow.started!();
    slow.answer = () => res.end('finished');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base, slow, slowStarted };
}

/** A signed-in manager's cookie, over the real port (the console's stream is theirs). */
async function managerCookie(base: string): Promise<string> {
  const email = uniqueEmail('operator');
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF },
    body: JSON.stringify({
      email,
      password: 'correct horse battery',
      firstName: 'Olive',
      lastName: 'Operator',
    }),
  });
  expect(response.status).toBe(201);
  await promoteToManager(testApp.database.db, email);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Reads an event stream until `marker` has arrived; answers everything read. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, marker: string) {
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes(marker)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

describe('readiness and liveness', () => {
  it('answers ready while serving, and 503 draining once the instance drains', async () => {
    const lifecycle = new AppLifecycle();
    const app = createApp({ ...testApp.deps, lifecycle });
    await request(app.callback()).get('/api/live').expect(200, { ok: true });
    const ready = await request(app.callback()).get('/api/ready').expect(200);
    expect(ready.body).toEqual({ ok: true, draining: false, database: { ok: true } });

    lifecycle.drain();
    const draining = await request(app.callback()).get('/api/ready').expect(503);
    expect(draining.body).toMatchObject({ ok: false, draining: true });
    // Still alive: an orchestrator must not restart an instance for draining.
    await request(app.callback()).get('/api/live').expect(200);
  });
});

describe('draining on SIGTERM', () => {
  it('finishes requests in flight, tells event streams to reconnect, and takes no new connections', async () => {
    const lifecycle = new AppLifecycle();
    const { server, base, slow, slowStarted } = await serve(lifecycle);
    const cookie = await managerCookie(base);
    const events = await fetch(`${base}/api/executions/changes`, { headers: { cookie } });
    expect(events.status).toBe(200);
    const reader = events.body!.getReader();
    await readUntil(reader, 'event: ready');
    const inFlight = fetch(`${base}/slow`).then((r) => r.text());
    await slowStarted;

    const drained = drainServer(server, lifecycle, 30_000);
    // The stream is closed at once, with the hint and the delay the browser reconnects after.
    const rest = await readUntil(reader, 'event: reconnect');
    expect(rest).toContain(`retry: ${RECONNECT_AFTER_MS}\nevent: reconnect`);
    expect((await reader.read()).done).toBe(true);
    expect(lifecycle.openStreams).toBe(0);
    // No new connection is accepted: the proxy's next try goes to another instance.
    await expect(fetch(`${base}/api/live`)).rejects.toThrow();

    slow.answer!();
    expect(await inFlight).toBe('finished');
    expect(await drained).toEqual({ unfinished: 0 });
  });

  // The proxy keeps idle connections to each instance and sends a request on one whenever it
  // likes. Had the instance closed that connection as the drain began, a request already on its
  // way would fail, and nginx answers a POST it sent with 502: it only retries idempotent ones.
  it('answers a request sent on an idle keep-alive connection as the drain begins, and closes that connection after it', async () => {
    const lifecycle = new AppLifecycle();
    const { server, base } = await serve(lifecycle);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = () =>
      new Promise<IncomingMessage & { text: string; reusedSocket: boolean }>((resolve, reject) => {
        const req = httpRequest(`${base}/api/live`, { agent }, (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve(Object.assign(res, { text, reusedSocket: req.reusedSocket })),
          );
        });
        req.on('error', reject).end();
      });
    const first = await send();
    expect(first.headers.connection).toBe('keep-alive');

    // In one tick, as the proxy would: the drain begins and a request goes out on the idle socket.
    const drained = drainServer(server, lifecycle, 30_000);
    const second = await send();
    expect(second.reusedSocket).toBe(true);
    expect([second.statusCode, JSON.parse(second.text)]).toEqual([200, { ok: true }]);
    // The answer tells the client to drop the connection: the drain ends when it does.
    expect(second.headers.connection).toBe('close');
    expect(await drained).toEqual({ unfinished: 0 });
    agent.destroy();
  });

  it('cuts what is still running when the grace period ends', async () => {
    const lifecycle = new AppLifecycle();
    const { server, base, slowStarted } = await serve(lifecycle);
    const inFlight = fetch(`${base}/slow`);
    inFlight.catch(() => {});
    await slowStarted;

    expect(await drainServer(server, lifecycle, 200)).toEqual({ unfinished: 1 });
    await expect(inFlight).rejects.toThrow();
  });
});
