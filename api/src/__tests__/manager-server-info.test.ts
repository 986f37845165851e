import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { creatorWithCredits, prepareRun } from '@studio/infra/testing/graph-runs';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import {
  CSRF,
  registerAndSignIn,
  registerManager,
  type SignedIn,
} from '@studio/infra/testing/test-users';
import { packshotGraph } from '@studio/workflows/graph/__tests__/graph-builder';
import { taskQueues } from '@studio/workflows/contract/task-queues';
import { createApp } from '../app';
import { serverInfoSchema } from '../contract/manager-server-info';
import { REPO_ROOT } from '../domain/environment';
import { appCommit } from '../domain/server-info/app-build';
import { describeAiProviders } from '../domain/server-info/ai-providers';
import { createOrchestrator } from '../temporal/orchestrator';

let t: TestApp;
let manager: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  manager = await registerManager(t.app, t.database.db);
});
afterAll(() => t.close());

const serverInfo = async (agent = manager.agent) =>
  serverInfoSchema.parse((await agent.get('/api/manager/server-info').expect(200)).body);

describe('GET /api/manager/server-info', () => {
  it('is for managers only', async () => {
    const creator = await registerAndSignIn(t.app);
    await request(t.app.callback()).get('/api/manager/server-info').set(CSRF).expect(401);
    await creator.agent.get('/api/manager/server-info').expect(403);
  });

  it('names the build, the runtime, Postgres and Temporal with their versions, and each queue’s pollers', async () => {
    const info = await serverInfo();
    const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
    expect(info.app).toMatchObject({
      version: manifest.version,
      commit: 'test-commit',
      node: process.version,
    });
    expect(info.app.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(info.postgres).toMatchObject({ ok: true, error: null });
    expect(info.postgres.version).toMatch(/^\d+/);
    expect(info.temporal).toMatchObject({ ok: true, error: null, namespace: 'default' });
    expect(info.temporal.version).toMatch(/^\d+\.\d+/);

    const queues = taskQueues(t.worker.taskQueue);
    expect(info.taskQueues.map((q) => [q.role, q.name])).toEqual([
      ['workflows', queues.workflows],
      ['images', queues.images],
      ['ai', queues.ai],
    ]);
    const [workflows, images, ai] = info.taskQueues;
    // The test worker polls workflow tasks on the base queue, and activities on all three.
    expect(workflows!.workflowPollers.length).toBeGreaterThan(0);
    for (const queue of [workflows!, images!, ai!]) {
      expect(queue.error).toBeNull();
      expect(queue.activityPollers.length).toBeGreaterThan(0);
      expect(queue.activityPollers[0]!.identity).toContain('@');
      // A number where the server reports stats, else null: never made up.
      for (const backlog of [queue.workflowBacklog, queue.activityBacklog]) {
        expect(backlog === null || backlog >= 0).toBe(true);
      }
    }
    expect(info.ai).toEqual([{ capability: 'Scenes', provider: 'local', model: 'built-in' }]);
  });

  it('counts storage from the file records, and the last hour’s runs with their p50 and p95', async () => {
    const before = await serverInfo();
    await t.database.db('files').insert([
      { key: `${'a'.repeat(64)}.png`, content_type: 'image/png', byte_size: 1000 },
      { key: `${'b'.repeat(64)}.png`, content_type: 'image/png', byte_size: 500 },
    ]);

    const userId = await creatorWithCredits(t.database.db, 10);
    const graph = packshotGraph().build();
    const durations = [1000, 2000, 10_000];
    // The runs may be made, and read, either side of a minute's turn: count from its start.
    const madeFrom = Math.floor(Date.now() / 60_000) * 60_000;
    for (const ms of durations) {
      const run = await prepareRun(t.database.db, t.deps.store, { graph, userId });
      const finished = new Date(Date.now() - 60_000);
      await t.database
        .db('executions')
        .where({ id: run.executionId })
        .update({
          status: 'succeeded',
          started_at: new Date(finished.getTime() - ms),
          finished_at: finished,
        });
    }

    const info = await serverInfo();
    // Each run stored its input image: those files count too.
    expect(info.storage.files).toBeGreaterThanOrEqual(before.storage.files + 2);
    expect(info.storage.bytes).toBeGreaterThanOrEqual(before.storage.bytes + 1500);
    expect(info.runs.perMinute).toHaveLength(60);
    expect(
      Date.parse(info.runs.perMinute[1]!.minute) - Date.parse(info.runs.perMinute[0]!.minute),
    ).toBe(60_000);
    expect(info.runs.lastHour).toBe(before.runs.lastHour + 3);
    const sinceMade = info.runs.perMinute.filter((m) => Date.parse(m.minute) >= madeFrom);
    expect(sinceMade.reduce((sum, m) => sum + m.count, 0)).toBeGreaterThanOrEqual(3);
    expect(info.runs.finishedLastHour).toBe(3);
    // percentile_cont interpolates: the median of 1 s, 2 s and 10 s is 2 s; p95 is 9.2 s.
    expect(info.runs.p50Ms).toBe(2000);
    expect(info.runs.p95Ms).toBe(9200);
  });

  it('answers within seconds when Temporal is down, saying so', async () => {
    const orchestrator = createOrchestrator({
      address: '127.0.0.1:1',
      namespace: 'default',
      taskQueue: 'nowhere',
    });
    const app = createApp({ ...t.deps, orchestrator });
    const agent = request.agent(app.callback());
    await agent
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email: manager.email, password: manager.password })
      .expect(200);
    const started = Date.now();
    const info = serverInfoSchema.parse(
      (await agent.get('/api/manager/server-info').expect(200)).body,
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(info.temporal).toMatchObject({ ok: false, version: null });
    expect(info.temporal.error).toEqual(expect.any(String));
    expect(info.postgres.ok).toBe(true);
    await orchestrator.close();
  });
});

describe('what Server Information reports of the configuration', () => {
  it('takes APP_COMMIT when set, else the checkout’s commit', () => {
    expect(appCommit('abc1234')).toBe('abc1234');
    expect(appCommit(undefined)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('names each capability’s provider and model, never a key', () => {
    const ai = describeAiProviders({
      AI_PROVIDER: 'cloud',
      AI_CAPTIONS: 'local',
      REPLICATE_API_TOKEN: 'r8_secret',
      OPENAI_API_KEY: 'sk-secret',
      OPENAI_TEXT_MODEL: 'gpt-5-mini',
    });
    expect(ai).toEqual([
      { capability: 'Background removal', provider: 'replicate', model: 'bria/remove-background' },
      {
        capability: 'Scenes',
        provider: 'replicate',
        model: 'black-forest-labs/flux-kontext-pro',
      },
      { capability: 'Captions', provider: 'local', model: 'built-in' },
      { capability: 'Moderation', provider: 'openai', model: 'omni-moderation-latest' },
      { capability: 'Product analysis', provider: 'openai', model: 'gpt-4.1-mini' },
      { capability: 'Text enhancement', provider: 'openai', model: 'gpt-5-mini' },
    ]);
    expect(JSON.stringify(ai)).not.toContain('secret');
    expect(
      describeAiProviders({ AI_SCENES: 'openai', OPENAI_SCENE_MODEL: 'gpt-image-1.5' })[1],
    ).toEqual({ capability: 'Scenes', provider: 'openai', model: 'gpt-image-1.5' });
    expect(describeAiProviders({ AI_PROVIDER: 'cloud', AI_SCENES: 'openai' })[1]).toEqual({
      capability: 'Scenes',
      provider: 'openai',
      model: 'gpt-image-1',
    });
    expect(describeAiProviders({})[0]).toEqual({
      capability: 'Background removal',
      provider: 'local',
      model: 'isnet-quantised',
    });
  });
});
