import sharp from 'sharp';
import {
  type AiProviders,
  ProviderError,
  type SceneGenerator,
} from '@studio/orchestrator/providers/capabilities';
import { createLocalProviders } from '@studio/orchestrator/providers/local/local-providers';
import { publishedSnap } from '@studio/infra/testing/published-snaps';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import { CSRF, type SignedIn } from '@studio/infra/testing/test-users';
import { ENGINE_TEST_PROVIDERS } from '@studio/infra/testing/test-worker';
import { TWO_OBJECTS, twoObjectPhoto } from '@studio/infra/testing/two-object-photo';
import { registerVerified } from '@studio/infra/testing/verified-users';
import { contentItemSchema } from '../contract/content';
import { cutoutTouchUpSchema, type CutoutTouchUp } from '../contract/cutouts';
import { getBalance } from '../domain/credits/ledger';
import { promoteToManager } from '../domain/users/user-admin';

/** Scenes fail while this is set: a touch-up run that fails, for its replay. */
let scenesDown = false;

let t: TestApp;
beforeAll(async () => {
  const local = createLocalProviders(ENGINE_TEST_PROVIDERS);
  const sceneGenerator: SceneGenerator = {
    generateScene: (input, options) =>
      scenesDown
        ? Promise.reject(new ProviderError('Scenes are down for this test.', false))
        : local.sceneGenerator.generateScene(input, options),
  };
  const providers: AiProviders = { ...local, sceneGenerator };
  t = await startTestApp({ imageSize: 160, providers });
});
afterAll(() => t.close());

const keyOf = (url: string) => url.replace(/^\/files\//, '');
const read = (url: string) => t.deps.store.read(keyOf(url));

/** The alpha of a stored image, one byte a pixel. */
async function alphaOf(url: string): Promise<{ alpha: Buffer; width: number }> {
  const { data, info } = await sharp(await read(url))
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { alpha: data, width: info.width };
}

/** The share of a box's pixels that are opaque (alpha over one half). */
function opaqueShare(
  { alpha, width }: { alpha: Buffer; width: number },
  box: { left: number; top: number; width: number; height: number },
): number {
  let opaque = 0;
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let x = box.left; x < box.left + box.width; x++)
      opaque += alpha[y * width + x]! > 127 ? 1 : 0;
  }
  return opaque / (box.width * box.height);
}

/** A run of Flat Lay on the two-object photo, to its end: its content item. */
async function flatLayContent(creator: SignedIn) {
  const snap = await publishedSnap(t.app, 'Flat Lay');
  const started = await creator.agent
    .post('/api/snaps/execute')
    .set(CSRF)
    .send({ snapId: snap.id, inputs: { image: toDataUrl(await twoObjectPhoto()) } })
    .expect(202);
  const { contentIds } = await t.deps.orchestrator.handle(started.body.executionId).result();
  return contentItemSchema.parse(
    (await creator.agent.get(`/api/content/${contentIds[0]}`).expect(200)).body,
  );
}

/** A patch inside the product that the creator brushes out. */
const PATCH = { left: 60, top: 70, width: 20, height: 20 };

/**
 * The creator's edit, made as the editor makes it: the objects map's alpha for every object but
 * `dropped`, and the brushed patch cleared; a one-channel PNG of the cut-out's size.
 */
async function editedMask(touchUp: CutoutTouchUp, dropped: number): Promise<Buffer> {
  const { data, info } = await sharp(await read(touchUp.objectsUrl))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mask = Buffer.alloc(touchUp.width * touchUp.height);
  for (let i = 0; i < mask.length; i++) {
    const label = data[i * info.channels]!;
    mask[i] = label && label !== dropped ? data[i * info.channels + 1]! : 0;
  }
  for (let y = PATCH.top; y < PATCH.top + PATCH.height; y++) {
    mask.fill(0, y * touchUp.width + PATCH.left, y * touchUp.width + PATCH.left + PATCH.width);
  }
  return sharp(mask, { raw: { width: touchUp.width, height: touchUp.height, channels: 1 } })
    .png()
    .toBuffer();
}

/** The object whose box holds the point (x, y). */
function objectAt(touchUp: CutoutTouchUp, x: number, y: number) {
  return touchUp.objects.find(
    (o) =>
      x >= o.box.left &&
      x < o.box.left + o.box.width &&
      y >= o.box.top &&
      y < o.box.top + o.box.height,
  )!;
}

/** The cut-out node's output of a run: the image its scene was made from. */
async function cutoutOf(executionId: string): Promise<string> {
  const run = await t.database.db('executions').where({ id: executionId }).first();
  return `/files/${run.node_states.cutout.outputs.image.fileKey}`;
}

describe('the cut-out touch-up', () => {
  it('drops an object and a brushed patch, runs the snap again from the cut-out, charges only the later steps and links both ways', async () => {
    const creator = await registerVerified(t);
    const original = await flatLayContent(creator);
    expect(original).toMatchObject({ cutoutEditable: true, editedFrom: null, editedVersions: [] });
    expect(await getBalance(t.database.db, creator.user.id)).toBe(20 - 4);
    // The photo its run started from, for the before/after view: the run's input, the owner's.
    const originalRun = await t.database
      .db('executions')
      .where({ id: original.executionId })
      .first();
    expect(original.sourceImageUrl).toBe(`/files/${originalRun.input_file_key}`);
    await creator.agent.get(original.sourceImageUrl!).expect(200);

    const touchUp = cutoutTouchUpSchema.parse(
      (await creator.agent.get(`/api/content/${original.id}/cutout`).expect(200)).body,
    );
    // Flat Lay is the cut-out (1) and the scene (3): an edit pays for the scene only.
    expect(touchUp).toMatchObject({
      contentId: original.id,
      nodeId: 'cutout',
      width: TWO_OBJECTS.width,
      height: TWO_OBJECTS.height,
      cost: 3,
      snapName: 'Flat Lay',
    });
    // Both objects were kept; each is listed with its box.
    expect(touchUp.objects).toHaveLength(2);
    expect(touchUp.objects.every((o) => o.kept)).toBe(true);
    const product = objectAt(touchUp, 90, 100);
    const other = objectAt(touchUp, 240, 110);
    expect(other.box).toMatchObject({
      left: expect.closeTo(200, -1),
      width: expect.closeTo(80, -1),
    });
    expect(product.label).not.toBe(other.label);

    const started = await creator.agent
      .post(`/api/content/${original.id}/cutout/edits`)
      .set(CSRF)
      .send({ mask: toDataUrl(await editedMask(touchUp, other.label)) })
      .expect(202);
    expect(started.body).toEqual({ executionId: expect.any(String), cost: 3 });
    const { contentIds } = await t.deps.orchestrator.handle(started.body.executionId).result();

    // Charged the scene only, and the cut-out step was given, not run; nor was the photo's step.
    expect(await getBalance(t.database.db, creator.user.id)).toBe(20 - 4 - 3);
    const run = (await creator.agent.get(`/api/executions/${started.body.executionId}`).expect(200))
      .body;
    expect(run).toMatchObject({ status: 'succeeded', cost: 3, tokensCharged: 3 });
    expect(run.nodes.map((n: { id: string; status: string }) => [n.id, n.status])).toEqual([
      ['photo', 'skipped'],
      ['cutout', 'succeeded'],
      ['scene', 'succeeded'],
      ['out', 'succeeded'],
    ]);

    // Its cut-out has neither the dropped object nor the brushed patch; the rest is kept.
    const cut = await alphaOf(await cutoutOf(started.body.executionId));
    expect(opaqueShare(cut, TWO_OBJECTS.other)).toBe(0);
    expect(opaqueShare(cut, PATCH)).toBe(0);
    expect(opaqueShare(cut, { left: 100, top: 120, width: 30, height: 30 })).toBe(1);
    // Its colours are the photo's, not the browser's.
    const [r, g, b] = (await sharp(await read(await cutoutOf(started.body.executionId)))
      .extract({ left: 110, top: 130, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer()) as unknown as number[];
    expect([r, g, b]).toEqual([0xc0, 0x39, 0x2b]);

    const edited = contentItemSchema.parse(
      (await creator.agent.get(`/api/content/${contentIds[0]}`).expect(200)).body,
    );
    expect(edited.editedFrom).toEqual({ id: original.id, name: original.name });
    // The edit is editable again: its own cut-out knows the object is dropped now.
    expect(edited.cutoutEditable).toBe(true);
    const again = cutoutTouchUpSchema.parse(
      (await creator.agent.get(`/api/content/${edited.id}/cutout`).expect(200)).body,
    );
    expect(again.objects.find((o) => o.label === other.label)!.kept).toBe(false);
    expect(again.objects.find((o) => o.label === product.label)!.kept).toBe(true);
    const originalNow = (await creator.agent.get(`/api/content/${original.id}`).expect(200)).body;
    expect(originalNow.editedVersions).toEqual([{ id: edited.id, name: edited.name }]);
  });

  it('keeps the edit with the run: a replay of a failed touch-up reproduces the edited mask', async () => {
    const creator = await registerVerified(t);
    const manager = await registerVerified(t);
    await promoteToManager(t.database.db, manager.email);
    const original = await flatLayContent(creator);
    const touchUp = cutoutTouchUpSchema.parse(
      (await creator.agent.get(`/api/content/${original.id}/cutout`).expect(200)).body,
    );
    const other = objectAt(touchUp, 240, 110);

    scenesDown = true;
    const started = await creator.agent
      .post(`/api/content/${original.id}/cutout/edits`)
      .set(CSRF)
      .send({ mask: toDataUrl(await editedMask(touchUp, other.label)) })
      .expect(202);
    await expect(t.deps.orchestrator.handle(started.body.executionId).result()).rejects.toThrow();
    scenesDown = false;
    // Refunded: only the first run was paid for.
    expect(await getBalance(t.database.db, creator.user.id)).toBe(20 - 4);

    const replay = await manager.agent
      .post(`/api/executions/${started.body.executionId}/replay`)
      .set(CSRF)
      .send({ reason: 'Scenes are back' })
      .expect(202);
    const { contentIds } = await t.deps.orchestrator.handle(replay.body.executionId).result();
    expect(await cutoutOf(replay.body.executionId)).toBe(await cutoutOf(started.body.executionId));
    const cut = await alphaOf(await cutoutOf(replay.body.executionId));
    expect(opaqueShare(cut, TWO_OBJECTS.other)).toBe(0);
    expect(opaqueShare(cut, PATCH)).toBe(0);
    const replayed = (await creator.agent.get(`/api/content/${contentIds[0]}`).expect(200)).body;
    expect(replayed.editedFrom).toEqual({ id: original.id, name: original.name });
  });

  it('refuses a mask of another size or format, another creator’s content and content with no cut-out', async () => {
    const creator = await registerVerified(t);
    const original = await flatLayContent(creator);
    const edits = `/api/content/${original.id}/cutout/edits`;
    const grey = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#ffffff' } });

    const wrongSize = await creator.agent
      .post(edits)
      .set(CSRF)
      .send({ mask: toDataUrl(await grey(100, 100).png().toBuffer()) })
      .expect(400);
    expect(wrongSize.body).toEqual({
      error: 'invalid_mask',
      message: `The edited mask is 100 × 100 pixels; the cut-out is ${TWO_OBJECTS.width} × ${TWO_OBJECTS.height}.`,
    });
    const jpeg = await creator.agent
      .post(edits)
      .set(CSRF)
      .send({
        mask: toDataUrl(
          await grey(TWO_OBJECTS.width, TWO_OBJECTS.height).jpeg().toBuffer(),
          'image/png',
        ),
      })
      .expect(400);
    expect(jpeg.body).toEqual({
      error: 'invalid_mask',
      message: 'The edited mask must be a PNG image.',
    });
    await creator.agent
      .post(edits)
      .set(CSRF)
      .send({ mask: 'data:image/png;base64,???' })
      .expect(400);

    const stranger = await registerVerified(t);
    expect(
      (await stranger.agent.get(`/api/content/${original.id}/cutout`).expect(404)).body.error,
    ).toBe('content_not_found');
    expect(
      (
        await stranger.agent
          .post(edits)
          .set(CSRF)
          .send({ mask: toDataUrl(await grey(100, 100).png().toBuffer()) })
          .expect(404)
      ).body.error,
    ).toBe('content_not_found');

    // A packshot cuts out inside its own node: there is no cut-out step to start from.
    const packshot = await publishedSnap(t.app, 'White Packshot');
    const run = await creator.agent
      .post('/api/snaps/execute')
      .set(CSRF)
      .send({ snapId: packshot.id, inputs: { image: toDataUrl(await productPhoto()) } })
      .expect(202);
    const { contentIds } = await t.deps.orchestrator.handle(run.body.executionId).result();
    const item = (await creator.agent.get(`/api/content/${contentIds[0]}`).expect(200)).body;
    expect(item.cutoutEditable).toBe(false);
    expect((await creator.agent.get(`/api/content/${item.id}/cutout`).expect(404)).body).toEqual({
      error: 'cutout_not_editable',
      message: 'This content was not made from a cut-out that can be edited.',
    });
    // Nothing was started by the refusals: one run each, no more.
    expect(await getBalance(t.database.db, creator.user.id)).toBe(20 - 4 - 2);
  });
});
