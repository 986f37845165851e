import request from 'supertest';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import { flaggedPhoto, publishTestSnap } from '@studio/infra/testing/graph-runs';
import { graph } from '@studio/workflows/graph/__tests__/graph-builder';
import { CSRF, registerManager, type SignedIn } from '@studio/infra/testing/test-users';
import { registerVerified } from '@studio/infra/testing/verified-users';
import {
  SOCIAL_FORMATS_CONTENT_NAME,
  socialFormatsCost,
} from '@studio/workflows/graph/with-social-formats';
import { contentPageSchema } from '../contract/content';
import { listSnapsResponseSchema } from '../contract/snaps';
import { getBalance } from '../domain/credits/ledger';

// A run can also make the creator's social formats: the catalogue's node appended, priced by it.
let t: TestApp;
let snapId: string;
beforeAll(async () => {
  t = await startTestApp({ imageSize: 160 });
  const snaps = (await request(t.app.callback()).get('/api/snaps').expect(200)).body as {
    id: string;
    name: string;
    cost: number;
  }[];
  snapId = snaps.find((s) => s.name === 'White Packshot')!.id;
});
afterAll(() => t.close());

async function execute(creator: SignedIn, formats: unknown, photo?: Buffer) {
  return creator.agent
    .post('/api/snaps/execute')
    .set(CSRF)
    .send({ snapId, inputs: { image: toDataUrl(photo ?? (await productPhoto())) }, formats });
}

it('makes each ticked format at its exact size, as its own content, for the node’s price', async () => {
  const creator = await registerVerified(t);
  const before = await getBalance(t.database.db, creator.user.id);
  const started = await execute(creator, ['square', 'story', 'landscape']);
  // White Packshot costs 2; the Social formats node 1, whatever is ticked.
  expect(started.status).toBe(202);
  expect(started.body.cost).toBe(3);
  const { contentIds } = await t.deps.orchestrator.handle(started.body.executionId).result();
  expect(await getBalance(t.database.db, creator.user.id)).toBe(before - 3);

  const formats = await t.database
    .db('content')
    .whereIn('id', contentIds)
    .where({ name: SOCIAL_FORMATS_CONTENT_NAME })
    .first();
  const sizes = await t.database
    .db('content_images')
    .join('files', 'files.key', 'content_images.file_key')
    .where({ content_id: formats.id })
    .orderBy('position')
    .select('width', 'height');
  expect(sizes).toEqual([
    { width: 1080, height: 1080 },
    { width: 1080, height: 1920 },
    { width: 1200, height: 628 },
  ]);

  const run = await creator.agent.get(`/api/executions/${started.body.executionId}`).expect(200);
  expect(run.body.nodes).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ type: 'image.resize-social', status: 'succeeded' }),
    ]),
  );
  expect(run.body.contentIds).toHaveLength(2);
});

it('lists a run’s content with each image’s size, the snap’s and the formats’, and no one else’s', async () => {
  const creator = await registerVerified(t);
  const started = await execute(creator, ['square', 'story', 'landscape']);
  const { contentIds } = await t.deps.orchestrator.handle(started.body.executionId).result();
  // Other content of the same creator stays out.
  await execute(creator, []).then((other) =>
    t.deps.orchestrator.handle(other.body.executionId).result(),
  );

  const { body } = await creator.agent
    .get(`/api/content?executionId=${started.body.executionId}`)
    .expect(200);
  const page = contentPageSchema.parse(body);
  expect(page.content.map((item) => item.id).sort()).toEqual([...contentIds].sort());
  const formats = page.content.find((item) => item.name === SOCIAL_FORMATS_CONTENT_NAME)!;
  expect(formats.images).toEqual([
    { url: formats.contentUrls[0], width: 1080, height: 1080 },
    { url: formats.contentUrls[1], width: 1080, height: 1920 },
    { url: formats.contentUrls[2], width: 1200, height: 628 },
  ]);
  const snapImage = page.content.find((item) => item.name !== SOCIAL_FORMATS_CONTENT_NAME)!;
  expect(snapImage.images).toEqual([
    { url: snapImage.contentUrls[0], width: expect.any(Number), height: expect.any(Number) },
  ]);

  const stranger = await registerVerified(t);
  const theirs = await stranger.agent
    .get(`/api/content?executionId=${started.body.executionId}`)
    .expect(200);
  expect(theirs.body).toEqual({ content: [], hasMore: false });
});

it('prices the formats in the snaps list, and offers none for a snap that saves only a bundle', async () => {
  // A carousel of the three formats: no single image reaches its content output.
  const { name: bundleOnly } = await publishTestSnap(
    t.database.db,
    graph()
      .node('photo', 'input.image', { name: 'image' })
      .node('sizes', 'image.resize-social')
      .node('out', 'output.content', { contentType: 'carousel' })
      .edge('photo.image', 'sizes.image')
      .edge('sizes.images', 'out.images')
      .build(),
  );
  const snaps = listSnapsResponseSchema.parse(
    (await request(t.app.callback()).get('/api/snaps').expect(200)).body,
  );
  const prices = new Map(snaps.map((snap) => [snap.name, snap.socialFormatsCost]));
  // One price however many are ticked: the Social formats node's, as the run is charged.
  expect(prices.get('White Packshot')).toBe(socialFormatsCost(['square', 'story', 'landscape']));
  expect(prices.get('White Packshot')).toBe(socialFormatsCost(['story']));
  expect(prices.get(bundleOnly)).toBeNull();
});

it('costs the snap’s price alone with no format ticked', async () => {
  const creator = await registerVerified(t);
  const started = await execute(creator, []);
  expect(started.body.cost).toBe(2);
  await t.deps.orchestrator.handle(started.body.executionId).result();
  const row = await t.database.db('executions').where({ id: started.body.executionId }).first();
  expect({ formats: row.social_formats, graph: row.graph }).toEqual({ formats: [], graph: null });
});

it.each([
  ['an unknown format', ['poster']],
  ['a format twice', ['story', 'story']],
  ['not a list', 'story'],
])('refuses %s without starting anything', async (_, formats) => {
  const creator = await registerVerified(t);
  const runs = () => t.database.db('executions').where({ user_id: creator.user.id });
  const answer = await execute(creator, formats);
  expect({ status: answer.status, error: answer.body.error }).toEqual({
    status: 400,
    error: 'validation_error',
  });
  expect(await runs()).toEqual([]);
});

it('replays a failed run with the same formats, on the version it replays on', async () => {
  const creator = await registerVerified(t);
  const manager = await registerManager(t.app, t.database.db);
  // The local moderator flags a mostly magenta photo: the run fails at its input and is refunded.
  const failed = await execute(creator, ['story'], await flaggedPhoto());
  await t.deps.orchestrator
    .handle(failed.body.executionId)
    .result()
    .catch(() => undefined);
  const replay = await manager.agent
    .post(`/api/executions/${failed.body.executionId}/replay`)
    .set(CSRF)
    .send({ reason: 'Try the formats again' })
    .expect(202);
  const details = await manager.agent
    .get(`/api/executions/${replay.body.executionId}/details`)
    .expect(200);
  const resize = details.body.graph.nodes.find(
    (n: { type: string }) => n.type === 'image.resize-social',
  );
  expect(resize.params).toMatchObject({ formats: ['story'], scene: { type: 'image.packshot' } });
  const row = await t.database.db('executions').where({ id: replay.body.executionId }).first();
  expect(row.social_formats).toEqual(['story']);
  await t.deps.orchestrator
    .handle(replay.body.executionId)
    .result()
    .catch(() => undefined);
});
