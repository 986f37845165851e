import { FailureType } from '@studio/workflows/contract/failure-types';
import { nodeType } from '@studio/workflows/graph/node-catalogue';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { registerAndSignIn, type SignedIn } from '@studio/infra/testing/test-users';
import { creditHistoryResponseSchema } from '../contract/billing';
import { adjustCredits, reserveCredits, settleReservation } from '../domain/credits/ledger';

// The token history on the real Postgres: runs made of real ledger entries (reserve, then commit
// or release) and the executions they belong to, read back through the route.

let t: TestApp;
let snap: { id: string; workflow_version_id: string };
let failingStep: { id: string; label: string };
beforeAll(async () => {
  t = await startTestApp();
  snap = await t.database.db('snaps').where({ name: 'White Packshot' }).first();
  const version = await t.database
    .db('workflow_versions')
    .where({ id: snap.workflow_version_id })
    .first<{ graph: WorkflowGraph }>();
  const node = version.graph.nodes.find((n) => n.type !== 'input.image')!;
  failingStep = { id: node.id, label: nodeType(node.type)?.label ?? node.type };
  await t.database
    .db('files')
    .insert({ key: 'history-input.png', content_type: 'image/png', byte_size: 1 })
    .onConflict('key')
    .ignore();
});
afterAll(() => t.close());

type Ending =
  | { settle: 'commit' }
  | { settle: 'release'; status: 'failed' | 'cancelled'; error?: object }
  | { settle: null };

/** A run of White Packshot for `cost` tokens: its execution row, its hold and how it ended. */
async function run(userId: string, cost: number, ending: Ending): Promise<string> {
  const db = t.database.db;
  const [execution] = await db('executions')
    .insert({
      snap_id: snap.id,
      user_id: userId,
      workflow_version_id: snap.workflow_version_id,
      input_file_key: 'history-input.png',
      cost,
      status: ending.settle === 'commit' ? 'succeeded' : ending.settle ? ending.status : 'running',
      error: ending.settle === 'release' && ending.error ? JSON.stringify(ending.error) : null,
    })
    .returning('id');
  await reserveCredits(db, { userId, executionId: execution.id, amount: cost });
  if (ending.settle) await settleReservation(db, execution.id, ending.settle);
  return execution.id;
}

async function history(creator: SignedIn, query = '') {
  const { body } = await creator.agent.get(`/api/credit-transactions${query}`).expect(200);
  return creditHistoryResponseSchema.parse(body);
}

describe('GET /api/credit-transactions: one line per run', () => {
  let creator: SignedIn;
  let ids: Record<'charged' | 'failed' | 'held' | 'cancelled', string>;
  beforeAll(async () => {
    creator = await registerAndSignIn(t.app); // 20 welcome tokens
    const userId = creator.user.id;
    const charged = await run(userId, 4, { settle: 'commit' }); // 16
    const failed = await run(userId, 4, {
      settle: 'release',
      status: 'failed',
      error: {
        type: FailureType.ProviderError,
        message: 'The model did not answer.',
        nodeId: failingStep.id,
      },
    }); // 12, then 16
    await adjustCredits(t.database.db, { userId, amount: 50, reason: 'Sorry for the outage' }); // 66
    const held = await run(userId, 4, { settle: null }); // 62
    const cancelled = await run(userId, 4, {
      settle: 'release',
      status: 'cancelled',
      error: { type: FailureType.Cancelled, message: 'Cancelled by the creator.' },
    }); // 58, then 62
    ids = { charged, failed, held, cancelled };
  });

  it('shows each run once, with what it finally cost, newest first', async () => {
    const page = await history(creator);

    expect(page).toMatchObject({ total: 6, page: 1, limit: 20 });
    expect(
      page.items.map((item) =>
        item.type === 'run'
          ? [item.snapName, item.outcome, item.amount, item.balanceAfter]
          : [item.kind, item.reason, item.amount, item.balanceAfter],
      ),
    ).toEqual([
      ['White Packshot', 'refunded', 0, 62],
      ['White Packshot', 'held', -4, 62],
      ['adjust', 'Sorry for the outage', 50, 66],
      ['White Packshot', 'refunded', 0, 16],
      ['White Packshot', 'charged', -4, 16],
      ['grant', 'Welcome credits', 20, 20],
    ]);
    expect(page.items.map((item) => item.id).filter((id) => !/^\d+$/.test(id))).toEqual([
      ids.cancelled,
      ids.held,
      ids.failed,
      ids.charged,
    ]);
  });

  it('says why a refunded run gave its tokens back, and keeps the entries for the detail', async () => {
    const { items } = await history(creator);
    const failed = items.find((item) => item.id === ids.failed)!;
    const cancelled = items.find((item) => item.id === ids.cancelled)!;
    const charged = items.find((item) => item.id === ids.charged)!;

    expect(failed).toMatchObject({
      type: 'run',
      held: 4,
      refundReason: `The run failed at ${failingStep.label}: The model did not answer.`,
    });
    expect(cancelled).toMatchObject({ refundReason: 'The run was cancelled.' });
    expect(charged).toMatchObject({ held: 4, refundReason: null });
    if (failed.type !== 'run' || charged.type !== 'run') throw new Error('runs expected');
    expect(failed.entries.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['reserve', -4, 12],
      ['release', 4, 16],
    ]);
    expect(charged.entries.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['reserve', -4, 16],
      ['commit', 0, 16],
    ]);
    expect(charged.entries[0]!.execution).toEqual({ id: ids.charged, snapName: 'White Packshot' });
  });

  it('pages by lines, so a run is never split across pages', async () => {
    const first = await history(creator, '?limit=4');
    const second = await history(creator, '?limit=4&page=2');

    expect(first).toMatchObject({ total: 6, page: 1, limit: 4 });
    expect(first.items).toHaveLength(4);
    expect(second.items.map((item) => item.id)).toEqual([
      ids.charged,
      expect.stringMatching(/^\d+$/),
    ]);
    const seen = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(seen).size).toBe(6);
    expect((await history(creator, '?limit=4&page=3')).items).toEqual([]);
    await creator.agent.get('/api/credit-transactions?limit=1000').expect(400);
  });

  it("shows only the caller's own history", async () => {
    const other = await registerAndSignIn(t.app);
    const page = await history(other);

    expect(page.total).toBe(1);
    expect(page.items).toEqual([
      expect.objectContaining({ type: 'entry', kind: 'grant', amount: 20, balanceAfter: 20 }),
    ]);
  });
});

describe("GET /api/credit-transactions: a batch's runs", () => {
  it('reads as a running balance when runs hold their tokens at once and end later', async () => {
    const creator = await registerAndSignIn(t.app); // 20 welcome tokens
    const userId = creator.user.id;
    // Three runs of a batch hold their cost one after another (20 → 18 → 16 → 14), then end:
    // the ledger's last entry of each (its charge) says 14 for all three.
    const held = [];
    for (let i = 0; i < 3; i++) held.push(await run(userId, 2, { settle: null }));
    for (const executionId of held) {
      await t.database.db('executions').where({ id: executionId }).update({ status: 'succeeded' });
      await settleReservation(t.database.db, executionId, 'commit');
    }

    const { items } = await history(creator);
    // Each line is the one below it plus its own amount, as a statement reads.
    expect(items.map((item) => [item.amount, item.balanceAfter])).toEqual([
      [-2, 14],
      [-2, 16],
      [-2, 18],
      [20, 20],
    ]);
    // Paged, a line keeps its balance.
    const second = await history(creator, '?limit=2&page=2');
    expect(second.items.map((item) => item.balanceAfter)).toEqual([18, 20]);
  });
});
