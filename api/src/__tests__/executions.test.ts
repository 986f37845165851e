import request from 'supertest';
import { readProgressEvents } from '@studio/infra/testing/execution-events';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import { CSRF, registerAndSignIn, type SignedIn } from '@studio/infra/testing/test-users';
import { registerVerified } from '@studio/infra/testing/verified-users';
import { adjustCredits, getBalance } from '../domain/credits/ledger';
import { promoteToManager } from '../domain/users/user-admin';
import {
  createWorkflow,
  publishVersion,
  saveDraft,
} from '../domain/workflows/workflow-definitions';

let t: TestApp;
let snaps: Array<{ id: string; name: string; cost: number; tags: string[] }>;
beforeAll(async () => {
  t = await startTestApp({ imageSize: 160 });
  snaps = (await request(t.app.callback()).get('/api/snaps').expect(200)).body;
});
afterAll(() => t.close());

const snap = (name: string) => snaps.find((s) => s.name === name)!;

async function execute(creator: SignedIn, snapName: string) {
  return creator.agent
    .post('/api/snaps/execute')
    .set(CSRF)
    .send({ snapId: snap(snapName).id, inputs: { image: toDataUrl(await productPhoto()) } });
}

/** The `progress` events of a run, to the stream's end. */
async function readEvents(
  agent: SignedIn['agent'],
  url: string,
): Promise<Array<{ status: string; nodes: Array<{ id: string; status: string }> }>> {
  return (await readProgressEvents(agent, url)) as Array<{
    status: string;
    nodes: Array<{ id: string; status: string }>;
  }>;
}

describe('GET /api/snaps', () => {
  it('lists the five built-in snaps with their category, tags and cost', async () => {
    expect(snaps.map((s) => s.name).sort()).toEqual([
      'Black Packshot',
      'Flat Lay',
      'Natural Placement',
      'Water Splash',
      'White Packshot',
    ]);
    expect(snap('White Packshot')).toMatchObject({
      category: 'Packshots',
      cost: 2,
      tags: expect.arrayContaining(['white-background']),
    });
    expect(snap('Flat Lay')).toMatchObject({ cost: 4, tags: expect.arrayContaining(['flat-lay']) });
    expect(snap('Natural Placement').tags).toContain('natural-environment');
  });
});

describe('POST /api/snaps/execute', () => {
  it('answers 202, streams live progress to the end and charges the snap’s cost', async () => {
    const creator = await registerVerified(t);
    const started = await execute(creator, 'Flat Lay');
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ executionId: expect.any(String), status: 'queued', cost: 4 });

    const events = await readEvents(
      creator.agent,
      `/api/executions/${started.body.executionId}/events`,
    );
    expect(events.at(-1)!.status).toBe('succeeded');
    expect(events.at(-1)!.nodes.map((n) => [n.id, n.status])).toEqual([
      ['photo', 'succeeded'],
      ['cutout', 'succeeded'],
      ['scene', 'succeeded'],
      ['out', 'succeeded'],
    ]);

    const { body } = await creator.agent
      .get(`/api/executions/${started.body.executionId}`)
      .expect(200);
    expect(body).toMatchObject({
      status: 'succeeded',
      cost: 4,
      tokensCharged: 4,
      tokensReserved: 0,
      snap: { name: 'Flat Lay' },
      version: 1,
    });
    expect(body.contentIds).toHaveLength(1);
    expect(await getBalance(t.database.db, creator.user.id)).toBe(20 - 4);
  });

  it('runs on a product’s main image when given its id, and links the content to it', async () => {
    const creator = await registerVerified(t);
    const product = (
      await creator.agent
        .post('/api/products/create-from-image')
        .set(CSRF)
        .send({ name: 'Desk Lamp', image: toDataUrl(await productPhoto()), filename: 'lamp.png' })
        .expect(201)
    ).body;
    const started = await creator.agent
      .post('/api/snaps/execute')
      .set(CSRF)
      .send({ snapId: snap('White Packshot').id, productId: product.id })
      .expect(202);
    const { contentIds } = await t.deps.orchestrator.handle(started.body.executionId).result();
    const content = await t.database.db('content').where({ id: contentIds[0] }).first();
    expect(content.product_id).toBe(product.id);
    const execution = await t.database
      .db('executions')
      .where({ id: started.body.executionId })
      .first();
    expect(execution.inputs).toEqual({
      image: { fileKey: product.imageUrl.replace('/files/', '') },
    });
  });

  it('refuses someone else’s product (404) and a run with neither product nor image (400)', async () => {
    const owner = await registerVerified(t);
    const product = (
      await owner.agent
        .post('/api/products/create-from-image')
        .set(CSRF)
        .send({ name: 'Vase', image: toDataUrl(await productPhoto()) })
        .expect(201)
    ).body;
    const other = await registerVerified(t);
    const foreign = await other.agent
      .post('/api/snaps/execute')
      .set(CSRF)
      .send({ snapId: snap('White Packshot').id, productId: product.id })
      .expect(404);
    expect(foreign.body.error).toBe('product_not_found');
    const neither = await other.agent
      .post('/api/snaps/execute')
      .set(CSRF)
      .send({ snapId: snap('White Packshot').id, inputs: {} })
      .expect(400);
    expect(neither.body.message).toBe('inputs.image: Choose a product or upload an image');
    expect(await t.database.db('executions').where({ user_id: other.user.id })).toEqual([]);
    expect(await getBalance(t.database.db, other.user.id)).toBe(20);
  });

  it('refuses an unverified creator with the spec’s 403', async () => {
    const creator = await registerAndSignIn(t.app);
    const response = await execute(creator, 'White Packshot');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      requiresVerification: true,
      error: 'email_verification_required',
      message: 'Please verify your email address before using credits.',
    });
  });

  it('answers 402 insufficient_tokens before starting anything when the balance is short', async () => {
    const creator = await registerVerified(t);
    await adjustCredits(t.database.db, {
      userId: creator.user.id,
      amount: -19,
      reason: 'test: leave one credit',
    });
    const response = await execute(creator, 'Water Splash');
    expect(response.status).toBe(402);
    expect(response.body).toEqual({
      error: 'insufficient_tokens',
      requiredTokens: 4,
      currentTokens: 1,
      message: expect.any(String),
    });
    expect(await t.database.db('executions').where({ user_id: creator.user.id })).toHaveLength(0);
  });

  it('shows an execution only to its owner and managers', async () => {
    const creator = await registerVerified(t);
    const { body } = await execute(creator, 'White Packshot');
    const stranger = await registerAndSignIn(t.app);
    await stranger.agent.get(`/api/executions/${body.executionId}`).expect(404);
    await stranger.agent.get(`/api/executions/${body.executionId}/events`).expect(404);
    await stranger.agent.post(`/api/executions/${body.executionId}/cancel`).set(CSRF).expect(404);
    await stranger.agent.get('/api/executions').expect(403);
    await promoteToManager(t.database.db, stranger.email);
    await stranger.agent.get(`/api/executions/${body.executionId}`).expect(200);
  });
});

describe('replaying a failed execution (managers)', () => {
  it('runs it again with the same inputs on a chosen version, linked to the original', async () => {
    const creator = await registerVerified(t);
    const manager = await registerAndSignIn(t.app);
    await promoteToManager(t.database.db, manager.email);

    // Version 1 cannot work: 400 px upscaled 4x three times is over the 8192 px limit (refused).
    const broken = {
      nodes: [
        { id: 'photo', type: 'input.image', params: {}, position: { x: 0, y: 0 } },
        { id: 'big', type: 'image.upscale', params: { factor: 4 }, position: { x: 1, y: 0 } },
        { id: 'bigger', type: 'image.upscale', params: { factor: 4 }, position: { x: 2, y: 0 } },
        { id: 'biggest', type: 'image.upscale', params: { factor: 4 }, position: { x: 3, y: 0 } },
        { id: 'out', type: 'output.content', params: {}, position: { x: 3, y: 0 } },
      ],
      edges: [
        { id: 'a', source: 'photo', sourcePort: 'image', target: 'big', targetPort: 'image' },
        { id: 'b', source: 'big', sourcePort: 'image', target: 'bigger', targetPort: 'image' },
        { id: 'c', source: 'bigger', sourcePort: 'image', target: 'biggest', targetPort: 'image' },
        { id: 'd', source: 'biggest', sourcePort: 'image', target: 'out', targetPort: 'images' },
      ],
    };
    const workflow = await createWorkflow(t.database.db, { name: 'Giant', graph: broken });
    const v1 = await publishVersion(t.database.db, workflow.id);
    await t.database
      .db('snaps')
      .insert({ name: 'Giant', tags: [], workflow_id: workflow.id, workflow_version_id: v1.id });
    snaps = (await request(t.app.callback()).get('/api/snaps')).body;

    const { body: started } = await execute(creator, 'Giant');
    const failed = await readEvents(creator.agent, `/api/executions/${started.executionId}/events`);
    expect(failed.at(-1)).toMatchObject({
      status: 'failed',
      error: { type: 'InvalidInput', nodeId: 'biggest' },
    });
    expect(await getBalance(t.database.db, creator.user.id)).toBe(20); // refunded

    // Version 2 keeps one upscale.
    await saveDraft(t.database.db, workflow.id, {
      nodes: broken.nodes.filter((n) => n.id !== 'bigger' && n.id !== 'biggest'),
      edges: [broken.edges[0]!, { ...broken.edges[3]!, source: 'big' }],
    });
    await publishVersion(t.database.db, workflow.id);

    await creator.agent
      .post(`/api/executions/${started.executionId}/replay`)
      .set(CSRF)
      .send({})
      .expect(403);
    const replay = await manager.agent
      .post(`/api/executions/${started.executionId}/replay`)
      .set(CSRF)
      .send({ version: 2 })
      .expect(202);
    expect(replay.body).toEqual({
      executionId: expect.any(String),
      replayOf: started.executionId,
      version: 2,
    });

    const done = await readEvents(
      manager.agent,
      `/api/executions/${replay.body.executionId}/events`,
    );
    expect(done.at(-1)).toMatchObject({
      status: 'succeeded',
      replayOf: started.executionId,
      version: 2,
    });
    const listed = await manager.agent
      .get('/api/executions')
      .query({ status: 'failed', userId: creator.user.id })
      .expect(200);
    expect(listed.body.executions.map((e: { id: string }) => e.id)).toEqual([started.executionId]);
    expect(listed.body).toMatchObject({ total: 1, page: 1, limit: 25 });
    expect(listed.body.executions[0]).toMatchObject({
      status: 'failed',
      snap: { name: 'Giant' },
      user: { id: creator.user.id, email: creator.email },
      version: 1,
      tokensReserved: 0,
      tokensCharged: 0,
      error: { type: 'InvalidInput', nodeId: 'biggest' },
    });
    const replays = await manager.agent
      .get('/api/executions')
      .query({ status: 'succeeded', userId: creator.user.id })
      .expect(200);
    expect(replays.body.executions).toEqual([
      expect.objectContaining({
        id: replay.body.executionId,
        replayOf: started.executionId,
        version: 2,
      }),
    ]);
  }, 60_000);
});
