import request from 'supertest';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import { CSRF, type SignedIn } from '@studio/infra/testing/test-users';
import { registerVerified } from '@studio/infra/testing/verified-users';
import { HD_COST } from '@studio/workflows/graph/output-shape';
import { getBalance } from '../domain/credits/ledger';

// Issue 33 (5): the creator chooses the output's shape and size; HD is priced and needs a photo
// large enough to fill it.
let t: TestApp;
let snaps: Array<{ id: string; name: string; cost: number; hdCost: number | null }>;
const snap = (name: string) => snaps.find((s) => s.name === name)!;
beforeAll(async () => {
  t = await startTestApp({ imageSize: 160 });
  snaps = (await request(t.app.callback()).get('/api/snaps').expect(200)).body;
});
afterAll(() => t.close());

function execute(creator: SignedIn, snapId: string, photo: Buffer, output?: unknown) {
  return creator.agent
    .post('/api/snaps/execute')
    .set(CSRF)
    .send({ snapId, inputs: { image: toDataUrl(photo) }, ...(output ? { output } : {}) });
}

async function madeSizes(executionId: string) {
  const { contentIds } = await t.deps.orchestrator.handle(executionId).result();
  return t.database
    .db('content_images')
    .join('files', 'files.key', 'content_images.file_key')
    .whereIn('content_id', contentIds)
    .select('width', 'height');
}

it('prices HD in the snaps list, as the catalogue prices it', () => {
  expect(snap('White Packshot').hdCost).toBe(HD_COST);
});

it('makes a 4:5 portrait and the photo’s own shape, for the snap’s price', async () => {
  const creator = await registerVerified(t);
  const photo = await productPhoto({ width: 300, height: 400 });
  const portrait = await execute(creator, snap('White Packshot').id, photo, { shape: 'portrait' });
  expect([portrait.status, portrait.body.cost]).toEqual([202, snap('White Packshot').cost]);
  expect(await madeSizes(portrait.body.executionId)).toEqual([{ width: 128, height: 160 }]);

  const own = await execute(creator, snap('White Packshot').id, photo, { shape: 'photo' });
  expect(await madeSizes(own.body.executionId)).toEqual([{ width: 120, height: 160 }]);
  // The choice is the run's: kept on it, so a replay or a touch-up makes the same.
  const row = await t.database.db('executions').where({ id: own.body.executionId }).first();
  expect(row.output_choice).toEqual({ shape: 'photo', hd: false });
});

it('makes HD from a large photo for its price, and refuses it from a small one, charging nothing', async () => {
  const creator = await registerVerified(t);
  const before = await getBalance(t.database.db, creator.user.id);
  const small = await execute(creator, snap('White Packshot').id, await productPhoto(), {
    shape: 'square',
    hd: true,
  });
  expect(small.status).toBe(422);
  expect(small.body.error).toBe('photo_too_small_for_hd');
  expect(await t.database.db('executions').where({ user_id: creator.user.id })).toHaveLength(0);
  expect(await getBalance(t.database.db, creator.user.id)).toBe(before);

  const large = await productPhoto({ width: 1600, height: 1200 });
  const hd = await execute(creator, snap('White Packshot').id, large, {
    shape: 'square',
    hd: true,
  });
  expect([hd.status, hd.body.cost]).toEqual([202, snap('White Packshot').cost + HD_COST]);
  expect(await madeSizes(hd.body.executionId)).toEqual([{ width: 2048, height: 2048 }]);
  expect(await getBalance(t.database.db, creator.user.id)).toBe(
    before - snap('White Packshot').cost - HD_COST,
  );
});

it('refuses a shape it does not know', async () => {
  const creator = await registerVerified(t);
  const answer = await execute(creator, snap('White Packshot').id, await productPhoto(), {
    shape: 'circle',
  });
  expect([answer.status, answer.body.error]).toEqual([400, 'validation_error']);
});
