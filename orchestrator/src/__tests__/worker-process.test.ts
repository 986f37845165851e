import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ChildProcess } from 'node:child_process';
import { startTs } from '@studio/infra/app-processes';
import { waitForStatus } from '@studio/infra/cluster/wait-for-status';
import { freePort } from '@studio/infra/free-port';
import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';

let database: TestDatabase;
let work: string;
beforeAll(async () => {
  database = await createTestDatabase();
  work = await mkdtemp(path.join(os.tmpdir(), 'worker-process-'));
});
afterAll(async () => {
  await database.drop();
  await rm(work, { recursive: true, force: true });
});

describe('the worker process', () => {
  let worker: ChildProcess | undefined;
  afterEach(() => {
    if (worker && worker.exitCode === null) worker.kill('SIGKILL');
  });

  it('answers its probes and Temporal’s metrics on ports of their own, and stops cleanly on SIGTERM', async () => {
    const [metricsPort, healthPort] = [await freePort(), await freePort()];
    worker = await startTs(
      'worker',
      'orchestrator/src/main.ts',
      {
        ...process.env,
        DATABASE_URL: database.url,
        TEMPORAL_ADDRESS: process.env.TEMPORAL_ADDRESS,
        TASK_QUEUE: `test-${randomUUID()}`,
        WORKFLOW_BUNDLE: process.env.TEST_WORKFLOW_BUNDLE,
        DATA_DIR: work,
        WORKER_QUEUES: 'workflows,images',
        AI_BACKGROUND_REMOVAL: 'classic',
        HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPort),
        HEALTH_PORT: String(healthPort),
        DRAIN_SECONDS: '5',
        LOG_LEVEL: 'info',
      },
      { logDir: work },
    );
    const exited = new Promise<number | null>((resolve) => worker!.once('exit', resolve));

    await waitForStatus(`http://127.0.0.1:${healthPort}/readyz`, 200, worker);
    const ready = await fetch(`http://127.0.0.1:${healthPort}/readyz`);
    // One worker per queue it was given.
    expect(await ready.json()).toEqual({ ok: true, workers: ['RUNNING', 'RUNNING'] });
    const live = await fetch(`http://127.0.0.1:${healthPort}/livez`);
    expect(live.status).toBe(200);

    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    // The SDK's series, per task queue: slots free for work and the pollers waiting for it.
    expect(metrics).toMatch(/temporal_worker_task_slots_available\{[^}]*task_queue="test-/);
    expect(metrics).toMatch(/temporal_num_pollers\{[^}]*poller_type="workflow_task"/);

    worker.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await readFile(path.join(work, 'worker.log'), 'utf8')).toContain('worker stopped');
  });
});
