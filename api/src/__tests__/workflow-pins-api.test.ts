import { readProgressEvents } from '@studio/infra/testing/execution-events';
import { workflowWithDraft } from '@studio/infra/testing/editor-drafts';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import { CSRF, registerManager, type SignedIn } from '@studio/infra/testing/test-users';
import { type ExecutionView, executionViewSchema } from '../contract/executions';
import { testRunListSchema, workflowPinSchema } from '../contract/workflow-tests';
import { getBalance } from '../domain/credits/ledger';

/**
 * The editor's debugging loop (n8n's pinned data): pin what a step made in a test run, run a
 * later step alone on it, and find the last test runs again after a reload.
 */
let t: TestApp;
let manager: SignedIn;
beforeAll(async () => {
  t = await startTestApp({ imageSize: 160 });
  manager = await registerManager(t.app, t.database.db);
});
afterAll(() => t.close());

async function testRun(workflowId: string, body: object) {
  const started = await manager.agent
    .post(`/api/workflows/${workflowId}/test-runs`)
    .set(CSRF)
    .send(body)
    .expect(202);
  const events = await readProgressEvents(
    manager.agent,
    `/api/executions/${started.body.executionId}/events`,
  );
  return executionViewSchema.parse(events.at(-1));
}

const withPhoto = async () => ({ inputs: { image: { dataUrl: toDataUrl(await productPhoto()) } } });
const node = (view: ExecutionView, id: string) => view.nodes.find((n) => n.id === id)!;

describe('pinned outputs and one step run alone', () => {
  it('pins a step’s output, runs the next step alone on it free, and lists the runs', async () => {
    const id = await workflowWithDraft(manager, 'Pins and steps');
    const whole = await testRun(id, await withPhoto());
    expect(whole.status).toBe('succeeded');
    const cutOutputs = node(whole, 'cut').outputs;

    const { body: pinned } = await manager.agent
      .put(`/api/workflows/${id}/pins/cut`)
      .set(CSRF)
      .send({ executionId: whole.id })
      .expect(200);
    expect(workflowPinSchema.parse(pinned)).toMatchObject({
      nodeId: 'cut',
      executionId: whole.id,
      outputs: cutOutputs,
    });

    const before = await getBalance(t.database.db, manager.user.id);
    const contentBefore = await t.database.db('content').count({ n: '*' }).first();
    const step = await testRun(id, { step: 'pack' });
    expect(step.status).toBe('succeeded');
    expect(step.nodes.map((n) => [n.id, n.status, n.given ?? false])).toEqual([
      ['photo', 'skipped', false],
      ['cut', 'succeeded', true],
      ['pack', 'succeeded', false],
      ['out', 'skipped', false],
    ]);
    expect(node(step, 'cut')).toMatchObject({ outputs: cutOutputs });
    const made = node(step, 'pack').outputs?.image;
    if (made?.kind !== 'image') throw new Error('The step made no image');
    await manager.agent.get(`/files/${made.fileKey}`).expect(200);
    // No credits moved, no content made.
    expect(step.tokensCharged).toBe(0);
    expect(await getBalance(t.database.db, manager.user.id)).toBe(before);
    expect(await t.database.db('content').count({ n: '*' }).first()).toEqual(contentBefore);

    // After a reload: the last test runs, newest first, each with what it made.
    const { body } = await manager.agent.get(`/api/workflows/${id}/test-runs`).expect(200);
    const { runs } = testRunListSchema.parse(body);
    expect(runs.map((r) => [r.id, r.status, r.step])).toEqual([
      [step.id, 'succeeded', 'pack'],
      [whole.id, 'succeeded', null],
    ]);
    expect(runs[0]!.imageKey).toBe(made.fileKey);
    expect(runs[1]!.imageKey).toEqual(expect.any(String));

    // A whole run is given the pinned step too: it is not run again.
    const again = await testRun(id, await withPhoto());
    expect(node(again, 'cut')).toMatchObject({
      status: 'succeeded',
      given: true,
      outputs: cutOutputs,
    });
    expect(node(again, 'pack').status).toBe('succeeded');

    // Unpinned, the step runs again.
    await manager.agent.delete(`/api/workflows/${id}/pins/cut`).set(CSRF).expect(204);
    const { body: pins } = await manager.agent.get(`/api/workflows/${id}/pins`).expect(200);
    expect(pins).toEqual({ pins: [] });
    const unpinned = await testRun(id, await withPhoto());
    expect(node(unpinned, 'cut').given).toBeUndefined();
  });

  it('feeds a step from the last test run when nothing is pinned', async () => {
    const id = await workflowWithDraft(manager, 'Step from the last run');
    const whole = await testRun(id, await withPhoto());
    const step = await testRun(id, { step: 'cut' });
    expect(step.status).toBe('succeeded');
    // The photo the last run was given feeds the cut-out.
    expect(node(step, 'photo')).toMatchObject({
      status: 'succeeded',
      given: true,
      outputs: { image: { kind: 'image', fileKey: expect.any(String) } },
    });
    expect(node(whole, 'cut').status).toBe('succeeded');
  });

  it('refuses what cannot run, with the reason, and writes nothing', async () => {
    const id = await workflowWithDraft(manager, 'Step refusals');
    const refuse = async (body: object, status: number) =>
      (
        await manager.agent
          .post(`/api/workflows/${id}/test-runs`)
          .set(CSRF)
          .send(body)
          .expect(status)
      ).body;

    expect(await refuse({ step: 'pack' }, 409)).toMatchObject({
      error: 'test_step_inputs_missing',
      message:
        'Run the whole test first: Remove background "cut" has made nothing yet for this step to work on.',
    });
    expect(await refuse({ step: 'photo' }, 422)).toMatchObject({ error: 'test_step_not_runnable' });
    expect(await refuse({ step: 'nope' }, 404)).toMatchObject({ error: 'workflow_node_not_found' });
    expect(await t.database.db('executions').where({ workflow_id: id })).toEqual([]);

    // A pin comes from this workflow's own test run, of a step that made something.
    const other = await workflowWithDraft(manager, 'Another workflow');
    const elsewhere = await testRun(other, await withPhoto());
    const pin = (nodeId: string, executionId: string, status: number) =>
      manager.agent
        .put(`/api/workflows/${id}/pins/${nodeId}`)
        .set(CSRF)
        .send({ executionId })
        .expect(status);
    expect((await pin('cut', elsewhere.id, 404)).body.error).toBe('execution_not_found');
    const own = await testRun(id, await withPhoto());
    expect((await pin('out', own.id, 409)).body.error).toBe('test_output_missing');
    expect(await t.database.db('workflow_pins').where({ workflow_id: id })).toEqual([]);

    const unknown = '/api/workflows/00000000-0000-4000-8000-000000000000';
    await manager.agent.get(`${unknown}/test-runs`).expect(404);
    await manager.agent.get(`${unknown}/pins`).expect(404);
  });
});
