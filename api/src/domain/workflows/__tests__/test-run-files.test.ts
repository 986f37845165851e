import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import { creatorWithCredits } from '@studio/infra/testing/graph-runs';
import { advanceClock, clock, restoreClock, useFixedClock } from '../../../platform/clock';
import { forgetUnreferencedFiles } from '../../storage/unreferenced-files';
import { KEPT_TEST_RUNS, keepTestRunFiles } from '../test-run-files';

/**
 * The editor's last test runs keep their files through the sweep of runs' intermediate images;
 * older ones let theirs go, unless a pin comes from them.
 */
const HOUR = 60 * 60 * 1000;
let database: TestDatabase;
let managerId: string;
let workflowId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  managerId = await creatorWithCredits(database.db, 0);
  [{ id: workflowId }] = await database
    .db('workflows')
    .insert({ name: 'Kept runs', draft_graph: JSON.stringify({ nodes: [], edges: [] }) })
    .returning('id');
});
afterAll(() => database.drop());
beforeEach(() => useFixedClock());
afterEach(restoreClock);

let made = 0;
/** An ended test run whose input photo and cut-out step are files of their own. */
async function endedTestRun(): Promise<{ id: string; photo: string; cutout: string }> {
  const photo = `${(made++).toString(16).padStart(64, 'a')}.png`;
  const cutout = `${(made++).toString(16).padStart(64, 'b')}.png`;
  await database.db('files').insert(
    [photo, cutout].map((key) => ({
      key,
      content_type: 'image/png',
      byte_size: 1,
      last_stored_at: clock.now(),
    })),
  );
  const [{ id }] = await database
    .db('executions')
    .insert({
      is_test: true,
      workflow_id: workflowId,
      user_id: managerId,
      status: 'succeeded',
      cost: 0,
      input_file_key: photo,
      inputs: JSON.stringify({ image: { fileKey: photo } }),
      node_states: JSON.stringify({
        cut: { status: 'succeeded', outputs: { image: { kind: 'image', fileKey: cutout } } },
      }),
      created_at: clock.now(),
    })
    .returning('id');
  await keepTestRunFiles(database.db, id);
  advanceClock(1000);
  return { id, photo, cutout };
}

it('keeps the newest test runs’ files and those a pin comes from; the sweep takes the rest', async () => {
  const first = await endedTestRun();
  const second = await endedTestRun();
  await database
    .db('workflow_pins')
    .insert({ workflow_id: workflowId, node_id: 'cut', outputs: {}, execution_id: second.id });
  const later = [];
  for (let i = 0; i < KEPT_TEST_RUNS; i++) later.push(await endedTestRun());

  const kept = async (id: string) =>
    (await database.db('kept_run_files').where({ execution_id: id })).map((r) => r.file_key).sort();
  expect(await kept(first.id)).toEqual([]);
  expect(await kept(second.id)).toEqual([second.photo, second.cutout].sort());
  for (const run of later) expect(await kept(run.id)).toHaveLength(2);

  // Past the sweep's grace, only the first run's cut-out goes (its photo is the row's input).
  advanceClock(3 * HOUR);
  const forgotten = await forgetUnreferencedFiles(database.db, {
    graceMs: 2 * HOUR,
    uploadLifetimeMs: 1000 * HOUR,
  });
  expect(forgotten).toEqual([first.cutout]);
});

it('leaves a creator’s run alone', async () => {
  const [{ id }] = await database
    .db('executions')
    .insert({
      snap_id: (await database.db('snaps').first()).id,
      user_id: managerId,
      status: 'succeeded',
      cost: 0,
      input_file_key: (await database.db('files').first()).key,
    })
    .returning('id');
  await keepTestRunFiles(database.db, id);
  expect(await database.db('kept_run_files').where({ execution_id: id })).toEqual([]);
});
