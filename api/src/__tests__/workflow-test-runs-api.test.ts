import { readProgressEvents } from '@studio/infra/testing/execution-events';
import { packshotDraft, workflowWithDraft } from '@studio/infra/testing/editor-drafts';
import { executionWorkflowId } from '@studio/workflows/contract/workflow-ids';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import {
  CSRF,
  registerAndSignIn,
  registerManager,
  type SignedIn,
} from '@studio/infra/testing/test-users';
import { executionViewSchema } from '../contract/executions';
import { getBalance } from '../domain/credits/ledger';

let t: TestApp;
let manager: SignedIn;
let creator: SignedIn;
beforeAll(async () => {
  t = await startTestApp({ imageSize: 160 });
  manager = await registerManager(t.app, t.database.db);
  creator = await registerAndSignIn(t.app);
});
afterAll(() => t.close());

/** Follows the run's event stream to its end; answers the last view. */
async function finalView(executionId: string) {
  const events = await readProgressEvents(manager.agent, `/api/executions/${executionId}/events`);
  return executionViewSchema.parse(events.at(-1));
}

describe('POST /api/workflows/:id/test-runs', () => {
  it('runs the draft free, with every step’s output and duration, and makes no content', async () => {
    const id = await workflowWithDraft(manager, 'Test run packshot');
    const before = await getBalance(t.database.db, manager.user.id);
    const started = await manager.agent
      .post(`/api/workflows/${id}/test-runs`)
      .set(CSRF)
      .send({ inputs: { image: { dataUrl: toDataUrl(await productPhoto()) } } })
      .expect(202);

    const view = await finalView(started.body.executionId);
    expect(view.status).toBe('succeeded');
    expect(view.test).toBe(true);
    expect(view.nodes.map((n) => [n.id, n.status])).toEqual([
      ['photo', 'succeeded'],
      ['cut', 'succeeded'],
      ['pack', 'succeeded'],
      ['out', 'succeeded'],
    ]);
    for (const step of ['photo', 'cut', 'pack']) {
      const node = view.nodes.find((n) => n.id === step)!;
      expect(node.outputs?.image).toEqual({ kind: 'image', fileKey: expect.any(String) });
      expect(node.durationMs).toBeGreaterThanOrEqual(0);
      // The manager may open what each step made.
      const file = node.outputs!.image as { fileKey: string };
      await manager.agent.get(`/files/${file.fileKey}`).expect(200);
    }
    expect(view.contentIds).toEqual([]);
    expect(view.tokensCharged).toBe(0);
    expect(await getBalance(t.database.db, manager.user.id)).toBe(before);

    // Never a creator's run: not counted in the list, nothing in the manager's library.
    const { body: list } = await manager.agent.get('/api/workflows').expect(200);
    expect(list.workflows.find((w: { id: string }) => w.id === id).runsLast7Days).toBe(0);
    const { body: library } = await manager.agent.get('/api/content').expect(200);
    expect(library.content).toEqual([]);
  });

  it('keeps the draft’s sticky notes out of the run’s Temporal history', async () => {
    const note = {
      id: 'note-1',
      text: 'Why this shadow: '.repeat(200),
      colour: 'yellow' as const,
      position: { x: 0, y: 300 },
      size: { width: 240, height: 160 },
    };
    const id = await workflowWithDraft(manager, 'Test run with a note', {
      ...packshotDraft,
      notes: [note],
    });
    const started = await manager.agent
      .post(`/api/workflows/${id}/test-runs`)
      .set(CSRF)
      .send({ inputs: { image: { dataUrl: toDataUrl(await productPhoto()) } } })
      .expect(202);
    await finalView(started.body.executionId);

    const history = await t.worker.client.workflow
      .getHandle(executionWorkflowId(started.body.executionId))
      .fetchHistory();
    const payload =
      history.events?.[0]?.workflowExecutionStartedEventAttributes?.input?.payloads?.[0]?.data;
    const input = JSON.parse(Buffer.from(payload!).toString()) as { graph: object };
    expect(input.graph).toEqual({ nodes: packshotDraft.nodes, edges: packshotDraft.edges });
  });

  it('asks for a photo for every image input, and writes nothing without one', async () => {
    const id = await workflowWithDraft(manager, 'Test run without photo');
    const refused = await manager.agent
      .post(`/api/workflows/${id}/test-runs`)
      .set(CSRF)
      .send({ inputs: {} })
      .expect(400);
    expect(refused.body).toMatchObject({
      error: 'test_input_missing',
      message: 'Give the image input “image” a photo.',
    });
    expect(await t.database.db('executions').where({ workflow_id: id })).toEqual([]);
  });

  it('refuses a draft with problems (422 with each problem)', async () => {
    const id = await workflowWithDraft(manager, 'Test run broken', {
      nodes: packshotDraft.nodes,
      edges: packshotDraft.edges.slice(0, 2),
    });
    const refused = await manager.agent
      .post(`/api/workflows/${id}/test-runs`)
      .set(CSRF)
      .send({ inputs: { image: { dataUrl: toDataUrl(await productPhoto()) } } })
      .expect(422);
    expect(refused.body.error).toBe('invalid_graph');
    expect(refused.body.problems).toEqual([
      expect.objectContaining({ code: 'missing_input', nodeId: 'out' }),
    ]);
  });

  it('is for managers only, and 404 for an unknown workflow', async () => {
    const id = await workflowWithDraft(manager, 'Test run guarded');
    await creator.agent
      .post(`/api/workflows/${id}/test-runs`)
      .set(CSRF)
      .send({ inputs: {} })
      .expect(403);
    await manager.agent
      .post('/api/workflows/00000000-0000-4000-8000-000000000000/test-runs')
      .set(CSRF)
      .send({ inputs: {} })
      .expect(404);
  });

  it('lets a workflow with test runs be deleted, its test runs with it', async () => {
    const id = await workflowWithDraft(manager, 'Test run then delete');
    const started = await manager.agent
      .post(`/api/workflows/${id}/test-runs`)
      .set(CSRF)
      .send({ inputs: { image: { dataUrl: toDataUrl(await productPhoto()) } } })
      .expect(202);
    await finalView(started.body.executionId);
    await manager.agent.delete(`/api/workflows/${id}`).set(CSRF).expect(204);
    expect(await t.database.db('executions').where({ id: started.body.executionId })).toEqual([]);
  });
});
