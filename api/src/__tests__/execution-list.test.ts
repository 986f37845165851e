import request from 'supertest';
import { seedContent, solidPng } from '@studio/infra/testing/content-fixtures';
import { liveEventStream } from '@studio/infra/testing/execution-events';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import {
  registerAndSignIn,
  registerManager,
  type SignedIn,
  uniqueEmail,
} from '@studio/infra/testing/test-users';
import {
  executionListSchema,
  type ExecutionListItem,
  type ExecutionRowsEvent,
} from '../contract/executions';
import { executionWorkflowId } from '@studio/workflows/contract/workflow-ids';
import { saveImage } from '../domain/storage/stored-files';

// The operators' console list (GET /api/executions): every filter, keyset pages and bad input,
// over rows written straight into the table (the runs themselves are other tests' business).

let t: TestApp;
let manager: SignedIn;
let ann: SignedIn;
let bob: SignedIn;
const ids: Record<string, string> = {};
let white: { workflowId: string; versionId: string; snapId: string };

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  manager = await registerManager(t.app, db);
  // One search term finds both creators and nobody from other tests.
  const tag = uniqueEmail('console').split('@')[0]!;
  ann = await registerAndSignIn(t.app, { email: `${tag}-ann@example.com` });
  bob = await registerAndSignIn(t.app, { email: `${tag}-bob@example.com` });
  ids.tag = tag;

  const version = await db('workflow_versions as v')
    .join('workflows as w', 'w.id', 'v.workflow_id')
    .join('snaps as s', 's.workflow_version_id', 'v.id')
    .where('w.name', 'White Packshot')
    .first('w.id as workflowId', 'v.id as versionId', 's.id as snapId');
  white = version;
  const other = await db('snaps').whereNot('id', white.snapId).first('id', 'workflow_version_id');
  const input = await db.transaction(async (trx) =>
    saveImage(trx, t.deps.store, {
      bytes: await solidPng('#336699'),
      extension: 'png',
      width: 48,
      height: 48,
    }),
  );

  const run = (
    name: string,
    user: SignedIn,
    minutesAgo: number,
    fields: Record<string, unknown> = {},
  ) => ({
    name,
    row: {
      snap_id: white.snapId,
      workflow_version_id: white.versionId,
      user_id: user.user.id,
      input_file_key: input,
      cost: 2,
      status: 'succeeded',
      created_at: new Date(Date.now() - minutesAgo * 60_000),
      started_at: new Date(Date.now() - minutesAgo * 60_000 + 1_000),
      finished_at: new Date(Date.now() - minutesAgo * 60_000 + 4_000),
      ...fields,
    },
  });
  const rows = [
    run('annProvider', ann, 10, {
      status: 'failed',
      error: { type: 'ProviderError', message: 'The model is down.' },
    }),
    run('annSensitive', ann, 9, {
      status: 'failed',
      error: { type: 'SensitiveContent', message: 'Refused.', code: 'E005' },
    }),
    run('annDemo', ann, 8, {
      snap_id: other.id,
      workflow_version_id: other.workflow_version_id,
      is_demo: true,
      cost: 0,
    }),
    run('bobInvalid', bob, 7, {
      status: 'failed',
      error: { type: 'InvalidInput', message: 'Too big.', nodeId: 'up' },
    }),
    run('bobCancelled', bob, 6, {
      status: 'cancelled',
      error: { type: 'Cancelled', message: 'x' },
    }),
    run('managerTest', manager, 5, {
      snap_id: null,
      workflow_version_id: null,
      workflow_id: white.workflowId,
      is_test: true,
      cost: 0,
    }),
  ];
  for (const { name, row } of rows) {
    const [inserted] = await db('executions').insert(row).returning('id');
    ids[name] = inserted.id;
  }
  const [replay] = await db('executions')
    .insert({
      ...run('bobReplay', bob, 4).row,
      replay_of: ids.bobInvalid,
      paid_by_platform: true,
      replay_mode: 'start',
    })
    .returning('id');
  ids.bobReplay = replay.id;
  // Two rows of the very same microsecond: the pages must still neither repeat nor skip one.
  const same = new Date(Date.now() - 3 * 60_000);
  for (const name of ['annTwinA', 'annTwinB']) {
    const [twin] = await db('executions')
      .insert({ ...run(name, ann, 3).row, created_at: same })
      .returning('id');
    ids[name] = twin.id;
  }
  // The reservation a charged run leaves behind.
  await db('credit_reservations').insert({
    execution_id: ids.annTwinA,
    user_id: ann.user.id,
    amount: 2,
    status: 'committed',
  });
});
afterAll(() => t.close());

async function list(query: Record<string, string | number | boolean>) {
  const response = await manager.agent.get('/api/executions').query(query).expect(200);
  return executionListSchema.parse(response.body);
}
const named = (items: ExecutionListItem[]) =>
  items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0] ?? item.id);

describe('GET /api/executions (the operators’ console)', () => {
  it('lists runs newest first with their snap, workflow, version, creator, tokens and replays', async () => {
    const { items } = await list({ user: ids.tag! });
    expect(named(items).slice(0, 2).sort()).toEqual(['annTwinA', 'annTwinB']);
    expect(named(items).slice(2)).toEqual([
      'bobReplay',
      'bobCancelled',
      'bobInvalid',
      'annDemo',
      'annSensitive',
      'annProvider',
    ]);
    const twins = items.slice(0, 2).map((item) => item.id);
    expect(twins.slice().sort().reverse()).toEqual(twins); // ties newest-first by id

    const byName = (name: string) => items.find((item) => item.id === ids[name])!;
    expect(byName('bobInvalid')).toMatchObject({
      status: 'failed',
      snap: { id: white.snapId, name: 'White Packshot' },
      workflow: { id: white.workflowId, name: 'White Packshot' },
      version: 1,
      user: { id: bob.user.id, email: bob.email },
      error: { type: 'InvalidInput', nodeId: 'up' },
      errorCode: 'InvalidInput',
      replayOf: null,
      replayedBy: [ids.bobReplay],
      test: false,
      demo: false,
      durationMs: 3_000,
    });
    expect(byName('bobReplay')).toMatchObject({ replayOf: ids.bobInvalid, paidByPlatform: true });
    expect(byName('annSensitive').errorCode).toBe('E005');
    expect(byName('annTwinA')).toMatchObject({ tokensCharged: 2, tokensReserved: 0 });
    expect(byName('annDemo').demo).toBe(true);
    // Where the tokens go: White Packshot's one priced step, from the version's graph.
    expect(byName('bobInvalid').stepCosts).toEqual([
      { id: expect.any(String), label: expect.any(String), cost: 2 },
    ]);
  });

  it('shows a manager’s test run with its workflow and no snap, and filters test runs in or out', async () => {
    const tests = await list({ userId: manager.user.id, test: true });
    expect(named(tests.items)).toEqual(['managerTest']);
    expect(tests.items[0]).toMatchObject({
      snap: null,
      workflow: { id: white.workflowId, name: 'White Packshot' },
      version: null,
      test: true,
    });
    expect((await list({ userId: manager.user.id, test: false })).items).toEqual([]);
    const byWorkflow = await list({ workflowId: white.workflowId, user: ids.tag! });
    expect(byWorkflow.items.map((item) => item.id)).not.toContain(ids.annDemo);
    expect(
      (await list({ workflowId: white.workflowId, test: true })).items.map((i) => i.id),
    ).toContain(ids.managerTest);
  });

  it('filters by status, error code, creator, snap, version, demo, time and "failed, not replayed"', async () => {
    const user = ids.tag!;
    expect(named((await list({ user, status: 'failed,cancelled' })).items)).toEqual([
      'bobCancelled',
      'bobInvalid',
      'annSensitive',
      'annProvider',
    ]);
    const repeated = await manager.agent
      .get(`/api/executions?user=${user}&status=cancelled&status=failed`)
      .expect(200);
    expect(repeated.body.items).toHaveLength(4);
    expect(named((await list({ user, errorCode: 'E005' })).items)).toEqual(['annSensitive']);
    expect(named((await list({ user, errorCode: 'InvalidInput' })).items)).toEqual(['bobInvalid']);
    expect(named((await list({ user, notReplayed: true })).items)).toEqual([
      'annSensitive',
      'annProvider',
    ]);
    expect(named((await list({ user: `${user}-bob` })).items)).toEqual([
      'bobReplay',
      'bobCancelled',
      'bobInvalid',
    ]);
    expect(named((await list({ user, demo: true })).items)).toEqual(['annDemo']);
    expect((await list({ user, snapId: white.snapId })).items.map((i) => i.id)).not.toContain(
      ids.annDemo,
    );
    expect((await list({ user, workflowId: white.workflowId, version: 1 })).items).toHaveLength(7);
    expect((await list({ user, workflowId: white.workflowId, version: 99 })).items).toEqual([]);
    const from = new Date(Date.now() - 7.5 * 60_000).toISOString();
    const to = new Date(Date.now() - 5.5 * 60_000).toISOString();
    expect(named((await list({ user, from, to })).items)).toEqual(['bobCancelled', 'bobInvalid']);
    // A search's % and _ are letters.
    expect((await list({ user: '%' })).items).toEqual([]);
  });

  it('pages with a cursor: every run once, in order, the last page without a next cursor', async () => {
    const all = (await list({ user: ids.tag!, limit: 100 })).items.map((item) => item.id);
    const paged: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { items: ExecutionListItem[]; nextCursor: string | null } = await list({
        user: ids.tag!,
        limit: 3,
        ...(cursor ? { cursor } : {}),
      });
      paged.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(paged).toEqual(all);
    expect(pages).toBe(3); // 8 runs: 3 + 3 + 2
  });

  it('refuses a bad cursor, a version without its workflow, and anyone but a manager', async () => {
    const bad = await manager.agent
      .get('/api/executions')
      .query({ cursor: 'nonsense' })
      .expect(400);
    expect(bad.body).toMatchObject({
      error: 'validation_error',
      message: 'The cursor is not valid.',
    });
    const versionOnly = await manager.agent
      .get('/api/executions')
      .query({ version: 2 })
      .expect(400);
    expect(versionOnly.body.error).toBe('validation_error');
    await manager.agent.get('/api/executions').query({ status: 'lost' }).expect(400);
    await ann.agent.get('/api/executions').expect(403);
    await request(t.app.callback()).get('/api/executions').expect(401);
  });
});

describe('GET /api/executions/changes (the console, live)', () => {
  it('sends new and changed runs under the filter, and says which changed runs left it', async () => {
    const all = liveEventStream(manager.agent, `/api/executions/changes?user=${ids.tag}`);
    const queuedOnly = liveEventStream(
      manager.agent,
      `/api/executions/changes?user=${ids.tag}&status=queued`,
    );
    try {
      await all.next('ready');
      await queuedOnly.next('ready');
      const [row] = await t.database
        .db('executions')
        .insert({
          snap_id: white.snapId,
          workflow_version_id: white.versionId,
          user_id: ann.user.id,
          input_file_key: (await t.database.db('executions').first('input_file_key'))
            .input_file_key,
        })
        .returning('id');
      const appeared = await all.next<ExecutionRowsEvent>('rows', (e) =>
        e.items.some((item) => item.id === row.id),
      );
      expect(appeared.items.find((item) => item.id === row.id)).toMatchObject({
        status: 'queued',
        user: { email: ann.email },
      });
      await queuedOnly.next<ExecutionRowsEvent>('rows', (e) =>
        e.items.some((item) => item.id === row.id),
      );

      await t.database.db('executions').where({ id: row.id }).update({ status: 'running' });
      await all.next<ExecutionRowsEvent>('rows', (e) =>
        e.items.some((item) => item.id === row.id && item.status === 'running'),
      );
      const left = await queuedOnly.next<ExecutionRowsEvent>('rows', (e) =>
        e.gone.includes(row.id),
      );
      expect(left.items.map((item) => item.id)).not.toContain(row.id);
    } finally {
      all.close();
      queuedOnly.close();
    }
    await ann.agent.get('/api/executions/changes').expect(403);
  });
});

describe('GET /api/executions/lookup/:ref (find a run by id)', () => {
  it('finds a run by its id or Temporal workflow id, pasted alone or in an address', async () => {
    const id = ids.annProvider!;
    const lookup = (ref: string) =>
      manager.agent.get(`/api/executions/lookup/${encodeURIComponent(ref)}`);
    expect((await lookup(id).expect(200)).body).toEqual({ executionId: id, matched: 'run' });
    expect((await lookup(executionWorkflowId(id).toUpperCase()).expect(200)).body).toEqual({
      executionId: id,
      matched: 'run',
    });
    const url = `http://studio.example/manager/workflow-executions/${id}?tab=ledger`;
    expect((await lookup(url).expect(200)).body.executionId).toBe(id);
  });

  it('finds the run that made a content item, by the item’s id', async () => {
    const [contentId] = await seedContent(t.database.db, t.deps.store, ann.user.id, {
      count: 1,
      executionId: ids.annSensitive,
    });
    const { body } = await manager.agent.get(`/api/executions/lookup/${contentId}`).expect(200);
    expect(body).toEqual({ executionId: ids.annSensitive, matched: 'content' });
  });

  it('answers 404 for an id that names no run, and 403 to anyone but a manager', async () => {
    const missing = await manager.agent
      .get('/api/executions/lookup/00000000-0000-4000-8000-000000000000')
      .expect(404);
    expect(missing.body.error).toBe('execution_not_found');
    await manager.agent.get('/api/executions/lookup/not-an-id').expect(404);
    await ann.agent.get(`/api/executions/lookup/${ids.annProvider}`).expect(403);
  });
});
