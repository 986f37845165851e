import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, registerManager, type SignedIn } from '@studio/infra/testing/test-users';
import { BUILT_IN_WORKFLOWS } from '@studio/workflows/graph/built-in-workflows';
import sharp from 'sharp';
import { seedBuiltInCovers } from '../db/seed-covers';

let t: TestApp;
let manager: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  manager = await registerManager(t.app, t.database.db);
});
afterAll(() => t.close());

const builtInNames = BUILT_IN_WORKFLOWS.map((w) => w.name).sort();
const gallery = async () =>
  (await manager.agent.get('/api/snaps').expect(200)).body as Array<{
    id: string;
    name: string;
    coverUrl: string | null;
  }>;

test('a fresh installation gives every built-in snap its cover, once, and the gallery shows it', async () => {
  // Two API processes starting at once: each snap gets one cover, stored once.
  const [first, second] = await Promise.all([
    seedBuiltInCovers(t.database.db, t.deps.store),
    seedBuiltInCovers(t.database.db, t.deps.store),
  ]);
  expect([...first, ...second].sort()).toEqual(builtInNames);

  const snaps = (await gallery()).filter((snap) => builtInNames.includes(snap.name));
  expect(snaps).toHaveLength(builtInNames.length);
  const covers = new Set<string>();
  for (const snap of snaps) {
    expect(snap.coverUrl).toMatch(/^\/files\/[0-9a-f]{64}\.jpg$/);
    covers.add(snap.coverUrl!);
    // The picture is served: a square JPEG the pipeline made, not an empty frame.
    const served = await manager.agent.get(snap.coverUrl!).buffer(true).expect(200);
    const { format, width, height } = await sharp(served.body as Buffer).metadata();
    expect({ format, square: width === height, large: width! >= 512 }).toEqual({
      format: 'jpeg',
      square: true,
      large: true,
    });
  }
  // One picture per snap: each shows its own style.
  expect(covers.size).toBe(builtInNames.length);
  expect(await seedBuiltInCovers(t.database.db, t.deps.store)).toEqual([]);
});

test('a cover a manager took off stays off when the API starts again', async () => {
  await seedBuiltInCovers(t.database.db, t.deps.store);
  const flatLay = (await gallery()).find((snap) => snap.name === 'Flat Lay')!;
  await manager.agent
    .patch(`/api/manager/snaps/${flatLay.id}`)
    .set(CSRF)
    .send({ cover: null })
    .expect(200);
  expect(await seedBuiltInCovers(t.database.db, t.deps.store)).toEqual([]);
  expect((await gallery()).find((snap) => snap.name === 'Flat Lay')!.coverUrl).toBeNull();
});
