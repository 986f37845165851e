import { storedSolidPng } from '@studio/infra/testing/content-fixtures';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import {
  CSRF,
  registerAndSignIn,
  registerManager,
  type SignedIn,
} from '@studio/infra/testing/test-users';
import { reconciliationSchema } from '../contract/executions';
import { getBalance, reserveCredits } from '../domain/credits/ledger';

// "Check against Temporal" (POST /api/executions/:id/reconcile): the reconciler's pass for one
// run, with the real Temporal behind the test app; operators only.

let t: TestApp;
let manager: SignedIn;
let input: string;
let snapId: string;
beforeAll(async () => {
  t = await startTestApp();
  manager = await registerManager(t.app, t.database.db);
  snapId = (await t.database.db('snaps').first('id')).id;
  input = await storedSolidPng(t.database.db, t.deps.store, '#224488');
});
afterAll(() => t.close());

/** A run the row shows running, holding 4 credits, whose workflow never started (an hour ago). */
async function strandedRun(owner: SignedIn): Promise<string> {
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  const [row] = await t.database
    .db('executions')
    .insert({
      snap_id: snapId,
      user_id: owner.user.id,
      input_file_key: input,
      status: 'running',
      cost: 4,
      created_at: hourAgo,
      started_at: hourAgo,
    })
    .returning('id');
  await reserveCredits(t.database.db, { userId: owner.user.id, executionId: row.id, amount: 4 });
  return row.id;
}

describe('POST /api/executions/:id/reconcile', () => {
  it('ends a run Temporal has no workflow for, gives its credits back, and audits it as the operator', async () => {
    const creator = await registerAndSignIn(t.app);
    const balance = await getBalance(t.database.db, creator.user.id);
    const id = await strandedRun(creator);

    const answer = await manager.agent
      .post(`/api/executions/${id}/reconcile`)
      .set(CSRF)
      .expect(200);

    const result = reconciliationSchema.parse(answer.body);
    expect(result.temporal).toBe('MISSING');
    expect(result.repairs.map((r) => r.kind)).toEqual(['run-ended', 'reservation-settled']);
    expect(await t.database.db('executions').where({ id }).first()).toMatchObject({
      status: 'failed',
      error: { type: 'WorkflowEnded' },
    });
    expect(await getBalance(t.database.db, creator.user.id)).toBe(balance);
    const audit = await t.database.db('audit_events').where({ target_id: id });
    expect(audit.map((a) => [a.action, a.actor_email])).toEqual([
      ['execution.reconcile', manager.user.email],
      ['execution.reconcile', manager.user.email],
    ]);

    // Checked again, it agrees: nothing more is repaired or audited.
    const again = await manager.agent.post(`/api/executions/${id}/reconcile`).set(CSRF).expect(200);
    expect(again.body.repairs).toEqual([]);
    expect(await t.database.db('audit_events').where({ target_id: id })).toHaveLength(2);
  });

  it('is for operators only', async () => {
    const creator = await registerAndSignIn(t.app);
    const id = await strandedRun(creator);
    await creator.agent.post(`/api/executions/${id}/reconcile`).set(CSRF).expect(403);
    expect((await t.database.db('executions').where({ id }).first()).status).toBe('running');
  });
});
