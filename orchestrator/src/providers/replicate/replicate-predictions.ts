import Replicate, { type Prediction } from 'replicate';
import sharp from 'sharp';
import { ProviderError, SensitiveContentError } from '../capabilities';

export interface ReplicateSettings {
  apiToken: string;
  /** The API's base URL; the SDK's own (`https://api.replicate.com/v1`) when not set. */
  baseUrl?: string;
  /**
   * `owner/name` runs the model's current version through the models API (official models);
   * `owner/name:version` runs that exact version.
   */
  model: string;
  /** Bound on one call: creating the prediction, waiting for it and downloading its output. */
  timeoutMs: number;
  /** How often a running prediction is polled (the SDK's `wait`). */
  pollIntervalMs?: number;
  /** The largest output image downloaded, in bytes. */
  maxOutputBytes?: number;
}

export const PROVIDER = 'replicate';
const DEFAULT_POLL_INTERVAL_MS = 1000;
const DEFAULT_MAX_OUTPUT_BYTES = 40 * 1024 * 1024;
const CANCEL_TIMEOUT_MS = 5000;
const MODEL_REF = /^[\w.-]+\/[\w.-]+(:[\w.-]+)?$/;

/** Model failures that say the content was refused (Replicate's safety checkers word them so). */
const SENSITIVE =
  /nsfw|sensitive|safety (checker|filter|system)|flagged|content policy|moderation/i;
/** Model failures that the same input would meet again. */
const INVALID_INPUT =
  /invalid|validation|must be|not a valid|unsupported|cannot identify image|could not decode|out of range|too (large|small|big)/i;

export function checkModelRef(model: string): string {
  if (!MODEL_REF.test(model)) {
    throw new Error(`Replicate model "${model}" is not "owner/name" or "owner/name:version".`);
  }
  return model;
}

/**
 * Runs one prediction of the configured model with the official client and returns the bytes of
 * its output image as PNG. Everything is bounded: the whole call by `timeoutMs` (a prediction
 * still running then is cancelled, so it stops costing), the download by `maxOutputBytes` and by
 * its content type, which must be an image. Failures become {@link ProviderError}s sorted for
 * Temporal: retryable when trying again may work (429, 5xx, network, timeouts, transient model
 * failures), final otherwise, and {@link SensitiveContentError} (E005) when the model refused the
 * content.
 *
 * `signal` cancels the call: the request in flight (creating, polling or downloading) is aborted
 * at once, a prediction already running is cancelled at Replicate, and the signal's reason is
 * thrown as it is (not a ProviderError: a cancellation is not a provider failure to retry).
 */
export async function runPrediction(
  settings: ReplicateSettings,
  input: Record<string, unknown>,
  signal: AbortSignal,
): Promise<Buffer> {
  signal.throwIfAborted();
  const deadline = AbortSignal.timeout(settings.timeoutMs);
  const ended = AbortSignal.any([signal, deadline]);
  const client = replicateClient(settings, ended);
  const [model, version] = checkModelRef(settings.model).split(':') as [string, string?];
  let prediction: Prediction | undefined;
  try {
    prediction = await client.predictions.create(
      version ? { version, input, signal: ended } : { model, input, signal: ended },
    );
    const created = prediction;
    // The SDK's wait takes no signal and sleeps between polls: its polls are aborted through the
    // client's fetch, and the race ends the wait at once rather than after the current sleep.
    prediction = await untilAborted(
      client.wait(
        created,
        { interval: settings.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS },
        async () => ended.aborted,
      ),
      ended,
    );
    if (running(prediction)) {
      throw new DOMException('The prediction did not finish in time.', 'TimeoutError');
    }
    if (prediction.status !== 'succeeded') {
      const error = prediction.error ?? 'no error given';
      throw predictionFailed(
        prediction.status,
        typeof error === 'string' ? error : JSON.stringify(error),
      );
    }
    const url = outputUrl(prediction.output);
    const bytes = await download(url, ended, settings.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES);
    signal.throwIfAborted();
    return await toPng(bytes);
  } catch (error) {
    const stopped = signal.aborted || isTimeout(error);
    if (stopped && prediction && running(prediction)) await cancel(settings, prediction.id);
    signal.throwIfAborted();
    throw replicateError(error, settings);
  }
}

/** `promise`, or the signal's reason as soon as it is aborted, whichever comes first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function running(prediction: Prediction): boolean {
  return prediction.status === 'starting' || prediction.status === 'processing';
}

/** A client whose every request is bounded by `signal` (the SDK's `wait` takes no signal). */
function replicateClient(settings: ReplicateSettings, signal?: AbortSignal): Replicate {
  return new Replicate({
    auth: settings.apiToken,
    baseUrl: settings.baseUrl,
    userAgent: 'snapshot-studio',
    useFileOutput: false,
    fetch: (url, init) =>
      fetch(url, {
        ...init,
        signal:
          signal && init?.signal
            ? AbortSignal.any([signal, init.signal])
            : (signal ?? init?.signal),
      }),
  });
}

/** Best effort: a prediction nobody waits for any more should stop running (and costing). */
async function cancel(settings: ReplicateSettings, id: string): Promise<void> {
  await replicateClient(settings)
    .predictions.cancel(id, { signal: AbortSignal.timeout(CANCEL_TIMEOUT_MS) })
    .catch(() => undefined);
}

/** The output image's URL: models answer a URL, a list of URLs, or an object holding them. */
function outputUrl(output: unknown): string {
  if (typeof output === 'string') return output;
  if (Array.isArray(output) && typeof output[0] === 'string') return output[0];
  if (output && typeof output === 'object') {
    const fields = output as Record<string, unknown>;
    const flagged = [fields.nsfw, fields.has_nsfw_concepts, fields.nsfw_content_detected]
      .flat()
      .some((value) => value === true);
    if (flagged) throw new SensitiveContentError();
    for (const key of ['image', 'images', 'output', 'url']) {
      const value = fields[key];
      if (typeof value === 'string') return value;
      if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    }
  }
  throw new ProviderError('The model returned no image.', false, 'invalid_output');
}

async function download(url: string, signal: AbortSignal, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new ProviderError(
      `The model's output is larger than ${maxBytes} bytes.`,
      false,
      'output_too_large',
    );
  const data = /^data:(image\/[\w.+-]+);base64,(.*)$/s.exec(url);
  if (data) {
    if ((data[2]!.length * 3) / 4 > maxBytes) throw tooLarge();
    return Buffer.from(data[2]!, 'base64');
  }
  if (!/^https?:\/\//i.test(url)) {
    throw new ProviderError(
      'The model returned an output that is not a URL.',
      false,
      'invalid_output',
    );
  }
  // No credentials: output URLs are signed links on a delivery host, not the API.
  const response = await fetch(url, { signal });
  if (!response.ok) {
    await response.body?.cancel();
    const retryable = response.status === 429 || response.status >= 500;
    throw new ProviderError(
      `Downloading the model's output failed with HTTP ${response.status}.`,
      retryable,
      `download_${response.status}`,
    );
  }
  const type = response.headers.get('content-type') ?? '';
  if (!/^image\//i.test(type)) {
    await response.body?.cancel();
    throw new ProviderError(
      `The model's output is not an image (${type || 'no content type'}).`,
      false,
      'invalid_output',
    );
  }
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

async function toPng(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes).png().toBuffer();
  } catch (error) {
    throw new ProviderError(
      `The model's output could not be decoded: ${(error as Error).message}`,
      false,
      'invalid_output',
    );
  }
}

function predictionFailed(status: string, error: string): ProviderError {
  if (SENSITIVE.test(error)) {
    return new SensitiveContentError(
      `The model flagged the content as sensitive and cannot process it (${error}).`,
    );
  }
  if (status === 'failed' && INVALID_INPUT.test(error)) {
    return new ProviderError(`The model refused the input: ${error}`, false, 'invalid_input');
  }
  // Interrupted, out of memory, cold-start hiccups, cancelled elsewhere: another run may work.
  return new ProviderError(`The prediction ${status}: ${error}`, true, `prediction_${status}`);
}

// Errors from fetch can come from another realm (Jest's sandbox): compare names, not classes.
function errorName(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error
    ? String(error.name)
    : undefined;
}

function isTimeout(error: unknown): boolean {
  const name = errorName(error);
  return name === 'TimeoutError' || name === 'AbortError';
}

/** The client's ApiError (not exported at run time): an Error with the HTTP response. */
function apiErrorStatus(error: unknown): { status: number; detail: string } | undefined {
  if (errorName(error) !== 'ApiError') return undefined;
  const { response, message } = error as Error & { response?: Response };
  if (!response) return undefined;
  // The client has read the body into the message: "... failed with status 422 ...: {json}."
  const body = /failed with status \d+[^:]*: (.*)\.$/s.exec(message)?.[1] ?? '';
  let detail = body;
  try {
    const parsed = JSON.parse(body) as { detail?: unknown; title?: unknown };
    detail = String(parsed.detail ?? parsed.title ?? body);
  } catch {
    // Not JSON (a proxy's HTML page): keep the text.
  }
  return { status: response.status, detail: detail.slice(0, 500) };
}

/** Sorts any failure of a Replicate call for Temporal's retry policy. */
export function replicateError(error: unknown, settings: ReplicateSettings): ProviderError {
  if (error instanceof ProviderError) return error;
  const api = apiErrorStatus(error);
  if (api) {
    const { status, detail } = api;
    const retryable = status === 408 || status === 409 || status === 429 || status >= 500;
    if (!retryable && status !== 401 && status !== 403 && SENSITIVE.test(detail)) {
      return new SensitiveContentError(
        `The model flagged the content as sensitive and cannot process it (${detail}).`,
      );
    }
    return new ProviderError(
      `Replicate answered HTTP ${status} for ${settings.model}: ${detail}`,
      retryable,
      `http_${status}`,
    );
  }
  if (isTimeout(error)) {
    return new ProviderError(
      `Replicate's ${settings.model} did not finish within ${settings.timeoutMs / 1000} s.`,
      true,
      'timeout',
    );
  }
  const message =
    typeof error === 'object' && error !== null && 'message' in error
      ? String(error.message)
      : String(error);
  const failed = /^Prediction failed: (.*)$/s.exec(message);
  if (failed) return predictionFailed('failed', failed[1]!);
  // fetch failed (refused, reset, DNS), or an answer that was not JSON: worth another try.
  return new ProviderError(`Calling Replicate failed: ${message}`, true, 'network');
}
