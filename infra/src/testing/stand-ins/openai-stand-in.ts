import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { isMagentaMarker, meanColour } from './stand-in-images';
import { type SceneAlteration, standInScene } from './stand-in-scenes';
import {
  type Answer,
  bearerToken,
  imageFromDataUri,
  isRecord,
  type RecordedRequest,
  StandInServer,
} from './stand-in-server';

/** What the next chat completion answers instead of the stand-in's own caption. */
export interface ScriptedReply {
  content?: string | null;
  refusal?: string | null;
  finishReason?: 'stop' | 'length' | 'content_filter';
}

export interface OpenAiStandIn {
  /** `http://127.0.0.1:<port>/v1`, for the client's `baseURL`. */
  baseUrl: string;
  /** The only key it accepts (`Authorization: Bearer <key>`); others get 401. */
  apiKey: string;
  requests: RecordedRequest[];
  /** The next `times` requests answer `status` with an OpenAI-shaped `{error: {message, type, code}}`. */
  failNext(
    status: number,
    error?: { message?: string; type?: string; code?: string | null },
    times?: number,
  ): void;
  /** The next `times` requests are answered after `ms` milliseconds. */
  delayNext(ms: number, times?: number): void;
  /** The next chat completion's message is this. */
  replyNext(reply: ScriptedReply): void;
  /** The next `times` image edits change the product as `alteration` says (stand-in-scenes.ts). */
  alterNextScene(alteration: SceneAlteration, times?: number): void;
  /**
   * The next request to `path` (`/v1/chat/completions` by default) is held open, never answered,
   * as a slow model would: the client is waiting on it until it closes it (a cancelled call).
   */
  holdNext(path?: string): void;
  /** The first request, already received or still to come, that `matches`. */
  nextRequest(matches: (request: RecordedRequest) => boolean): Promise<RecordedRequest>;
  /** When the client closed `request` before it was answered (`performance.now()`). */
  aborted(request: RecordedRequest): Promise<number>;
  reset(): void;
  close(): Promise<void>;
}

export const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/instructions',
  'self-harm/intent',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;

const ERRORS: Record<number, { message: string; type: string; code: string | null }> = {
  400: { message: 'Invalid request.', type: 'invalid_request_error', code: null },
  401: {
    message:
      'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
    type: 'invalid_request_error',
    code: 'invalid_api_key',
  },
  403: {
    message: 'Project does not have access to this model.',
    type: 'invalid_request_error',
    code: 'model_not_found',
  },
  404: {
    message: 'The model does not exist or you do not have access to it.',
    type: 'invalid_request_error',
    code: 'model_not_found',
  },
  429: {
    message: 'Rate limit reached for requests per min. Please try again in 1s.',
    type: 'requests',
    code: 'rate_limit_exceeded',
  },
  500: {
    message: 'The server had an error while processing your request. Sorry about that!',
    type: 'server_error',
    code: null,
  },
  503: {
    message: 'The engine is currently overloaded, please try again later.',
    type: 'server_error',
    code: null,
  },
};

const HASHTAG_WORDS = [
  'productphotography',
  'shopsmall',
  'newarrival',
  'smallbusiness',
  'handmade',
  'instashop',
  'musthave',
  'shopnow',
  'giftideas',
  'design',
  'style',
  'homedecor',
  'minimal',
  'details',
  'madewithlove',
  'onlineshop',
  'newin',
  'curated',
  'stilllife',
  'flatlay',
  'aesthetic',
  'everyday',
  'treatyourself',
  'wishlist',
  'supportlocal',
  'brandstory',
  'creative',
  'quality',
  'favourite',
  'trending',
  'lookbook',
  'inspo',
];

/**
 * A local HTTP server that speaks as much of OpenAI's API as the official `openai` client uses
 * for captions, moderation, product analysis and text enhancement:
 * - `POST /v1/chat/completions`, by the name of the `json_schema` asked for (a request that is
 *   not what that call sends is answered 400):
 *   - `social_caption` (captions): a vision request (an `image_url` part holding a decodable data
 *     URL, `caption` and `hashtags` properties), answered `{caption, hashtags}` describing the
 *     image's mean colour, with as many hashtags as the prompt asks for ("N hashtags");
 *   - `product_analysis`: one or more decodable `image_url` parts, `name` and `description`
 *     properties, answered `{name: 'Stand-In Product', description}` naming the first image's
 *     mean colour and the number of images;
 *   - `enhanced_text`: no image needed, a `text` property, answered `{text: 'Enhanced: …'}` with
 *     the text the prompt quotes between triple quotes.
 * - `POST /v1/moderations`: classifies each `image_url` input.
 * - `POST /v1/images/edits` (multipart): a scene made from `image` (the product on transparency)
 *   as a model that keeps the product makes it (stand-in-scenes.ts), `size` square (256, 512 or
 *   1024; drawn at 512 at most), answered as `b64_json`; the request's fields are recorded as its `body` (files as
 *   `{name, type, bytes}`). `alterNextScene` makes it change the product instead. A `mask` must be
 *   a PNG of the image's size; the magenta marker is refused as `moderation_blocked`.
 * Errors have OpenAI's shape, `{error: {message, type, param, code}}`.
 *
 * Deterministic content modes: an image that is the magenta test marker (see stand-in-images.ts)
 * is flagged `sexual` by moderation and refused by chat completions with a 400
 * `content_policy_violation`; a prompt containing `[refuse]` gets a refusal message (any schema).
 */
export async function startOpenAiStandIn(
  options: { apiKey?: string } = {},
): Promise<OpenAiStandIn> {
  const apiKey = options.apiKey ?? `sk-test-${randomBytes(12).toString('hex')}`;
  let replies: ScriptedReply[] = [];
  let alterations: SceneAlteration[] = [];

  const server = new StandInServer(
    async (request) => {
      if (bearerToken(request.headers) !== apiKey) return error(401);
      const body = isRecord(request.body) ? request.body : {};
      if (request.method === 'POST' && request.path === '/v1/chat/completions') {
        return chatCompletion(body, replies.shift());
      }
      if (request.method === 'POST' && request.path === '/v1/moderations') {
        return moderation(body);
      }
      if (request.method === 'POST' && request.path === '/v1/images/edits') {
        return imageEdit(request, () => alterations.shift());
      }
      return error(404, {
        message: `Unknown request URL: ${request.method} ${request.path}.`,
        code: 'unknown_url',
      });
    },
    () => true,
  );
  await server.listen();

  return {
    baseUrl: `${server.url}/v1`,
    apiKey,
    requests: server.requests,
    failNext(status, override, times = 1) {
      server.failNext(
        {
          status,
          body: errorBody(status, override),
          headers: status === 429 ? { 'retry-after': '1' } : undefined,
        },
        times,
      );
    },
    delayNext: (ms, times = 1) => server.delayNext(ms, times),
    replyNext(reply) {
      replies.push(reply);
    },
    alterNextScene(alteration, times = 1) {
      for (let i = 0; i < times; i++) alterations.push(alteration);
    },
    holdNext(path = '/v1/chat/completions') {
      server.holdNext((r) => r.path === path);
    },
    nextRequest: (matches) => server.nextRequest(matches),
    aborted: (request) => server.aborted(request),
    reset() {
      server.reset();
      replies = [];
      alterations = [];
    },
    close: () => server.close(),
  };
}

async function chatCompletion(
  body: Record<string, unknown>,
  scripted: ScriptedReply | undefined,
): Promise<Answer> {
  if (typeof body.model !== 'string' || body.model === '') {
    return error(400, { message: 'you must provide a model parameter', param: 'model' });
  }
  const messages = Array.isArray(body.messages) ? body.messages.filter(isRecord) : [];
  if (messages.length === 0) {
    return error(400, {
      message: "'messages' must contain at least one message.",
      param: 'messages',
    });
  }
  const parts = messages.flatMap((m) =>
    Array.isArray(m.content) ? m.content.filter(isRecord) : [],
  );
  const text = [
    ...messages.map((m) => (typeof m.content === 'string' ? m.content : '')),
    ...parts.map((p) => (p.type === 'text' && typeof p.text === 'string' ? p.text : '')),
  ].join('\n');
  const format = isRecord(body.response_format) ? body.response_format : {};
  const schema = isRecord(format.json_schema) ? format.json_schema : {};
  const properties =
    isRecord(schema.schema) && isRecord(schema.schema.properties) ? schema.schema.properties : {};
  const wants = (...names: string[]) =>
    format.type === 'json_schema' &&
    typeof schema.name === 'string' &&
    names.every((name) => isRecord(properties[name]));

  // Text enhancement: no image, `{text}` out.
  if (schema.name === 'enhanced_text') {
    if (!wants('text')) return badFormat('a text property');
    const quoted = /"""([\s\S]*)"""/.exec(text)?.[1] ?? '';
    return completion(body.model, scripted, text, () => ({
      text: `Enhanced: ${quoted.replace(/\s+/g, ' ').trim()}`,
    }));
  }

  const imageParts = parts.filter((p) => p.type === 'image_url');
  if (imageParts.length === 0) {
    return error(400, {
      message: 'This stand-in expects an image_url content part.',
      param: 'messages',
    });
  }
  const images: Buffer[] = [];
  for (const part of imageParts) {
    const image = await decodable(isRecord(part.image_url) ? part.image_url.url : undefined);
    if (!image) {
      return error(400, {
        message: 'You uploaded an unsupported image. Please make sure your image is valid.',
        param: 'messages',
        code: 'invalid_image_format',
      });
    }
    images.push(image);
  }
  const product = schema.name === 'product_analysis';
  if (product && !wants('name', 'description')) return badFormat('name and description');
  if (!product && !wants('caption', 'hashtags')) return badFormat('caption and hashtags');
  for (const image of images) {
    if (await isMagentaMarker(image)) {
      return error(400, {
        message:
          'Your request was rejected as a result of our safety system. Your prompt may contain text that is not allowed by our safety system.',
        code: 'content_policy_violation',
      });
    }
  }
  const colour = await meanColour(images[0]!);

  // Product analysis: one or more images, `{name, description}` out.
  if (product) {
    const photos = images.length === 1 ? '1 photo' : `${images.length} photos`;
    return completion(body.model, scripted, text, () => ({
      name: 'Stand-In Product',
      description: `A product photographed in ${colour} tones, seen in ${photos}.`,
    }));
  }
  const wanted = Number(/(\d+)\s+hashtags?/i.exec(text)?.[1] ?? 5);
  return completion(body.model, scripted, text, () => ({
    caption: `A product photographed in ${colour} tones, ready for its close-up.`,
    hashtags: HASHTAG_WORDS.slice(0, Math.min(wanted, HASHTAG_WORDS.length)),
  }));
}

/**
 * A chat completion whose JSON content is `answer()`, unless a reply was scripted or the prompt
 * says `[refuse]` (then a refusal).
 */
function completion(
  model: unknown,
  scripted: ScriptedReply | undefined,
  prompt: string,
  answer: () => Record<string, unknown>,
): Answer {
  let message: { content: string | null; refusal: string | null };
  if (scripted) {
    message = { content: scripted.content ?? null, refusal: scripted.refusal ?? null };
  } else if (prompt.includes('[refuse]')) {
    message = { content: null, refusal: "I'm sorry, I can't help with that request." };
  } else {
    message = { content: JSON.stringify(answer()), refusal: null };
  }
  return {
    status: 200,
    body: {
      id: `chatcmpl-${randomBytes(12).toString('hex')}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', ...message, annotations: [] },
          logprobs: null,
          finish_reason: scripted?.finishReason ?? 'stop',
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 40, total_tokens: 140 },
    },
  };
}

function badFormat(expected: string): Answer {
  return error(400, {
    message: `Invalid 'response_format': expected a json_schema with ${expected}.`,
    param: 'response_format',
  });
}

async function moderation(body: Record<string, unknown>): Promise<Answer> {
  if (body.model !== undefined && (typeof body.model !== 'string' || body.model === '')) {
    return error(400, { message: "Invalid 'model'.", param: 'model' });
  }
  const inputs = Array.isArray(body.input) ? body.input.filter(isRecord) : [];
  if (inputs.length === 0 && typeof body.input !== 'string') {
    return error(400, { message: "'input' is required.", param: 'input' });
  }
  let flagged = false;
  for (const input of inputs.filter((i) => i.type === 'image_url')) {
    const image = await decodable(isRecord(input.image_url) ? input.image_url.url : undefined);
    if (!image) {
      return error(400, {
        message: 'The image could not be read. Please make sure your image is valid.',
        param: 'input',
        code: 'invalid_image_format',
      });
    }
    if (await isMagentaMarker(image)) flagged = true;
  }
  const categories = Object.fromEntries(
    MODERATION_CATEGORIES.map((c) => [c, flagged && c === 'sexual']),
  );
  const scores = Object.fromEntries(
    MODERATION_CATEGORIES.map((c) => [c, flagged && c === 'sexual' ? 0.97 : 0.0001]),
  );
  const appliesTo = Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, ['image']]));
  return {
    status: 200,
    body: {
      id: `modr-${randomBytes(12).toString('hex')}`,
      model: body.model ?? 'omni-moderation-latest',
      results: [
        { flagged, categories, category_scores: scores, category_applied_input_types: appliesTo },
      ],
    },
  };
}

/** A file of a multipart request, as recorded. */
export interface UploadedFile {
  name: string;
  type: string;
  bytes: Buffer;
}

async function imageEdit(
  request: RecordedRequest,
  nextAlteration: () => SceneAlteration | undefined,
): Promise<Answer> {
  let form: FormData;
  try {
    form = await new Request('http://stand-in/', {
      method: 'POST',
      headers: { 'content-type': String(request.headers['content-type'] ?? '') },
      body: new Uint8Array(request.raw),
    }).formData();
  } catch {
    return error(400, { message: 'Expected a multipart/form-data body.' });
  }
  const fields: Record<string, string | UploadedFile> = {};
  for (const [name, value] of form) {
    fields[name] =
      typeof value === 'string'
        ? value
        : { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
  }
  request.body = fields;
  const file = (name: string) => {
    const value = fields[name] ?? fields[`${name}[]`];
    return typeof value === 'object' ? value : undefined;
  };
  if (typeof fields.model !== 'string' || fields.model === '') {
    return error(400, { message: 'you must provide a model parameter', param: 'model' });
  }
  if (typeof fields.prompt !== 'string' || fields.prompt === '') {
    return error(400, { message: "Missing required parameter: 'prompt'.", param: 'prompt' });
  }
  const size = Number(/^(256|512|1024)x\1$/.exec(String(fields.size ?? '1024x1024'))?.[1]);
  if (!size) {
    return error(400, { message: "Invalid value for 'size'.", param: 'size' });
  }
  const image = file('image');
  const meta =
    image &&
    (await sharp(image.bytes)
      .metadata()
      .catch(() => undefined));
  if (!image || !meta) {
    return error(400, {
      message: 'Invalid image file or mode for image 1, please check your image file.',
      param: 'image',
      code: 'invalid_image_file',
    });
  }
  const mask = file('mask');
  if (mask) {
    const m = await sharp(mask.bytes)
      .metadata()
      .catch(() => undefined);
    if (m?.format !== 'png' || m.width !== meta.width || m.height !== meta.height) {
      return error(400, {
        message: 'Invalid mask image: it must be a PNG of the same size as the image.',
        param: 'mask',
        code: 'invalid_image_file',
      });
    }
  }
  // The marker is judged on the product, not on the transparent square it was placed on.
  const product = await sharp(image.bytes)
    .trim()
    .toBuffer()
    .catch(() => image.bytes);
  if (await isMagentaMarker(product)) {
    return error(400, {
      message: 'Your request was rejected by the safety system.',
      code: 'moderation_blocked',
    });
  }
  // Drawn at up to 512 px and scaled up: a 1024 px scene drawn pixel by pixel slows every test.
  const drawn = await standInScene(image.bytes, {
    size: Math.min(size, 512),
    prompt: fields.prompt,
    alteration: nextAlteration(),
  });
  const scene = size > 512 ? await sharp(drawn).resize(size, size).png().toBuffer() : drawn;
  return {
    status: 200,
    body: {
      created: Math.floor(Date.now() / 1000),
      data: [{ b64_json: scene.toString('base64') }],
      usage: { input_tokens: 400, output_tokens: 1000, total_tokens: 1400 },
    },
  };
}

async function decodable(url: unknown): Promise<Buffer | undefined> {
  const bytes = imageFromDataUri(url);
  if (!bytes) return undefined;
  return (await sharp(bytes)
    .metadata()
    .catch(() => undefined))
    ? bytes
    : undefined;
}

function errorBody(
  status: number,
  override: { message?: string; type?: string; code?: string | null; param?: string } = {},
) {
  const base = ERRORS[status] ?? { message: `Error ${status}.`, type: 'api_error', code: null };
  return {
    error: {
      message: override.message ?? base.message,
      type: override.type ?? base.type,
      param: override.param ?? null,
      code: override.code === undefined ? base.code : override.code,
    },
  };
}

function error(
  status: number,
  override?: { message?: string; type?: string; code?: string | null; param?: string },
): Answer {
  return { status, body: errorBody(status, override) };
}
