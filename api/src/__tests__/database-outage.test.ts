import request from 'supertest';
import { createApp } from '../app';
import { createRateLimits } from '../auth/rate-limits';
import { createDatabase, type Database } from '../domain/database';
import { API_ERRORS } from '../contract/error-codes';
import { freePort } from '@studio/infra/free-port';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, registerAndSignIn, uniqueEmail } from '@studio/infra/testing/test-users';

let testApp: TestApp;
let unreachable: Database;
beforeAll(async () => {
  testApp = await startTestApp();
  // A database server that is not there: nothing listens on this port.
  unreachable = createDatabase(`postgres://postgres@127.0.0.1:${await freePort()}/studio`);
});
afterAll(async () => {
  await unreachable.destroy();
  await testApp.close();
});

describe('when the database is down', () => {
  it('answers 503 database_unavailable, not 500, and says it is not ready while still alive', async () => {
    const app = createApp({
      ...testApp.deps,
      db: unreachable,
      rateLimits: createRateLimits(unreachable, 100),
    }).callback();
    const login = await request(app)
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email: 'someone@example.com', password: 'whatever password' })
      .expect(503);
    expect(login.body).toEqual({
      error: 'database_unavailable',
      message: API_ERRORS.database_unavailable.message,
    });
    // A signed-in page too: the session store is the first to find the database gone.
    const registered = await request(testApp.app.callback())
      .post('/api/auth/register')
      .set(CSRF)
      .send({
        email: uniqueEmail(),
        password: 'correct horse battery',
        firstName: 'Ada',
        lastName: 'Byron',
      })
      .expect(201);
    const cookie = (registered.headers['set-cookie'] as unknown as string[]).map(
      (c) => c.split(';')[0]!,
    );
    const page = await request(app)
      .get('/api/content?page=1&limit=12')
      .set('Cookie', cookie)
      .expect(503);
    expect(page.body.error).toBe('database_unavailable');
    const ready = await request(app).get('/api/ready').expect(503);
    expect(ready.body).toMatchObject({ ok: false, draining: false, database: { ok: false } });
    await request(app).get('/api/live').expect(200);
  });

  it('recovers by itself when the server drops every connection (a restart, a failover)', async () => {
    const creator = await registerAndSignIn(testApp.app);
    await creator.agent.get('/api/content?page=1&limit=12').expect(200);
    // The server ends every session of the app's database, as a restart would.
    const admin = createDatabase(process.env.TEST_PG_URL!);
    try {
      const { database } = (
        await testApp.database.db.raw<{ rows: { database: string }[] }>(
          'select current_database() as database',
        )
      ).rows[0]!;
      // With a timeout, each call returns once its backend is gone (PostgreSQL 14+): the restart
      // is over, as it would be for a creator who reloads afterwards. Without one the request
      // below raced the server still closing the connections it was handed.
      await admin.raw(
        'select pg_terminate_backend(pid, 10000) from pg_stat_activity where datname = ? and pid <> pg_backend_pid()',
        [database],
      );
    } finally {
      await admin.destroy();
    }
    await creator.agent.get('/api/content?page=1&limit=12').expect(200);
  });
});
