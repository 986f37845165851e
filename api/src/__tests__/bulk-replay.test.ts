import request from 'supertest';
import { readProgressEvents } from '@studio/infra/testing/execution-events';
import { productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, registerManager, type SignedIn } from '@studio/infra/testing/test-users';
import { registerVerified } from '@studio/infra/testing/verified-users';
import { bulkReplayWorkflowId } from '@studio/workflows/contract/workflow-ids';
import { bulkReplayViewSchema } from '../contract/executions';
import { getBalance } from '../domain/credits/ledger';
import { addSnap } from '../domain/snaps/snap-writes';
import {
  createWorkflow,
  publishVersion,
  saveDraft,
} from '../domain/workflows/workflow-definitions';

// An operator's bulk replay (POST /api/executions/bulk-replay): a `bulkReplay` workflow replays
// every failed run of a filter, once each, free for the creators, and reports its counts.

let t: TestApp;
let manager: SignedIn;
beforeAll(async () => {
  t = await startTestApp({ imageSize: 160 });
  manager = await registerManager(t.app, t.database.db);
});
afterAll(() => t.close());

// Version 1 cannot work (three 4x upscales of a 160 px photo go over the 8192 px limit); version
// 2 keeps one. The photo is small so that the two upscales that succeed stay cheap.
const nodes = [
  { id: 'photo', type: 'input.image', params: {}, position: { x: 0, y: 0 } },
  { id: 'big', type: 'image.upscale', params: { factor: 4 }, position: { x: 1, y: 0 } },
  { id: 'bigger', type: 'image.upscale', params: { factor: 4 }, position: { x: 2, y: 0 } },
  { id: 'biggest', type: 'image.upscale', params: { factor: 4 }, position: { x: 3, y: 0 } },
  { id: 'out', type: 'output.content', params: {}, position: { x: 4, y: 0 } },
];
const chain = (ids: string[]) =>
  ids.slice(1).map((target, i) => ({
    id: `e${i}`,
    source: ids[i]!,
    sourcePort: 'image',
    target,
    targetPort: target === 'out' ? 'images' : 'image',
  }));

/** A workflow whose version 1 fails, with a snap on it, and `count` creators' failed runs. */
async function failedRuns(name: string, count: number) {
  const workflow = await createWorkflow(t.database.db, {
    name,
    graph: { nodes, edges: chain(['photo', 'big', 'bigger', 'biggest', 'out']) },
  });
  const v1 = await publishVersion(t.database.db, workflow.id);
  const snap = await addSnap(t.database.db, {
    name,
    workflowId: workflow.id,
    workflowVersionId: v1.id,
  });
  const photo = toDataUrl(await productPhoto({ width: 160, height: 120 }));
  const runs = await Promise.all(
    Array.from({ length: count }, async () => {
      const creator = await registerVerified(t);
      const { body } = await creator.agent
        .post('/api/snaps/execute')
        .set(CSRF)
        .send({ snapId: snap.id, inputs: { image: photo } })
        .expect(202);
      const events = await readProgressEvents(
        creator.agent,
        `/api/executions/${body.executionId}/events`,
      );
      expect(events.at(-1)).toMatchObject({ status: 'failed' });
      return { creator, executionId: body.executionId as string };
    }),
  );
  // Version 2 works.
  await saveDraft(t.database.db, workflow.id, {
    nodes: nodes.filter((n) => n.id !== 'bigger' && n.id !== 'biggest'),
    edges: chain(['photo', 'big', 'out']),
  });
  await publishVersion(t.database.db, workflow.id);
  return { workflowId: workflow.id, runs };
}

const startBulk = (body: object) =>
  manager.agent.post('/api/executions/bulk-replay').set(CSRF).send(body);
const finished = (jobId: string) =>
  t.worker.client.workflow.getHandle(bulkReplayWorkflowId(jobId)).result();
const view = async (jobId: string) =>
  bulkReplayViewSchema.parse(
    (await manager.agent.get(`/api/executions/bulk-replay/${jobId}`).expect(200)).body,
  );

describe('POST /api/executions/bulk-replay', () => {
  it('replays every failed run of a filter once, on the latest version, free, with its counts', async () => {
    const { workflowId, runs } = await failedRuns('Giant bulk', 3);
    const filter = { workflowId, status: ['failed'] };
    const preview = (body: object) =>
      manager.agent.post('/api/executions/bulk-preview').set(CSRF).send(body).expect(200);
    // The count the operator confirms, before anything starts.
    expect((await preview({ filter })).body).toEqual({
      replayable: 3,
      alreadyReplayed: 0,
      cancellable: 0,
    });
    const { body } = await startBulk({
      filter,
      version: 'latest',
      reason: 'Fixed in v2',
    }).expect(202);
    expect(body).toEqual({ jobId: expect.any(String), count: 3 });
    await finished(body.jobId);

    expect(await view(body.jobId)).toMatchObject({
      status: 'succeeded',
      mode: 'start',
      version: 'latest',
      reason: 'Fixed in v2',
      actor: { id: manager.user.id, email: manager.email },
      total: 3,
      started: 3,
      succeeded: 3,
      failed: 0,
      skipped: 0,
      finishedAt: expect.any(String),
    });
    for (const { creator, executionId } of runs) {
      const replays = await t.database.db('executions').where({ replay_of: executionId });
      expect(replays).toEqual([
        expect.objectContaining({
          status: 'succeeded',
          bulk_replay_id: body.jobId,
          paid_by_platform: true,
        }),
      ]);
      expect(await getBalance(t.database.db, creator.user.id)).toBe(20);
    }
    const audit = await manager.agent
      .get('/api/audit-events')
      .query({ target: body.jobId })
      .expect(200);
    expect(audit.body.items).toEqual([
      expect.objectContaining({
        action: 'bulk-replay.start',
        reason: 'Fixed in v2',
        details: expect.objectContaining({ count: 3, version: 'latest' }),
      }),
    ]);

    // Runs already replayed are left out, unless the operator asks for them.
    expect((await preview({ filter })).body).toMatchObject({ replayable: 0, alreadyReplayed: 3 });
    const again = await startBulk({ filter, reason: 'Once more' }).expect(202);
    expect(again.body.count).toBe(0);
    await finished(again.body.jobId);
    expect(await view(again.body.jobId)).toMatchObject({ status: 'succeeded', total: 0 });
    const included = await startBulk({
      ids: runs.map((r) => r.executionId),
      includeReplayed: true,
      version: 'latest',
      reason: 'All of them',
    }).expect(202);
    expect(included.body.count).toBe(3);
    await finished(included.body.jobId);
    expect(await view(included.body.jobId)).toMatchObject({ started: 3, succeeded: 3 });
  }, 180_000);

  it('refuses a missing reason, an unknown job, stopping an ended job, and creators', async () => {
    await startBulk({ filter: {} }).expect(400);
    await manager.agent.post('/api/executions/bulk-preview').set(CSRF).send({}).expect(400);
    const unknown = await manager.agent
      .get('/api/executions/bulk-replay/00000000-0000-4000-8000-000000000000')
      .expect(404);
    expect(unknown.body.error).toBe('bulk_replay_not_found');
    const { body } = await startBulk({ ids: [crypto.randomUUID()], reason: 'Nothing' }).expect(202);
    await finished(body.jobId);
    const ended = await manager.agent
      .post(`/api/executions/bulk-replay/${body.jobId}/cancel`)
      .set(CSRF)
      .send({ reason: 'Too late' })
      .expect(409);
    expect(ended.body.error).toBe('bulk_replay_finished');
    const creator = await registerVerified(t);
    await creator.agent
      .post('/api/executions/bulk-replay')
      .set(CSRF)
      .send({ filter: {}, reason: 'Not mine' })
      .expect(403);
    await request(t.app.callback()).get(`/api/executions/bulk-replay/${body.jobId}`).expect(401);
  });
});
