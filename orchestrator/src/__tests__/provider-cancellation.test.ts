import { ENGINE_TEST_PROVIDERS } from '@studio/infra/testing/test-worker';
import { CancelledFailure } from '@temporalio/activity';
import {
  type OpenAiStandIn,
  startOpenAiStandIn,
} from '@studio/infra/testing/stand-ins/openai-stand-in';
import {
  type ReplicateStandIn,
  startReplicateStandIn,
} from '@studio/infra/testing/stand-ins/replicate-stand-in';
import { type RecordedRequest } from '@studio/infra/testing/stand-ins/stand-in-server';
import { productPhoto } from '@studio/infra/testing/test-images';
import { ProviderError, type BackgroundRemover } from '../providers/capabilities';
import { createLocalProviders } from '../providers/local/local-providers';
import { LocalSceneGenerator } from '../providers/local/local-scene-generator';
import { OpenAiCaptionWriter } from '../providers/openai/openai-caption-writer';
import { OpenAiModerator } from '../providers/openai/openai-moderator';
import { OpenAiTextEnhancer } from '../providers/openai/openai-text-enhancer';
import { ReplicateBackgroundRemover } from '../providers/replicate/replicate-background-remover';
import { ReplicateSceneGenerator } from '../providers/replicate/replicate-scene-generator';
import { cancelledCall } from './provider-calls';

/*
 * A cancelled provider call (the activity's signal aborted) ends at once: the HTTP request in
 * flight is closed, and the call rejects with the signal's reason itself, never a ProviderError,
 * which Temporal would retry as a provider failure and which would hide the cancellation.
 */

let replicate: ReplicateStandIn;
let openai: OpenAiStandIn;
beforeAll(async () => {
  [replicate, openai] = await Promise.all([startReplicateStandIn(), startOpenAiStandIn()]);
});
afterAll(() => Promise.all([replicate.close(), openai.close()]));
beforeEach(() => {
  replicate.reset();
  openai.reset();
});

/** What Temporal aborts a cancelled activity's signal with. */
const cancellation = () => new CancelledFailure('CANCELLED');

/**
 * How a call ended: its error, or an error saying it succeeded. Taken as soon as the call starts,
 * so its rejection is handled while the test awaits the stand-in's events.
 */
function outcome(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => new Error('the call was not cancelled'),
    (e: unknown) => e,
  );
}

/** A cancellation: the reason itself, so no ProviderError (retryable or not) stands for it. */
async function expectCancelled(ended: Promise<unknown>, reason: unknown): Promise<void> {
  const error = await ended;
  expect(error).toBe(reason);
  expect(error).not.toBeInstanceOf(ProviderError);
}

/** Aborts `controller` once `request` arrives; answers how long the client then took to close it. */
async function cancelWhenHeld(
  controller: AbortController,
  reason: unknown,
  standIn: { aborted(request: RecordedRequest): Promise<number> },
  request: Promise<RecordedRequest>,
): Promise<number> {
  const held = await request;
  const cancelledAt = performance.now();
  controller.abort(reason);
  return (await standIn.aborted(held)) - cancelledAt;
}

describe('Replicate adapters', () => {
  const settings = (pollIntervalMs: number) => ({
    apiToken: replicate.token,
    baseUrl: replicate.baseUrl,
    model: 'acme/models',
    timeoutMs: 60_000,
    pollIntervalMs,
  });
  const isPoll = (r: RecordedRequest) =>
    r.method === 'GET' && r.path.startsWith('/v1/predictions/');
  const isCancel = (r: RecordedRequest) => r.method === 'POST' && r.path.endsWith('/cancel');

  it('closes the poll in flight, cancels the prediction and rejects with the cancellation', async () => {
    replicate.holdNextPoll();
    const controller = new AbortController();
    const reason = cancellation();
    const call = outcome(
      new ReplicateBackgroundRemover(settings(10)).removeBackground(await productPhoto(), {
        signal: controller.signal,
      }),
    );
    const closedAfter = await cancelWhenHeld(
      controller,
      reason,
      replicate,
      replicate.nextRequest(isPoll),
    );

    await expectCancelled(call, reason);
    expect(closedAfter).toBeLessThan(1000);
    // The prediction nobody waits for is stopped, so it costs nothing more.
    await replicate.nextRequest(isCancel);
  });

  it('ends at once when cancelled while it waits between two polls', async () => {
    // Five seconds between polls: without ending the wait at once, the call would take that long.
    replicate.stallPredictions();
    const controller = new AbortController();
    const reason = cancellation();
    const call = outcome(
      new ReplicateSceneGenerator(settings(5000)).generateScene(
        { image: await productPhoto(), style: { kind: 'flat-lay', surface: 'wood' }, size: 128 },
        { signal: controller.signal },
      ),
    );
    await replicate.answered(await replicate.nextRequest(isPoll));
    // The scenario: the run is cancelled a little after a poll was answered, while the adapter
    // sleeps until the next one (no request is in flight then, so only ending the wait helps).
    const cancelledAt = await new Promise<number>((resolve) =>
      setTimeout(() => {
        controller.abort(reason);
        resolve(performance.now());
      }, 300),
    );

    await expectCancelled(call, reason);
    expect(performance.now() - cancelledAt).toBeLessThan(1000);
    expect(replicate.apiRequests().filter(isPoll)).toHaveLength(1);
    await replicate.nextRequest(isCancel);
  });

  it('makes no request when the call is cancelled before it starts', async () => {
    const reason = cancellation();
    await expectCancelled(
      outcome(
        new ReplicateBackgroundRemover(settings(10)).removeBackground(
          await productPhoto(),
          cancelledCall(reason),
        ),
      ),
      reason,
    );
    expect(replicate.requests).toHaveLength(0);
  });
});

describe('OpenAI adapters', () => {
  const settings = { apiKey: '', baseUrl: '', model: 'gpt-test', timeoutMs: 60_000 };
  const configured = () => ({ ...settings, apiKey: openai.apiKey, baseUrl: openai.baseUrl });
  const isChat = (r: RecordedRequest) => r.path === '/v1/chat/completions';

  it('closes a caption request the model is still answering and rejects with the cancellation', async () => {
    openai.holdNext();
    const controller = new AbortController();
    const reason = cancellation();
    const call = outcome(
      new OpenAiCaptionWriter(configured()).writeCaption(
        { image: await productPhoto(), tone: 'friendly', hashtags: 3 },
        { signal: controller.signal },
      ),
    );
    const closedAfter = await cancelWhenHeld(
      controller,
      reason,
      openai,
      openai.nextRequest(isChat),
    );

    await expectCancelled(call, reason);
    expect(closedAfter).toBeLessThan(1000);
  });

  it('closes a held text enhancement (structured answers share the call)', async () => {
    openai.holdNext();
    const controller = new AbortController();
    const reason = cancellation();
    const call = outcome(
      new OpenAiTextEnhancer(configured()).enhanceText(
        { field: 'name', text: 'red leather bag' },
        { signal: controller.signal },
      ),
    );
    const closedAfter = await cancelWhenHeld(
      controller,
      reason,
      openai,
      openai.nextRequest(isChat),
    );

    await expectCancelled(call, reason);
    expect(closedAfter).toBeLessThan(1000);
  });

  it('closes a held moderation request', async () => {
    openai.holdNext('/v1/moderations');
    const controller = new AbortController();
    const reason = cancellation();
    const call = outcome(
      new OpenAiModerator(configured()).moderate(await productPhoto(), {
        signal: controller.signal,
      }),
    );
    const closedAfter = await cancelWhenHeld(
      controller,
      reason,
      openai,
      openai.nextRequest((r) => r.path === '/v1/moderations'),
    );

    await expectCancelled(call, reason);
    expect(closedAfter).toBeLessThan(1000);
  });

  it('makes no request when the call is cancelled before it starts', async () => {
    const reason = cancellation();
    await expectCancelled(
      outcome(
        new OpenAiCaptionWriter(configured()).writeCaption(
          { image: await productPhoto(), tone: 'luxury', hashtags: 0 },
          cancelledCall(reason),
        ),
      ),
      reason,
    );
    expect(openai.requests).toHaveLength(0);
  });

  it('still reports its own deadline as a retryable timeout, not as a cancellation', async () => {
    openai.holdNext();
    await expect(
      new OpenAiTextEnhancer({ ...configured(), timeoutMs: 200 }).enhanceText(
        { field: 'name', text: 'red leather bag' },
        { signal: new AbortController().signal },
      ),
    ).rejects.toMatchObject({ name: 'ProviderError', retryable: true, code: 'timeout' });
  });
});

describe('local providers', () => {
  it('each rejects a cancelled call with the cancellation, before doing the work', async () => {
    const local = createLocalProviders(ENGINE_TEST_PROVIDERS);
    const photo = await productPhoto();
    const calls: [string, (reason: unknown) => Promise<unknown>][] = [
      ['background', (r) => local.backgroundRemover.removeBackground(photo, cancelledCall(r))],
      [
        'scene',
        (r) =>
          local.sceneGenerator.generateScene(
            { image: photo, style: { kind: 'water-splash', colour: 'blue' }, size: 128 },
            cancelledCall(r),
          ),
      ],
      [
        'caption',
        (r) =>
          local.captionWriter.writeCaption(
            { image: photo, tone: 'minimal', hashtags: 2 },
            cancelledCall(r),
          ),
      ],
      ['moderation', (r) => local.moderator.moderate(photo, cancelledCall(r))],
      [
        'analysis',
        (r) =>
          local.productAnalyst.analyseProduct({ images: [photo], filenames: [] }, cancelledCall(r)),
      ],
      [
        'text',
        (r) => local.textEnhancer.enhanceText({ field: 'name', text: 'a bag' }, cancelledCall(r)),
      ],
    ];
    for (const [, call] of calls) {
      const reason = cancellation();
      await expectCancelled(outcome(call(reason)), reason);
    }
  });

  it('stops a scene between its steps: cancelled while cutting out, it draws no scene', async () => {
    const controller = new AbortController();
    const reason = cancellation();
    const local = createLocalProviders(ENGINE_TEST_PROVIDERS);
    // The cut-out finishes, but the run was cancelled meanwhile (sharp cannot be interrupted).
    const remover: BackgroundRemover = {
      async removeBackground(image, options) {
        const result = await local.backgroundRemover.removeBackground(image, options);
        controller.abort(reason);
        return result;
      },
    };
    await expectCancelled(
      outcome(
        new LocalSceneGenerator(remover).generateScene(
          {
            image: await productPhoto(),
            style: { kind: 'flat-lay', surface: 'linen' },
            size: 2048,
          },
          { signal: controller.signal },
        ),
      ),
      reason,
    );
  });
});
