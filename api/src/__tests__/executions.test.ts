import request from 'supertest';
import { readProgressEvents } from '@studio/infra/testing/execution-events';
import { activityRuns } from '@studio/infra/testing/graph-runs';
import { executionWorkflowId } from '@studio/workflows/contract/workflow-ids';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import { CSRF, registerAndSignIn, type SignedIn } from '@studio/infra/testing/test-users';
import { registerVerified } from '@studio/infra/testing/verified-users';
import { executionDetailsSchema } from '../contract/execution-details';
import { executionHistorySchema } from '../contract/execution-history';
import { executionTimelineSchema } from '../contract/executions';
import { adjustCredits, getBalance } from '../domain/credits/ledger';
import { addSnap } from '../domain/snaps/snap-writes';
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

async function execute(creator: SignedIn, snapName: string, photo?: Buffer) {
  const image = toDataUrl(photo ?? (await productPhoto()));
  return creator.agent
    .post('/api/snaps/execute')
    .set(CSRF)
    .send({ snapId: snap(snapName).id, inputs: { image } });
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
  it('lists the eight built-in snaps with their category, tags and cost', async () => {
    expect(snaps.map((s) => s.name).sort()).toEqual([
      'Black Packshot',
      'Flat Lay',
      'Marble Plinth',
      'Natural Placement',
      'Pastel Podium',
      'Sunlit Shadow Play',
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
    expect(snap('Pastel Podium')).toMatchObject({ category: 'Studio', cost: 4 });
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
  // Version 1 cannot work: 160 px upscaled 4x three times is over the 8192 px limit (refused at
  // "biggest", after "big" and "bigger" succeeded). A small photo: "bigger" makes 2560 x 1920
  // pixels, where a 400 px one made 6400 x 4800 at a CPU cost the test does not need.
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

  /** A snap on version 1 of a new workflow with that graph, and a creator's failed run of it. */
  async function failedRun(name: string) {
    const creator = await registerVerified(t);
    const manager = await registerAndSignIn(t.app);
    await promoteToManager(t.database.db, manager.email);
    const workflow = await createWorkflow(t.database.db, { name, graph: broken });
    const v1 = await publishVersion(t.database.db, workflow.id);
    await addSnap(t.database.db, { name, workflowId: workflow.id, workflowVersionId: v1.id });
    snaps = (await request(t.app.callback()).get('/api/snaps')).body;
    const photo = await productPhoto({ width: 160, height: 120 });
    const { body: started } = await execute(creator, name, photo);
    const failed = await readEvents(creator.agent, `/api/executions/${started.executionId}/events`);
    expect(failed.at(-1)).toMatchObject({
      status: 'failed',
      error: { type: 'InvalidInput', nodeId: 'biggest' },
    });
    expect(await getBalance(t.database.db, creator.user.id)).toBe(20); // refunded
    return { creator, manager, workflow, executionId: started.executionId as string };
  }

  it('runs it again from the start on a chosen version, free for the creator, linked and audited', async () => {
    const { creator, manager, workflow, executionId } = await failedRun('Giant');
    // Version 2 keeps one upscale.
    await saveDraft(t.database.db, workflow.id, {
      nodes: broken.nodes.filter((n) => n.id !== 'bigger' && n.id !== 'biggest'),
      edges: [broken.edges[0]!, { ...broken.edges[3]!, source: 'big' }],
    });
    await publishVersion(t.database.db, workflow.id);

    const replayUrl = `/api/executions/${executionId}/replay`;
    await creator.agent.post(replayUrl).set(CSRF).send({ reason: 'mine' }).expect(403);
    const noReason = await manager.agent.post(replayUrl).set(CSRF).send({}).expect(400);
    expect(noReason.body).toMatchObject({
      error: 'validation_error',
      message: 'reason: Give a reason of at least 3 characters',
    });
    await manager.agent
      .post(replayUrl)
      .set(CSRF)
      .send({ version: 7, reason: 'try v7' })
      .expect(404);
    const onPinned = await manager.agent
      .post(replayUrl)
      .set(CSRF)
      .send({ mode: 'failed-step', version: 'latest', reason: 'v2 from the failed step' })
      .expect(400);
    expect(onPinned.body.message).toBe(
      'A replay from the failed step runs on the version the run had (v1).',
    );
    expect(await t.database.db('executions').where({ replay_of: executionId })).toEqual([]);

    const replay = await manager.agent
      .post(replayUrl)
      .set(CSRF)
      .set('X-Request-Id', 'replay-request-1')
      .send({ version: 'latest', reason: 'Fixed in v2' })
      .expect(202);
    expect(replay.body).toEqual({
      executionId: expect.any(String),
      replayOf: executionId,
      version: 2,
    });
    const done = await readEvents(
      manager.agent,
      `/api/executions/${replay.body.executionId}/events`,
    );
    expect(done.at(-1)).toMatchObject({ status: 'succeeded', replayOf: executionId, version: 2 });
    // The platform paid: the creator's balance did not move, and the content is theirs.
    expect(await getBalance(t.database.db, creator.user.id)).toBe(20);
    const content = await creator.agent.get('/api/content').expect(200);
    expect(JSON.stringify(content.body)).toContain(replay.body.executionId);

    const listed = await manager.agent
      .get('/api/executions')
      .query({ userId: creator.user.id })
      .expect(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        id: replay.body.executionId,
        replayOf: executionId,
        version: 2,
        paidByPlatform: true,
        cost: 0,
      }),
      expect.objectContaining({
        id: executionId,
        status: 'failed',
        snap: expect.objectContaining({ name: 'Giant' }),
        user: { id: creator.user.id, email: creator.email },
        version: 1,
        error: expect.objectContaining({ type: 'InvalidInput', nodeId: 'biggest' }),
        errorCode: 'InvalidInput',
        replayedBy: [replay.body.executionId],
      }),
    ]);

    const audit = await manager.agent
      .get('/api/audit-events')
      .query({ target: executionId })
      .expect(200);
    expect(audit.body.items).toEqual([
      expect.objectContaining({
        actor: { id: manager.user.id, email: manager.email },
        action: 'execution.replay',
        target: { type: 'execution', id: executionId, name: null },
        reason: 'Fixed in v2',
        requestId: 'replay-request-1',
        details: expect.objectContaining({ replayId: replay.body.executionId, version: 2 }),
      }),
    ]);
    await creator.agent.get('/api/audit-events').expect(403);

    // The run page: both runs linked, the tokens' ledger entries, the audit entry, Temporal's link.
    await creator.agent.get(`/api/executions/${executionId}/details`).expect(403);
    const details = executionDetailsSchema.parse(
      (await manager.agent.get(`/api/executions/${executionId}/details`).expect(200)).body,
    );
    expect(details.run).toMatchObject({ id: executionId, status: 'failed', version: 1 });
    expect(details.graph!.nodes.map((n) => n.id)).toEqual(broken.nodes.map((n) => n.id));
    expect(details.nodes.find((n) => n.id === 'biggest')).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/8192/),
    });
    expect(details.inputs.image).toEqual({ fileKey: expect.any(String) });
    // Held when it started, given back when it failed.
    expect(details.ledger.map((e) => [e.kind, e.amount])).toEqual([
      ['reserve', -details.run.cost],
      ['release', details.run.cost],
    ]);
    expect(details.replays).toEqual([
      expect.objectContaining({ id: replay.body.executionId, version: 2, mode: 'start' }),
    ]);
    expect(details.replayOfRun).toBeNull();
    expect(details.audit.map((a) => a.reason)).toEqual(['Fixed in v2']);
    expect(details.temporal).toEqual({
      namespace: 'default',
      workflowId: executionWorkflowId(executionId),
      url: `http://temporal-ui.test/namespaces/default/workflows/${executionWorkflowId(executionId)}`,
    });
    const replayDetails = executionDetailsSchema.parse(
      (await manager.agent.get(`/api/executions/${replay.body.executionId}/details`).expect(200))
        .body,
    );
    expect(replayDetails).toMatchObject({
      replayOfRun: { id: executionId, status: 'failed', version: 1 },
      replayMode: 'start',
      replays: [],
      // The platform paid: nothing moved on the creator's account.
      ledger: [],
    });
    await manager.agent
      .get('/api/executions/00000000-0000-4000-8000-000000000000/details')
      .expect(404);
  }, 90_000);

  it('from the failed step, keeps what succeeded and runs only the failed node and what follows', async () => {
    const { creator, manager, executionId } = await failedRun('Giant again');
    // What each node did, from the run's Temporal history.
    const timelineUrl = `/api/executions/${executionId}/timeline`;
    await creator.agent.get(timelineUrl).expect(403);
    const timeline = executionTimelineSchema.parse(
      (await manager.agent.get(timelineUrl).expect(200)).body,
    );
    expect(timeline).toMatchObject({ available: true, finishedAt: expect.any(String) });
    expect(timeline.nodes.map((n) => [n.nodeId, n.attempts.map((a) => a.outcome)])).toEqual([
      ['photo', ['succeeded']], // the input's own check (moderation) is a node's work too
      ['big', ['succeeded']],
      ['bigger', ['succeeded']],
      ['biggest', ['failed']],
    ]);
    expect(timeline.nodes.find((n) => n.nodeId === 'biggest')!.attempts[0]!.error).toMatch(/8192/);
    // The same history in words, event by event, the failure with the stack the worker sent.
    const historyUrl = `/api/executions/${executionId}/history`;
    await creator.agent.get(historyUrl).expect(403);
    const history = executionHistorySchema.parse(
      (await manager.agent.get(historyUrl).expect(200)).body,
    );
    expect(history.events[0]).toMatchObject({
      id: 1,
      type: 'WorkflowExecutionStarted',
      label: 'Workflow execution started',
      kind: 'workflow',
    });
    expect(history.events.map((e) => e.id)).toEqual(history.events.map((_, i) => i + 1));
    const failed = history.events.find((e) => e.type === 'ActivityTaskFailed')!;
    expect(failed.summary).toBe('runNode (biggest)');
    expect(failed.failure).toMatchObject({ message: expect.stringMatching(/8192/) });
    expect(failed.failure!.stackTrace).toMatch(/at /);
    expect(history.events.at(-1)).toMatchObject({ type: 'WorkflowExecutionFailed' });
    expect(history.pending).toEqual([]);
    const raw = await manager.agent.get(`${historyUrl}/raw`).expect(200);
    expect(raw.headers['content-disposition']).toMatch(/attachment/);
    expect(raw.body.events).toHaveLength(history.events.length);
    expect(raw.body.events[0].eventType).toBe('EVENT_TYPE_WORKFLOW_EXECUTION_STARTED');
    const replay = await manager.agent
      .post(`/api/executions/${executionId}/replay`)
      .set(CSRF)
      .send({ mode: 'failed-step', reason: 'Retry the last step' })
      .expect(202);
    expect(replay.body.version).toBe(1);
    const events = await readEvents(
      manager.agent,
      `/api/executions/${replay.body.executionId}/events`,
    );
    // The same version fails at the same node again, but only that node ran.
    expect(events.at(-1)).toMatchObject({
      status: 'failed',
      error: { nodeId: 'biggest' },
      nodes: expect.arrayContaining([
        expect.objectContaining({ id: 'big', status: 'succeeded' }),
        expect.objectContaining({ id: 'bigger', status: 'succeeded' }),
      ]),
    });
    const handle = t.worker.client.workflow.getHandle(executionWorkflowId(replay.body.executionId));
    const nodesRun = (await activityRuns(handle)).flatMap((run) =>
      run.type === 'runNode' ? [run.nodeId] : [],
    );
    expect(nodesRun).toEqual(['biggest']);
    const original = await t.database.db('executions').where({ id: executionId }).first();
    const replayed = await t.database
      .db('executions')
      .where({ id: replay.body.executionId })
      .first();
    expect(replayed.node_states.bigger).toMatchObject({
      status: 'succeeded',
      reused: true,
      outputs: original.node_states.bigger.outputs,
    });
    expect(replayed).toMatchObject({ replay_mode: 'failed-step', paid_by_platform: true });
  }, 90_000);

  it('refuses a run that succeeded (409 not_replayable) and writes nothing', async () => {
    const creator = await registerVerified(t);
    const manager = await registerAndSignIn(t.app);
    await promoteToManager(t.database.db, manager.email);
    const { body: started } = await execute(creator, 'White Packshot');
    await readEvents(creator.agent, `/api/executions/${started.executionId}/events`);
    const refused = await manager.agent
      .post(`/api/executions/${started.executionId}/replay`)
      .set(CSRF)
      .send({ reason: 'Again please' })
      .expect(409);
    expect(refused.body.error).toBe('not_replayable');
    expect(await t.database.db('audit_events').where({ target_id: started.executionId })).toEqual(
      [],
    );
  }, 60_000);
});
