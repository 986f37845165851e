import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import { creatorWithCredits } from '@studio/infra/testing/graph-runs';
import { getBalance, reserveCredits } from '../../credits/ledger';
import { completeExecution, failExecution } from '../execution-lifecycle';

/**
 * A run's end as its workflow records it, when the row missed a step's own end (the step's
 * write was lost to a database outage): the run's end leaves no step Running.
 */
let database: TestDatabase;
let userId: string;
let snapId: string;
const fileKey = `${'c'.repeat(64)}.png`;
beforeAll(async () => {
  database = await createTestDatabase();
  userId = await creatorWithCredits(database.db, 100);
  snapId = (await database.db('snaps').first()).id;
  await database.db('files').insert({ key: fileKey, content_type: 'image/png', byte_size: 1 });
});
afterAll(() => database.drop());

/** A running run holding 3 credits, its `scene` step still Running in the row. */
async function runningRun(): Promise<string> {
  const [{ id }] = await database
    .db('executions')
    .insert({
      snap_id: snapId,
      user_id: userId,
      status: 'running',
      input_file_key: fileKey,
      cost: 3,
      started_at: new Date(),
      node_states: JSON.stringify({
        input: { status: 'succeeded' },
        scene: { status: 'running', startedAt: '2026-11-29T10:00:00.000Z' },
      }),
    })
    .returning('id');
  await reserveCredits(database.db, { userId, executionId: id, amount: 3 });
  return id;
}

const row = (id: string) => database.db('executions').where({ id }).first();

it('a run that succeeded ends a step the row still showed Running as succeeded, and charges', async () => {
  const id = await runningRun();
  const before = await getBalance(database.db, userId);

  await completeExecution(database.db, { executionId: id, outputs: [] });

  const ended = await row(id);
  expect(ended.status).toBe('succeeded');
  expect(ended.node_states.scene).toMatchObject({
    status: 'succeeded',
    startedAt: '2026-11-29T10:00:00.000Z',
  });
  expect(ended.node_states.input.status).toBe('succeeded');
  expect(await getBalance(database.db, userId)).toBe(before);
});

it('a run that failed ends a step the row still showed Running as cancelled, and gives back', async () => {
  const id = await runningRun();
  const before = await getBalance(database.db, userId);

  await failExecution(database.db, id, { type: 'ProviderError', message: 'No answer' }, false);

  const ended = await row(id);
  expect(ended.status).toBe('failed');
  expect(ended.node_states.scene.status).toBe('cancelled');
  expect(await getBalance(database.db, userId)).toBe(before + 3);
});
