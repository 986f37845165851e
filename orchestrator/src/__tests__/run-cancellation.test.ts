import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type WorkflowHandle, WorkflowFailedError } from '@temporalio/client';
import { getBalance } from '@studio/api/domain/credits/ledger';
import { LocalDiskFileStore } from '@studio/api/domain/storage/local-disk-file-store';
import { creatorWithCredits, prepareRun, startRun } from '@studio/infra/testing/graph-runs';
import {
  type OpenAiStandIn,
  startOpenAiStandIn,
} from '@studio/infra/testing/stand-ins/openai-stand-in';
import {
  type ReplicateStandIn,
  startReplicateStandIn,
} from '@studio/infra/testing/stand-ins/replicate-stand-in';
import { type RecordedRequest } from '@studio/infra/testing/stand-ins/stand-in-server';
import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import {
  startTestWorker,
  type TestWorker,
  ENGINE_TEST_PROVIDERS,
} from '@studio/infra/testing/test-worker';
import { graph } from '@studio/workflows/graph/__tests__/graph-builder';
import { type AiProviders, type CallOptions } from '../providers/capabilities';
import { createLocalProviders } from '../providers/local/local-providers';
import { OpenAiCaptionWriter } from '../providers/openai/openai-caption-writer';
import { ReplicateSceneGenerator } from '../providers/replicate/replicate-scene-generator';

/*
 * A cancelled run stops paying for its provider call: Temporal tells the node activity of the
 * cancellation in a heartbeat's answer, the activity's signal aborts the adapter's HTTP request,
 * and the stand-in sees the request closed by the client. The scene node calls the Replicate
 * stand-in (its prediction's poll held open, as a slow API would), the caption node the OpenAI
 * stand-in (its chat completion held open, as a slow model would); every other node is local.
 */

let database: TestDatabase;
let filesDir: string;
let store: LocalDiskFileStore;
let worker: TestWorker;
let replicate: ReplicateStandIn;
let openai: OpenAiStandIn;
/** When the activity's signal was aborted during the current test's provider call. */
let signalAborted: Promise<number>;

/** Notes when the call's signal is aborted: the moment the cancellation reached the activity. */
function watch(options: CallOptions): CallOptions {
  signalAborted = new Promise((resolve) =>
    options.signal.addEventListener('abort', () => resolve(performance.now()), { once: true }),
  );
  return options;
}

beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = await mkdtemp(path.join(os.tmpdir(), 'studio-files-'));
  store = new LocalDiskFileStore(filesDir);
  [replicate, openai] = await Promise.all([startReplicateStandIn(), startOpenAiStandIn()]);
  const scenes = new ReplicateSceneGenerator({
    apiToken: replicate.token,
    baseUrl: replicate.baseUrl,
    model: 'acme/scenes',
    timeoutMs: 120_000,
  });
  const captions = new OpenAiCaptionWriter({
    apiKey: openai.apiKey,
    baseUrl: openai.baseUrl,
    model: 'gpt-test',
    timeoutMs: 120_000,
  });
  const providers: AiProviders = {
    ...createLocalProviders(ENGINE_TEST_PROVIDERS),
    sceneGenerator: {
      generateScene: (input, options) => scenes.generateScene(input, watch(options)),
    },
    captionWriter: {
      writeCaption: (input, options) => captions.writeCaption(input, watch(options)),
    },
  };
  worker = await startTestWorker({ db: database.db, store, imageSize: 128, providers });
});
beforeEach(() => {
  replicate.reset();
  openai.reset();
});
afterAll(async () => {
  await worker?.stop();
  await Promise.all([replicate?.close(), openai?.close()]);
  await database?.drop();
  await rm(filesDir, { recursive: true, force: true });
});

const executionRow = (id: string) => database.db('executions').where({ id }).first();

/**
 * Cancels `handle` once the provider's `request` is held open, then answers the milliseconds from
 * the cancellation reaching the activity, and from `cancel()` being called, to the stand-in
 * seeing the client close the request.
 */
async function cancelWhileHeld(
  handle: WorkflowHandle,
  standIn: { aborted(request: RecordedRequest): Promise<number> },
  held: Promise<RecordedRequest>,
  cancel: () => Promise<unknown>,
): Promise<{ fromSignal: number; fromCancel: number }> {
  const request = await held;
  // Cancel after the activity's first heartbeat: from then on the worker's throttle decides how
  // soon the next heartbeat (and with its answer the cancellation) comes.
  await heartbeated(handle);
  const cancelledAt = performance.now();
  await cancel();
  const closedAt = await standIn.aborted(request);
  await expect(handle.result()).rejects.toBeInstanceOf(WorkflowFailedError);
  return { fromSignal: closedAt - (await signalAborted), fromCancel: closedAt - cancelledAt };
}

/** Until Temporal has recorded a heartbeat of the run's pending activity (only known by asking). */
async function heartbeated(handle: WorkflowHandle): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { raw } = await handle.describe();
    if (raw.pendingActivities?.some((activity) => activity.lastHeartbeatTime)) return;
    if (Date.now() > deadline) throw new Error('the activity never heartbeated');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('cancelling a run', () => {
  it('aborts the Replicate call of a scene node (handle.cancel())', async () => {
    const userId = await creatorWithCredits(database.db, 10);
    const input = await prepareRun(database.db, store, {
      graph: graph()
        .node('photo', 'input.image')
        .node('splash', 'image.water-splash')
        .node('out', 'output.content')
        .edge('photo.image', 'splash.image')
        .edge('splash.image', 'out.images')
        .build(),
      userId,
    });
    replicate.holdNextPoll();
    const handle = await startRun(worker.client, worker.taskQueue, input);

    const latency = await cancelWhileHeld(
      handle,
      replicate,
      replicate.nextRequest((r) => r.method === 'GET' && r.path.startsWith('/v1/predictions/')),
      () => handle.cancel(),
    );

    expect(latency.fromSignal).toBeLessThan(1000);
    // Heartbeats reach Temporal every half second (activities/heartbeats.ts); with the SDK's
    // default throttle (8 s for a 10 s heartbeatTimeout) this would take up to eight seconds.
    expect(latency.fromCancel).toBeLessThan(3000);
    // The prediction nobody waits for is stopped at Replicate too.
    await replicate.nextRequest((r) => r.method === 'POST' && r.path.endsWith('/cancel'));
    expect(await executionRow(input.executionId)).toMatchObject({ status: 'cancelled' });
    expect(await getBalance(database.db, userId)).toBe(10);
  });

  it('aborts the OpenAI call of a caption node (the cancel signal)', async () => {
    const userId = await creatorWithCredits(database.db, 10);
    const input = await prepareRun(database.db, store, {
      graph: graph()
        .node('photo', 'input.image')
        .node('caption', 'text.caption', { tone: 'friendly', hashtags: 3 })
        .node('out', 'output.content')
        .edge('photo.image', 'caption.image')
        .edge('photo.image', 'out.images')
        .edge('caption.text', 'out.caption')
        .build(),
      userId,
    });
    openai.holdNext();
    const handle = await startRun(worker.client, worker.taskQueue, input);

    const latency = await cancelWhileHeld(
      handle,
      openai,
      openai.nextRequest((r) => r.path === '/v1/chat/completions'),
      () => handle.signal('cancel'),
    );

    expect(latency.fromSignal).toBeLessThan(1000);
    expect(latency.fromCancel).toBeLessThan(3000);
    expect(await executionRow(input.executionId)).toMatchObject({
      status: 'cancelled',
      error: { type: 'Cancelled' },
    });
    expect(await getBalance(database.db, userId)).toBe(10);
  });
});
