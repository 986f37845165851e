import request from 'supertest';
import pino from 'pino';
import { createApp } from '../app';
import { createDatabase } from '../domain/database';
import { LocalDiskFileStore } from '../domain/storage/local-disk-file-store';
import { createOrchestrator } from '../temporal/orchestrator';
import { testAuthDeps } from '@studio/infra/testing/test-app';
import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import { freePort } from '@studio/infra/free-port';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

function appWith(db: ReturnType<typeof createDatabase>, temporalAddress: string) {
  const orchestrator = createOrchestrator({
    address: temporalAddress,
    namespace: 'default',
    taskQueue: 'unused',
  });
  const app = createApp({
    db,
    store: new LocalDiskFileStore('/nonexistent'),
    orchestrator,
    logger: pino({ level: 'silent' }),
    ...testAuthDeps(database.db, pino({ level: 'silent' })),
    upload: { maxBytes: 1024, maxPixels: 1024 },
    demoTimeoutMs: 1000,
  });
  return { app, orchestrator };
}

describe('GET /api/health', () => {
  it('answers 200 when the database and Temporal both answer', async () => {
    const { app, orchestrator } = appWith(database.db, process.env.TEMPORAL_ADDRESS!);
    const { body } = await request(app.callback()).get('/api/health').expect(200);
    expect(body).toEqual({ ok: true, database: { ok: true }, temporal: { ok: true } });
    await orchestrator.close();
  });

  it('answers 503 naming Temporal when Temporal is unreachable', async () => {
    const { app, orchestrator } = appWith(database.db, `127.0.0.1:${await freePort()}`);
    const { body } = await request(app.callback()).get('/api/health').expect(503);
    expect(body).toMatchObject({
      ok: false,
      database: { ok: true },
      temporal: { ok: false, error: expect.any(String) },
    });
    await orchestrator.close();
  });

  it('answers 503 naming the database when Postgres is unreachable', async () => {
    const deadDb = createDatabase(`postgres://nobody@127.0.0.1:${await freePort()}/none`, {
      acquireTimeoutMs: 500,
      logger: { warn: () => {}, error: () => {} },
    });
    const { app, orchestrator } = appWith(deadDb, process.env.TEMPORAL_ADDRESS!);
    const { body } = await request(app.callback()).get('/api/health').expect(503);
    expect(body).toMatchObject({
      ok: false,
      database: { ok: false, error: expect.any(String) },
      temporal: { ok: true },
    });
    await Promise.all([orchestrator.close(), deadDb.destroy()]);
  });
});
