import { readProgressEvents } from '@studio/infra/testing/execution-events';
import { workflowWithDraft } from '@studio/infra/testing/editor-drafts';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import { CSRF, registerManager, type SignedIn } from '@studio/infra/testing/test-users';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { type SubsnapParams } from '@studio/workflows/graph/subsnap-nodes';
import { executionViewSchema } from '../contract/executions';
import {
  createdSubsnapSchema,
  subsnapListSchema,
  workflowDetailSchema,
  workflowVersionSchema,
} from '../contract/workflows';

/**
 * Sub-snaps (issue 36): steps made into a sub-snap of their own, used by a workflow as one node,
 * published with its steps drawn out, and run as ordinary steps nested under its name.
 */
let t: TestApp;
let manager: SignedIn;
beforeAll(async () => {
  t = await startTestApp({ imageSize: 160 });
  manager = await registerManager(t.app, t.database.db);
});
afterAll(() => t.close());

const at = (x: number) => ({ x, y: 0 });

/** In ─> upscale ×2 ─> packshot ─> out: the steps a manager selected, with their boundary. */
const steps: WorkflowGraph = {
  nodes: [
    { id: 'in', type: 'subsnap.input', params: { name: 'photo', type: 'image' }, position: at(0) },
    { id: 'up', type: 'image.upscale', params: { factor: 2 }, position: at(300) },
    { id: 'pack', type: 'image.packshot', params: {}, position: at(600) },
    {
      id: 'out',
      type: 'subsnap.output',
      params: { name: 'shot', type: 'image' },
      position: at(900),
    },
  ],
  edges: [
    { id: 'e1', source: 'in', sourcePort: 'value', target: 'up', targetPort: 'image' },
    { id: 'e2', source: 'up', sourcePort: 'image', target: 'pack', targetPort: 'image' },
    { id: 'e3', source: 'pack', sourcePort: 'image', target: 'out', targetPort: 'value' },
  ],
};

/** Photo ─> the sub-snap ─> content. */
const usingIt = (node: SubsnapParams): WorkflowGraph => ({
  nodes: [
    { id: 'photo', type: 'input.image', params: { name: 'image' }, position: at(0) },
    { id: 'sub', type: 'subsnap', params: node, label: node.name, position: at(300) },
    { id: 'content', type: 'output.content', params: {}, position: at(600) },
  ],
  edges: [
    { id: 'a', source: 'photo', sourcePort: 'image', target: 'sub', targetPort: 'in' },
    { id: 'b', source: 'sub', sourcePort: 'out', target: 'content', targetPort: 'images' },
  ],
});

async function makeSubsnap(name: string, graph = steps) {
  const { body } = await manager.agent
    .post('/api/subsnaps')
    .set(CSRF)
    .send({ name, graph })
    .expect(201);
  return createdSubsnapSchema.parse(body);
}

async function saveDraft(id: string, graph: WorkflowGraph) {
  const { body } = await manager.agent.get(`/api/workflows/${id}`).expect(200);
  await manager.agent
    .put(`/api/workflows/${id}/draft`)
    .set(CSRF)
    .send({ graph, revision: body.draft.revision })
    .expect(200);
}

describe('sub-snaps', () => {
  it('makes steps a published sub-snap whose node a workflow runs as nested steps', async () => {
    const made = await makeSubsnap('Upscaled packshot');
    expect(made.node).toEqual({
      workflowId: made.id,
      version: 1,
      name: 'Upscaled packshot',
      inputs: [{ id: 'in', type: 'image', label: 'photo' }],
      outputs: [{ id: 'out', type: 'image', label: 'shot' }],
      // Upscale ×2 costs 2 and the packshot 2.
      cost: 4,
    });
    const listed = subsnapListSchema.parse((await manager.agent.get('/api/subsnaps')).body);
    expect(listed.subsnaps).toEqual([
      expect.objectContaining({ id: made.id, latest: made.node, usedBy: [] }),
    ]);

    const parentId = await workflowWithDraft(manager, 'Uses the sub-snap', usingIt(made.node));
    const detail = workflowDetailSchema.parse(
      (await manager.agent.get(`/api/workflows/${parentId}`)).body,
    );
    expect(detail).toMatchObject({ kind: 'snap', draft: { problems: [], cost: 4 } });
    await manager.agent.post(`/api/workflows/${parentId}/publish`).set(CSRF).send({}).expect(201);

    // The editor sees the node it drew; the version runs the sub-snap's steps.
    const version = workflowVersionSchema.parse(
      (await manager.agent.get(`/api/workflows/${parentId}/versions/1`)).body,
    );
    expect(version.graph.nodes.map((n) => n.id)).toEqual(['photo', 'sub', 'content']);
    expect(version.cost).toBe(4);
    const stored = await t.database
      .db('workflow_versions')
      .where({ workflow_id: parentId })
      .first();
    expect(stored.graph.nodes.map((n: { id: string }) => n.id).sort()).toEqual(
      ['content', 'photo', 'sub/pack', 'sub/up'].sort(),
    );

    const started = await manager.agent
      .post(`/api/workflows/${parentId}/test-runs`)
      .set(CSRF)
      .send({ version: 1, inputs: { image: { dataUrl: toDataUrl(await productPhoto()) } } })
      .expect(202);
    const events = await readProgressEvents(
      manager.agent,
      `/api/executions/${started.body.executionId}/events`,
    );
    const run = executionViewSchema.parse(events.at(-1));
    expect(run.status).toBe('succeeded');
    expect(run.nodes.map((n) => [n.id, n.status])).toEqual(
      expect.arrayContaining([
        ['sub/up', 'succeeded'],
        ['sub/pack', 'succeeded'],
        ['content', 'succeeded'],
      ]),
    );
    const { body: details } = await manager.agent
      .get(`/api/executions/${started.body.executionId}/details`)
      .expect(200);
    expect(details.graph.groups).toEqual([
      expect.objectContaining({
        id: 'sub',
        label: 'Upscaled packshot',
        nodeIds: ['sub/up', 'sub/pack'],
        subsnap: { workflowId: made.id, version: 1 },
      }),
    ]);
  });

  it('runs a sub-snap alone with "Run this step": its steps together, fed from the last test, free', async () => {
    const made = await makeSubsnap('Run alone');
    const parentId = await workflowWithDraft(
      manager,
      'Runs the sub-snap alone',
      usingIt(made.node),
    );
    const run = async (body: object) => {
      const started = await manager.agent
        .post(`/api/workflows/${parentId}/test-runs`)
        .set(CSRF)
        .send(body)
        .expect(202);
      const events = await readProgressEvents(
        manager.agent,
        `/api/executions/${started.body.executionId}/events`,
      );
      return executionViewSchema.parse(events.at(-1));
    };
    // Before any test there is nothing to feed it.
    const { body: early } = await manager.agent
      .post(`/api/workflows/${parentId}/test-runs`)
      .set(CSRF)
      .send({ step: 'sub' })
      .expect(409);
    expect(early.error).toBe('test_step_inputs_missing');

    const whole = await run({ inputs: { image: { dataUrl: toDataUrl(await productPhoto()) } } });
    expect(whole.status).toBe('succeeded');
    const contentBefore = await t.database.db('content').count({ n: '*' }).first();
    const alone = await run({ step: 'sub' });
    expect(alone.status).toBe('succeeded');
    expect(
      Object.fromEntries(alone.nodes.map((n) => [n.id, [n.status, n.given ?? false]])),
    ).toEqual({
      // The photo the last test was given, then both of the sub-snap's steps; the content after
      // it is not run.
      photo: ['succeeded', true],
      'sub/up': ['succeeded', false],
      'sub/pack': ['succeeded', false],
      content: ['skipped', false],
    });
    expect(alone.tokensCharged).toBe(0);
    expect(await t.database.db('content').count({ n: '*' }).first()).toEqual(contentBefore);
    // Listed as the step the editor draws, the sub-snap's node.
    const { body: listed } = await manager.agent
      .get(`/api/workflows/${parentId}/test-runs`)
      .expect(200);
    expect(listed.runs[0]).toMatchObject({ id: alone.id, step: 'sub' });

    // Pinned, the sub-snap's node stands for its steps: a whole test needs no photo, runs none
    // of them and gives the content what the sub-snap made.
    const { body: pin } = await manager.agent
      .put(`/api/workflows/${parentId}/pins/sub`)
      .set(CSRF)
      .send({ executionId: whole.id })
      .expect(200);
    const packed = whole.nodes.find((n) => n.id === 'sub/pack')!.outputs;
    expect(pin).toMatchObject({ nodeId: 'sub', executionId: whole.id, outputs: packed });
    const { body: pins } = await manager.agent.get(`/api/workflows/${parentId}/pins`).expect(200);
    expect(pins.pins.map((p: { nodeId: string }) => p.nodeId)).toEqual(['sub/pack']);
    const given = await run({ inputs: {} });
    expect(given.status).toBe('succeeded');
    expect(
      Object.fromEntries(given.nodes.map((n) => [n.id, [n.status, n.given ?? false]])),
    ).toEqual({
      photo: ['skipped', false],
      'sub/up': ['skipped', false],
      'sub/pack': ['succeeded', true],
      content: ['succeeded', false],
    });
    await manager.agent.delete(`/api/workflows/${parentId}/pins/sub`).set(CSRF).expect(204);
    const { body: none } = await manager.agent.get(`/api/workflows/${parentId}/pins`).expect(200);
    expect(none.pins).toEqual([]);

    // A sub-snap's boundary is not a step of the workflow using it.
    const { body: unknown } = await manager.agent
      .post(`/api/workflows/${parentId}/test-runs`)
      .set(CSRF)
      .send({ step: 'sub/in' })
      .expect(404);
    expect(unknown.error).toBe('workflow_node_not_found');
  });

  it('offers a new version to the workflows using it, and refuses stale nodes and deletion', async () => {
    const made = await makeSubsnap('Shared steps');
    const parentId = await workflowWithDraft(manager, 'Shares the steps', usingIt(made.node));
    await manager.agent.post(`/api/workflows/${parentId}/publish`).set(CSRF).send({}).expect(201);

    // Version 2: the packshot on black.
    await saveDraft(made.id, {
      ...steps,
      nodes: steps.nodes.map((n) =>
        n.id === 'pack' ? { ...n, params: { background: 'black', hd: true } } : n,
      ),
    });
    const { body: diff } = await manager.agent
      .get(`/api/workflows/${made.id}/diff?from=1&to=draft`)
      .expect(200);
    expect(diff.changedParams).toEqual(
      expect.arrayContaining([expect.objectContaining({ nodeId: 'pack', param: 'background' })]),
    );
    await manager.agent.post(`/api/workflows/${made.id}/publish`).set(CSRF).send({}).expect(201);
    const listed = subsnapListSchema.parse((await manager.agent.get('/api/subsnaps')).body);
    const shared = listed.subsnaps.find((s) => s.id === made.id)!;
    expect(shared.latest.version).toBe(2);
    expect(shared.latest.cost).toBeGreaterThan(made.node.cost);
    expect(shared.usedBy).toEqual([{ id: parentId, name: 'Shares the steps' }]);

    // Taking the update and publishing is audited, naming the sub-snap and both versions.
    await saveDraft(parentId, usingIt(shared.latest));
    await manager.agent.post(`/api/workflows/${parentId}/publish`).set(CSRF).send({}).expect(201);
    const audited = await t.database
      .db('audit_events')
      .where({ action: 'workflow.subsnap-update', target_id: parentId });
    expect(audited.map((e: { reason: string }) => e.reason)).toEqual([
      'Updated sub-snap Shared steps from version 1 to 2',
    ]);

    // A node whose settings no longer say what its version is cannot be published.
    await saveDraft(parentId, usingIt({ ...made.node, cost: 0 }));
    const { body: refused } = await manager.agent
      .post(`/api/workflows/${parentId}/publish`)
      .set(CSRF)
      .send({})
      .expect(422);
    expect(refused.problems).toEqual([
      expect.objectContaining({ code: 'subsnap_outdated', nodeId: 'sub' }),
    ]);

    const { body: inUse } = await manager.agent
      .delete(`/api/workflows/${made.id}`)
      .set(CSRF)
      .expect(409);
    expect(inUse).toMatchObject({
      error: 'workflow_in_use',
      message: 'Workflows use this sub-snap: Shares the steps. Take it out of them first.',
      workflows: ['Shares the steps'],
    });

    // A sub-snap is tested from a workflow that uses it.
    await manager.agent
      .post(`/api/workflows/${made.id}/test-runs`)
      .set(CSRF)
      .send({ inputs: {} })
      .expect(400);
  });

  it('is never a snap: creators cannot be given a sub-snap to run', async () => {
    const made = await makeSubsnap('Not for creators');
    const { body: category } = await manager.agent
      .post('/api/manager/categories')
      .set(CSRF)
      .send({ name: 'Sub-snap tests' })
      .expect(201);
    const version = await t.database
      .db('workflow_versions')
      .where({ workflow_id: made.id, version: 1 })
      .first();
    const { body } = await manager.agent
      .post('/api/manager/snaps')
      .set(CSRF)
      .send({ name: 'Sub-snap as snap', categoryId: category.id, workflowVersionId: version.id })
      .expect(400);
    expect(body.message).toMatch(/sub-snap runs inside a workflow/);
    const { body: pinnable } = await manager.agent.get('/api/manager/snaps').expect(200);
    // The New snap form does not offer it.
    expect(pinnable.workflows.map((w: { id: string }) => w.id)).not.toContain(made.id);
  });

  it('writes nothing when the steps cannot be a sub-snap', async () => {
    const { body } = await manager.agent
      .post('/api/subsnaps')
      .set(CSRF)
      .send({ name: 'Gives nothing back', graph: { ...steps, nodes: steps.nodes.slice(0, 3) } })
      .expect(422);
    expect(body.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'missing_subsnap_output' })]),
    );
    const written = await t.database.db('workflows').where({ name: 'Gives nothing back' });
    expect(written).toEqual([]);
  });
});
