import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CancelledFailure, WorkflowFailedError } from '@temporalio/client';
import sharp from 'sharp';
import { saveImage } from '@studio/api/domain/storage/stored-files';
import { pinnedRunCost } from '@studio/workflows/graph/pinned-nodes';
import { getBalance } from '@studio/api/domain/credits/ledger';
import { LocalDiskFileStore } from '@studio/api/domain/storage/local-disk-file-store';
import {
  activityRuns,
  creatorWithCredits,
  flaggedPhoto,
  prepareRun,
  startRun,
} from '@studio/infra/testing/graph-runs';
import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import {
  startTestWorker,
  type TestWorker,
  ENGINE_TEST_PROVIDERS,
} from '@studio/infra/testing/test-worker';
import { cancelSignal, progressQuery } from '@studio/workflows/contract/messages';
import { graph, packshotGraph } from '@studio/workflows/graph/__tests__/graph-builder';
import { ProviderError, type AiProviders } from '../providers/capabilities';
import { createLocalProviders } from '../providers/local/local-providers';
import { recordHistory } from './recorded-histories';

let database: TestDatabase;
let filesDir: string;
let store: LocalDiskFileStore;
let worker: TestWorker;
/** Tests switch the scene generator's behaviour; everything else is the real local provider. */
let sceneBehaviour: 'real' | 'overloaded' | 'hang' = 'real';
/** The image the scene generator was last given. */
let sceneInput: Buffer | undefined;
let releaseHang: () => void = () => {};

beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = await mkdtemp(path.join(os.tmpdir(), 'studio-files-'));
  store = new LocalDiskFileStore(filesDir);
  const local = createLocalProviders(ENGINE_TEST_PROVIDERS);
  const providers: AiProviders = {
    ...local,
    sceneGenerator: {
      async generateScene(input, options) {
        if (sceneBehaviour === 'overloaded')
          throw new ProviderError('The model is overloaded', true);
        if (sceneBehaviour === 'hang') {
          // A provider call that never answers but, as every provider, stops when cancelled.
          await new Promise<void>((resolve, reject) => {
            releaseHang = resolve;
            options.signal.addEventListener('abort', () => reject(options.signal.reason));
          });
        }
        sceneInput = input.image;
        return local.sceneGenerator.generateScene(input, options);
      },
    },
  };
  worker = await startTestWorker({ db: database.db, store, imageSize: 192, providers });
});
afterEach(() => {
  sceneBehaviour = 'real';
  releaseHang();
});

afterAll(async () => {
  await worker.stop();
  await database.drop();
  await rm(filesDir, { recursive: true, force: true });
});

const ledger = (executionId: string) =>
  database
    .db('credit_entries')
    .where({ execution_id: executionId })
    .orderBy('id')
    .select('kind', 'amount');
const executionRow = (id: string) => database.db('executions').where({ id }).first();

/*
 * Two branches from one cut-out, joined again at the output:
 *
 *                        ┌─> pack (image queue) ──┐
 *   photo ─> cutout ─────┤                        ├─> out (carousel)
 *                        └─> splash (AI queue) ───┘
 */
const branching = () =>
  graph()
    .node('photo', 'input.image')
    .node('cutout', 'image.remove-background')
    .node('pack', 'image.packshot')
    .node('splash', 'image.water-splash')
    .node('out', 'output.content', { contentType: 'carousel' })
    .edge('photo.image', 'cutout.image')
    .edge('cutout.image', 'pack.image')
    .edge('cutout.image', 'splash.image')
    .edge('pack.image', 'out.images')
    .edge('splash.image', 'out.images')
    .build();

describe('runGraph', () => {
  it('runs independent branches in parallel, stores the content and charges the cost once', async () => {
    const userId = await creatorWithCredits(database.db, 20);
    const input = await prepareRun(database.db, store, { graph: branching(), userId });
    expect(input.cost).toBe(6); // remove-background 1 + packshot 2 + water splash 3

    const handle = await startRun(worker.client, worker.taskQueue, input);
    const { contentIds } = await handle.result();

    const runs = await activityRuns(handle);
    const pack = runs.find((r) => r.nodeId === 'pack')!;
    const splash = runs.find((r) => r.nodeId === 'splash')!;
    // Both branches were scheduled before either finished: they ran side by side.
    expect(Math.max(pack.scheduledAt, splash.scheduledAt)).toBeLessThan(
      Math.min(pack.completedAt!, splash.completedAt!),
    );

    const content = await database.db('content').where({ id: contentIds[0] }).first();
    expect(content).toMatchObject({ type: 'carousel', user_id: userId });
    expect(await database.db('content_images').where({ content_id: contentIds[0] })).toHaveLength(
      2,
    );
    expect(await executionRow(input.executionId)).toMatchObject({ status: 'succeeded' });
    expect(await ledger(input.executionId)).toEqual([
      { kind: 'reserve', amount: -6 },
      { kind: 'commit', amount: 0 },
    ]);
    expect(await getBalance(database.db, userId)).toBe(14);
    await recordHistory(handle, 'branching-succeeded');
    expect(await handle.query(progressQuery)).toMatchObject({
      status: 'succeeded',
      nodes: { pack: { status: 'succeeded' }, splash: { status: 'succeeded' } },
    });
  });

  it('runs from a pinned cut-out: neither it nor the photo step feeding it runs, and only the scene is charged', async () => {
    const userId = await creatorWithCredits(database.db, 10);
    const flatLay = graph()
      .node('photo', 'input.image')
      .node('cutout', 'image.remove-background')
      .node('scene', 'image.flat-lay')
      .node('out', 'output.content')
      .edge('photo.image', 'cutout.image')
      .edge('cutout.image', 'scene.image')
      .edge('scene.image', 'out.images')
      .build();
    const input = await prepareRun(database.db, store, { graph: flatLay, userId });
    // The creator's edited cut-out: a transparent frame with a box kept.
    const edited = await sharp({
      create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 90, height: 120, channels: 4, background: '#c0392b' },
          })
            .png()
            .toBuffer(),
          left: 60,
          top: 90,
        },
      ])
      .png()
      .toBuffer();
    const fileKey = await saveImage(database.db, store, {
      bytes: edited,
      extension: 'png',
      width: 400,
      height: 300,
    });
    const pinned = { cutout: { image: { kind: 'image' as const, fileKey } } };
    const cost = pinnedRunCost(flatLay, ['cutout']);
    expect(cost).toBe(3);

    const handle = await startRun(worker.client, worker.taskQueue, { ...input, cost, pinned });
    const { contentIds } = await handle.result();

    await recordHistory(handle, 'pinned-cutout-succeeded');
    const runs = (await activityRuns(handle)).filter((r) => r.type === 'runNode');
    expect(runs.map((r) => r.nodeId)).toEqual(['scene']);
    expect(sceneInput?.equals(edited)).toBe(true);
    expect(await handle.query(progressQuery)).toMatchObject({
      status: 'succeeded',
      nodes: {
        photo: { status: 'skipped' },
        cutout: { status: 'succeeded' },
        scene: { status: 'succeeded' },
      },
    });
    expect(contentIds).toHaveLength(1);
    expect(await ledger(input.executionId)).toEqual([
      { kind: 'reserve', amount: -3 },
      { kind: 'commit', amount: 0 },
    ]);
    expect(await getBalance(database.db, userId)).toBe(7);
  });

  it('retries a failing provider with backoff, then refunds exactly what it reserved', async () => {
    sceneBehaviour = 'overloaded';
    const userId = await creatorWithCredits(database.db, 10);
    const splashOnly = graph()
      .node('photo', 'input.image')
      .node('splash', 'image.water-splash')
      .node('out', 'output.content')
      .edge('photo.image', 'splash.image')
      .edge('splash.image', 'out.images')
      .build();
    const input = await prepareRun(database.db, store, { graph: splashOnly, userId });

    const handle = await startRun(worker.client, worker.taskQueue, input);
    await expect(handle.result()).rejects.toBeInstanceOf(WorkflowFailedError);

    await recordHistory(handle, 'provider-failed-refunded');
    expect((await activityRuns(handle)).find((r) => r.nodeId === 'splash')!.attempts).toBe(4);
    expect(await executionRow(input.executionId)).toMatchObject({
      status: 'failed',
      error: { type: 'ProviderError', message: 'The model is overloaded', nodeId: 'splash' },
    });
    expect(await ledger(input.executionId)).toEqual([
      { kind: 'reserve', amount: -3 },
      { kind: 'release', amount: 3 },
    ]);
    expect(await getBalance(database.db, userId)).toBe(10);
    expect(await database.db('content').where({ execution_id: input.executionId })).toHaveLength(0);
  }, 60_000);

  it('fails fast on sensitive content (E005), without retrying, and refunds', async () => {
    const userId = await creatorWithCredits(database.db, 10);
    const input = await prepareRun(database.db, store, {
      graph: packshotGraph().build(),
      userId,
      photo: await flaggedPhoto(),
    });

    const handle = await startRun(worker.client, worker.taskQueue, input);
    await expect(handle.result()).rejects.toBeInstanceOf(WorkflowFailedError);

    const runs = await activityRuns(handle);
    expect(runs.filter((r) => r.type === 'runNode').map((r) => [r.nodeId, r.attempts])).toEqual([
      ['photo', 1],
    ]);
    expect((await executionRow(input.executionId)).error).toMatchObject({
      type: 'SensitiveContent',
      code: 'E005',
      nodeId: 'photo',
    });
    expect(await getBalance(database.db, userId)).toBe(10);
  });

  it('never starts work when the credits are short', async () => {
    const userId = await creatorWithCredits(database.db, 1);
    const input = await prepareRun(database.db, store, { graph: packshotGraph().build(), userId });

    const handle = await startRun(worker.client, worker.taskQueue, input);
    const failure = await handle.result().catch((e: WorkflowFailedError) => e);
    expect(failure).toBeInstanceOf(WorkflowFailedError);

    await recordHistory(handle, 'insufficient-credits');
    expect((await activityRuns(handle)).filter((r) => r.type === 'runNode')).toEqual([]);
    expect((await executionRow(input.executionId)).error).toMatchObject({
      type: 'InsufficientCredits',
    });
    expect(await ledger(input.executionId)).toEqual([]);
    expect(await getBalance(database.db, userId)).toBe(1);
  });

  /** A run of one scene step whose provider never answers, once that step is under way. */
  async function runStuckInItsScene() {
    sceneBehaviour = 'hang';
    const userId = await creatorWithCredits(database.db, 10);
    const splashOnly = graph()
      .node('photo', 'input.image')
      .node('splash', 'image.water-splash')
      .node('out', 'output.content')
      .edge('photo.image', 'splash.image')
      .edge('splash.image', 'out.images')
      .build();
    const input = await prepareRun(database.db, store, { graph: splashOnly, userId });
    const handle = await startRun(worker.client, worker.taskQueue, input);
    // The workflow's own progress says when the scene step is under way.
    await waitFor(
      async () => (await handle.query(progressQuery)).nodes.splash?.status === 'running',
    );
    return { userId, input, handle };
  }

  it('stops on the (older) cancel signal and gives the reserved credits back', async () => {
    const { userId, input, handle } = await runStuckInItsScene();
    await handle.signal(cancelSignal);
    await expect(handle.result()).rejects.toBeInstanceOf(WorkflowFailedError);
    await recordHistory(handle, 'cancelled');

    expect(await executionRow(input.executionId)).toMatchObject({
      status: 'cancelled',
      error: { type: 'Cancelled' },
    });
    expect(await getBalance(database.db, userId)).toBe(10);
  });

  it('a cancelled run ends Cancelled in Temporal and in the product, no step left running', async () => {
    const { userId, input, handle } = await runStuckInItsScene();

    // What the run page's Cancel does (api/src/temporal/orchestrator.ts): Temporal's cancel.
    await handle.cancel();
    const error = await handle.result().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkflowFailedError);
    expect((error as WorkflowFailedError).cause).toBeInstanceOf(CancelledFailure);
    await recordHistory(handle, 'cancelled-by-temporal');

    const description = await handle.describe();
    expect(description.status.name).toBe('CANCELLED');
    expect(description.raw.pendingActivities ?? []).toEqual([]);
    const row = await executionRow(input.executionId);
    expect(row).toMatchObject({ status: 'cancelled', error: { type: 'Cancelled' } });
    expect(row.node_states.splash).toMatchObject({ status: 'cancelled' });
    expect(row.node_states.splash.startedAt).toEqual(expect.any(String));
    expect(await getBalance(database.db, userId)).toBe(10);
  });
});

/** Polls `check` until it holds: for state only reachable by asking (a workflow query). */
async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
