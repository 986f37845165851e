import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { isMagentaMarker } from './stand-in-images';
import { type SceneAlteration, standInScene } from './stand-in-scenes';
import {
  type Answer,
  bearerToken,
  imageFromDataUri,
  isRecord,
  type RecordedRequest,
  StandInServer,
} from './stand-in-server';

/** What a replaced output file is: another status, content type, body or URL. */
export interface ScriptedOutput {
  status?: number;
  contentType?: string;
  bytes?: Buffer;
  /** An output URL of the test's choosing (the stand-in then serves nothing for it). */
  url?: string;
}

export interface ReplicateStandIn {
  /** `http://127.0.0.1:<port>/v1`, for the client's `baseUrl`. */
  baseUrl: string;
  /** The only token it accepts (`Authorization: Bearer <token>`); others get 401. */
  token: string;
  requests: RecordedRequest[];
  /** Every request to the API (not output downloads). */
  apiRequests(): RecordedRequest[];
  /** The next `times` API requests answer `status` with a Replicate-shaped `{detail, status, title}`. */
  failNext(status: number, body?: unknown, times?: number): void;
  /** The next `times` API requests are answered after `ms` milliseconds. */
  delayNext(ms: number, times?: number): void;
  /** The next `times` predictions end `failed` with this error, as a model's failure would. */
  failPredictionNext(error: string, times?: number): void;
  /** While stalled, predictions stay `processing` forever. */
  stallPredictions(stalled?: boolean): void;
  /** The output file of the next prediction is this instead of the generated PNG. */
  scriptNextOutput(output: ScriptedOutput): void;
  /** The next `times` scenes change the product as `alteration` says (stand-in-scenes.ts). */
  alterNextScene(alteration: SceneAlteration, times?: number): void;
  /**
   * The next poll of a prediction (`GET /v1/predictions/{id}`) is held open, never answered, as a
   * slow API would: the client is waiting on it until it closes it (a cancelled call).
   */
  holdNextPoll(): void;
  /** The first request, already received or still to come, that `matches`. */
  nextRequest(matches: (request: RecordedRequest) => boolean): Promise<RecordedRequest>;
  /** When the client closed `request` before it was answered (`performance.now()`). */
  aborted(request: RecordedRequest): Promise<number>;
  /** When the answer to `request` had been written (`performance.now()`). */
  answered(request: RecordedRequest): Promise<number>;
  reset(): void;
  close(): Promise<void>;
}

export const REPLICATE_NSFW_ERROR =
  'NSFW content detected. Try running it again, or try a different prompt.';

const TITLES: Record<number, [string, string]> = {
  400: ['Bad request', 'The request could not be understood.'],
  401: ['Unauthenticated', 'You did not pass a valid authentication token'],
  402: ['Payment required', 'You have insufficient credit to run this model.'],
  403: ['Forbidden', 'You do not have permission to run this model.'],
  404: ['Not found', 'The requested resource could not be found.'],
  422: ['Input validation failed', '- input: the input is not valid'],
  429: ['Request was throttled', 'Request was throttled. Expected available in 1 second.'],
  500: ['Internal server error', 'An internal error occurred.'],
  503: ['Service unavailable', 'The service is temporarily unavailable.'],
};

interface Prediction {
  id: string;
  model: string;
  version: string;
  input: Record<string, unknown>;
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  polls: number;
  /** Decided at creation: how this prediction will end. */
  failure?: string;
  scripted?: ScriptedOutput;
  alteration?: SceneAlteration;
  output: unknown;
  error: string | null;
  created_at: string;
  completed_at: string | null;
}

/**
 * A local HTTP server that speaks as much of Replicate's HTTP API as the official `replicate`
 * client uses to run a model: create a prediction (`POST /v1/models/{owner}/{name}/predictions`
 * or `POST /v1/predictions` with a version), poll it (`GET /v1/predictions/{id}`: `starting`, then
 * `processing`, then `succeeded` on the second poll), cancel it, and download its output from a URL
 * on the same server (`/files/...`, no auth, like replicate.delivery).
 *
 * The models are real image work with sharp, so outputs are real PNGs:
 * - an input with a `prompt` is a scene of `input_image` (the product on white) as a model that
 *   keeps the product makes it (stand-in-scenes.ts): square, `sceneSize` pixels (512 unless
 *   given), in `output_format`; `alterNextScene` makes it change the product instead;
 * - otherwise it cuts out `image`: pixels near the top-left pixel's colour become transparent.
 * Images must be `data:image/...;base64,` URIs that decode, or the create answers 422.
 *
 * Deterministic failure modes, besides the controls on the returned object: a prompt containing
 * `nsfw`, or an input image that is the magenta test marker, fails the prediction with
 * {@link REPLICATE_NSFW_ERROR}; a prompt containing `flagged-output` succeeds with an output object
 * `{images, has_nsfw_concepts: [true]}`, as safety-checked models report it.
 */
export async function startReplicateStandIn(
  options: { token?: string; sceneSize?: number } = {},
): Promise<ReplicateStandIn> {
  const token = options.token ?? `r8_${randomBytes(12).toString('hex')}`;
  const sceneSize = options.sceneSize ?? 512;
  const predictions = new Map<string, Prediction>();
  const files = new Map<string, Answer>();
  let predictionFailures: string[] = [];
  let scriptedOutputs: ScriptedOutput[] = [];
  let alterations: SceneAlteration[] = [];
  let stalled = false;

  const isApi = (request: RecordedRequest) => request.path.startsWith('/v1/');
  const server: StandInServer = new StandInServer(async (request): Promise<Answer> => {
    if (!isApi(request)) return files.get(request.path) ?? problem(404);
    if (bearerToken(request.headers) !== token) return problem(401);

    const modelRoute = /^\/v1\/models\/([^/]+)\/([^/]+)\/predictions$/.exec(request.path);
    if (request.method === 'POST' && (modelRoute || request.path === '/v1/predictions')) {
      const body = isRecord(request.body) ? request.body : {};
      const version = modelRoute ? 'official' : body.version;
      if (typeof version !== 'string' || version === '') {
        return problem(422, '- version: version is required');
      }
      const input = body.input;
      if (!isRecord(input)) return problem(422, '- input: input is required');
      const image = input.input_image ?? input.image;
      const bytes = imageFromDataUri(image);
      if (
        !bytes ||
        !(await sharp(bytes)
          .metadata()
          .catch(() => undefined))
      ) {
        return problem(422, `- input.${'prompt' in input ? 'input_image' : 'image'}: not an image`);
      }
      const id = randomBytes(10).toString('hex');
      const prediction: Prediction = {
        id,
        model: modelRoute ? `${modelRoute[1]}/${modelRoute[2]}` : 'unknown/unknown',
        version,
        input,
        status: 'starting',
        polls: 0,
        failure: predictionFailures.shift(),
        scripted: scriptedOutputs.shift(),
        alteration: 'prompt' in input ? alterations.shift() : undefined,
        output: null,
        error: null,
        created_at: new Date().toISOString(),
        completed_at: null,
      };
      predictions.set(id, prediction);
      return { status: 201, body: view(prediction) };
    }

    const get = /^\/v1\/predictions\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && get) {
      const prediction = predictions.get(get[1]!);
      if (!prediction) return problem(404);
      prediction.polls++;
      if (prediction.status === 'starting') prediction.status = 'processing';
      else if (prediction.status === 'processing' && !stalled) await complete(prediction);
      return { status: 200, body: view(prediction) };
    }

    const cancel = /^\/v1\/predictions\/([^/]+)\/cancel$/.exec(request.path);
    if (request.method === 'POST' && cancel) {
      const prediction = predictions.get(cancel[1]!);
      if (!prediction) return problem(404);
      if (prediction.status === 'starting' || prediction.status === 'processing') {
        prediction.status = 'canceled';
        prediction.completed_at = new Date().toISOString();
      }
      return { status: 200, body: view(prediction) };
    }
    return problem(404);
  }, isApi);
  await server.listen();

  const view = (p: Prediction): Record<string, unknown> => ({
    id: p.id,
    model: p.model,
    version: p.version,
    input: p.input,
    logs: '',
    output: p.output,
    data_removed: false,
    error: p.error,
    status: p.status,
    created_at: p.created_at,
    started_at: p.status === 'starting' ? null : p.created_at,
    completed_at: p.completed_at,
    urls: {
      get: `${server.url}/v1/predictions/${p.id}`,
      cancel: `${server.url}/v1/predictions/${p.id}/cancel`,
      web: `https://replicate.com/p/${p.id}`,
    },
  });

  async function complete(prediction: Prediction): Promise<void> {
    prediction.completed_at = new Date().toISOString();
    const input = prediction.input;
    const prompt = typeof input.prompt === 'string' ? input.prompt : undefined;
    const image = imageFromDataUri(input.input_image ?? input.image)!;
    const failure =
      prediction.failure ??
      ((prompt && /nsfw/i.test(prompt)) || (await isMagentaMarker(image))
        ? REPLICATE_NSFW_ERROR
        : undefined);
    if (failure) {
      prediction.status = 'failed';
      prediction.error = failure;
      return;
    }
    const format = prompt ? String(input.output_format ?? 'png') : 'png';
    const bytes = prompt
      ? await scene(image, prompt, format, prediction.alteration)
      : await cutOut(image);
    const path = `/files/${prediction.id}/output.${format}`;
    const scripted = prediction.scripted;
    files.set(path, {
      status: scripted?.status ?? 200,
      bytes: scripted?.bytes ?? bytes,
      contentType: scripted?.contentType ?? `image/${format === 'jpg' ? 'jpeg' : format}`,
    });
    const url = scripted?.url ?? `${server.url}${path}`;
    prediction.status = 'succeeded';
    prediction.output =
      prompt && /flagged-output/i.test(prompt) ? { images: [url], has_nsfw_concepts: [true] } : url;
  }

  async function scene(
    image: Buffer,
    prompt: string,
    format: string,
    alteration: SceneAlteration | undefined,
  ): Promise<Buffer> {
    const png = await standInScene(image, { size: sceneSize, prompt, alteration });
    if (format === 'jpg') return sharp(png).jpeg().toBuffer();
    if (format === 'webp') return sharp(png).webp().toBuffer();
    return png;
  }

  return {
    baseUrl: `${server.url}/v1`,
    token,
    requests: server.requests,
    apiRequests: () => server.requests.filter(isApi),
    failNext(status, body, times = 1) {
      const [title, detail] = TITLES[status] ?? [`Error ${status}`, 'Something went wrong.'];
      server.failNext(
        {
          status,
          body: body ?? { detail, status, title },
          headers: status === 429 ? { 'retry-after': '1' } : undefined,
        },
        times,
      );
    },
    delayNext: (ms, times = 1) => server.delayNext(ms, times),
    failPredictionNext(error, times = 1) {
      for (let i = 0; i < times; i++) predictionFailures.push(error);
    },
    stallPredictions(value = true) {
      stalled = value;
    },
    scriptNextOutput(output) {
      scriptedOutputs.push(output);
    },
    alterNextScene(alteration, times = 1) {
      for (let i = 0; i < times; i++) alterations.push(alteration);
    },
    holdNextPoll() {
      server.holdNext((r) => r.method === 'GET' && /^\/v1\/predictions\/[^/]+$/.test(r.path));
    },
    nextRequest: (matches) => server.nextRequest(matches),
    aborted: (request) => server.aborted(request),
    answered: (request) => server.answered(request),
    reset() {
      server.reset();
      predictionFailures = [];
      scriptedOutputs = [];
      alterations = [];
      stalled = false;
    },
    close: () => server.close(),
  };
}

function problem(status: number, detail?: string): Answer {
  const [title, fallback] = TITLES[status] ?? [`Error ${status}`, 'Something went wrong.'];
  return { status, body: { detail: detail ?? fallback, status, title } };
}

/** The image with pixels close to its top-left pixel's colour made transparent. */
async function cutOut(image: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [r0, g0, b0] = [data[0]!, data[1]!, data[2]!];
  for (let o = 0; o < data.length; o += 4) {
    const d = Math.abs(data[o]! - r0) + Math.abs(data[o + 1]! - g0) + Math.abs(data[o + 2]! - b0);
    if (d <= 40) data[o + 3] = 0;
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer();
}
