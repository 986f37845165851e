import sharp from 'sharp';
import { freePort } from '@studio/infra/free-port';
import {
  type OpenAiStandIn,
  startOpenAiStandIn,
} from '@studio/infra/testing/stand-ins/openai-stand-in';
import { productPhoto } from '@studio/infra/testing/test-images';
import { SensitiveContentError } from '../providers/capabilities';
import { OpenAiCaptionWriter } from '../providers/openai/openai-caption-writer';
import { type OpenAiSettings } from '../providers/openai/openai-client';
import { OpenAiModerator } from '../providers/openai/openai-moderator';
import { notCancelled } from './provider-calls';

let standIn: OpenAiStandIn;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

const settings = (overrides: Partial<OpenAiSettings> = {}): OpenAiSettings => ({
  apiKey: standIn.apiKey,
  baseUrl: standIn.baseUrl,
  model: 'gpt-test-vision',
  timeoutMs: 5000,
  ...overrides,
});

const retryable = (code: string) => ({ name: 'ProviderError', retryable: true, code });
const final = (code: string) => ({ name: 'ProviderError', retryable: false, code });
const sensitive = { name: 'SensitiveContentError', retryable: false, code: 'E005' };

const magenta = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff00ff' } })
    .png()
    .toBuffer();

/** The hashtags at the end of a caption, and the text before them. */
function split(text: string): { body: string; tags: string[] } {
  const [body, tagLine] = text.split('\n\n#');
  return { body: body!, tags: tagLine ? `#${tagLine}`.split(' ') : [] };
}

interface ChatRequest {
  model: string;
  messages: {
    role: string;
    content: string | { type: string; text?: string; image_url?: { url: string } }[];
  }[];
  response_format: {
    type: string;
    json_schema: { name: string; strict: boolean; schema: Record<string, unknown> };
  };
}

describe('OpenAiCaptionWriter', () => {
  const writer = (overrides: Partial<OpenAiSettings> = {}) =>
    new OpenAiCaptionWriter(settings(overrides));

  it('asks the configured model with the image, tone and context, for structured JSON', async () => {
    const result = await writer().writeCaption(
      {
        image: await productPhoto(),
        tone: 'luxury',
        hashtags: 4,
        context: 'Aurora silk scarf',
      },
      notCancelled,
    );

    expect(result).toMatchObject({ provider: 'openai', model: 'gpt-test-vision' });
    const { body, tags } = split(result.text);
    expect(body).toMatch(/^A product photographed in rgb\(\d+, \d+, \d+\) tones/);
    expect(tags).toEqual(['#productphotography', '#shopsmall', '#newarrival', '#smallbusiness']);

    const request = standIn.requests[0]!;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(request.headers.authorization).toBe(`Bearer ${standIn.apiKey}`);
    const sent = request.body as ChatRequest;
    expect(sent.model).toBe('gpt-test-vision');
    // A strict schema, written from the zod schema (zodResponseFormat), with its descriptions.
    expect(sent.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'social_caption',
        strict: true,
        schema: {
          type: 'object',
          properties: {
            caption: { type: 'string', description: 'The caption, without hashtags.' },
            hashtags: { type: 'array', items: { type: 'string' } },
          },
          required: ['caption', 'hashtags'],
          additionalProperties: false,
        },
      },
    });
    const parts = sent.messages.flatMap((m) => (Array.isArray(m.content) ? m.content : []));
    expect(parts.find((p) => p.type === 'image_url')?.image_url?.url).toMatch(
      /^data:image\/jpeg;base64,/,
    );
    const prompt = parts.find((p) => p.type === 'text')?.text;
    expect(prompt).toContain('Tone: luxury');
    expect(prompt).toContain('exactly 4 hashtags');
    expect(prompt).toContain('"""Aurora silk scarf"""');
  });

  it('ends with exactly the number of distinct hashtags asked for, whatever the model says', async () => {
    standIn.replyNext({
      content: JSON.stringify({
        caption: 'Soft as a cloud. #cozy #knit\nMade to keep.',
        hashtags: ['#Knitwear', 'knitwear', 'winter style', '#', 'cosy!'],
      }),
    });
    const result = await writer().writeCaption(
      {
        image: await productPhoto(),
        tone: 'friendly',
        hashtags: 6,
      },
      notCancelled,
    );
    const { body, tags } = split(result.text);
    expect(body).toBe('Soft as a cloud.\nMade to keep.');
    // The model's (cleaned, de-duplicated) first, then the tone's fillers.
    expect(tags).toEqual([
      '#knitwear',
      '#winterstyle',
      '#cosy',
      '#everydayessentials',
      '#madewithlove',
      '#shoplocal',
    ]);
  });

  it('writes no hashtags when none are asked for', async () => {
    const result = await writer().writeCaption(
      {
        image: await productPhoto(),
        tone: 'minimal',
        hashtags: 0,
      },
      notCancelled,
    );
    expect(result.text).not.toContain('#');
  });

  it('keeps only the model’s first hashtags when it suggests too many', async () => {
    standIn.replyNext({
      content: JSON.stringify({ caption: 'Bold.', hashtags: ['one1', 'two2', 'three3', 'four4'] }),
    });
    const result = await writer().writeCaption(
      {
        image: await productPhoto(),
        tone: 'playful',
        hashtags: 2,
      },
      notCancelled,
    );
    expect(result.text).toBe('Bold.\n\n#one1 #two2');
  });

  it('can end with as many as 30 hashtags', async () => {
    const result = await writer().writeCaption(
      {
        image: await productPhoto(),
        tone: 'playful',
        hashtags: 30,
      },
      notCancelled,
    );
    expect(new Set(split(result.text).tags).size).toBe(30);
  });

  it('refuses bad settings without calling OpenAI', async () => {
    const image = await productPhoto();
    await expect(
      writer().writeCaption({ image, tone: 'grumpy' as 'minimal', hashtags: 1 }, notCancelled),
    ).rejects.toMatchObject(final('invalid_tone'));
    await expect(
      writer().writeCaption({ image, tone: 'minimal', hashtags: 31 }, notCancelled),
    ).rejects.toMatchObject(final('invalid_hashtags'));
    await expect(
      writer().writeCaption(
        { image: Buffer.from('nope'), tone: 'minimal', hashtags: 1 },
        notCancelled,
      ),
    ).rejects.toMatchObject(final('invalid_image'));
    expect(standIn.requests).toHaveLength(0);
  });

  it('reports content_policy_violation as sensitive content (E005)', async () => {
    // The stand-in refuses the magenta test marker the way OpenAI refuses unsafe images.
    const error = await writer()
      .writeCaption({ image: await magenta(), tone: 'friendly', hashtags: 2 }, notCancelled)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SensitiveContentError);
    expect(error).toMatchObject(sensitive);

    standIn.failNext(400, { code: 'content_policy_violation', message: 'Rejected by safety.' });
    await expect(
      writer().writeCaption(
        { image: await productPhoto(), tone: 'friendly', hashtags: 2 },
        notCancelled,
      ),
    ).rejects.toMatchObject(sensitive);
  });

  it('reports a refusal as sensitive content (E005)', async () => {
    await expect(
      writer().writeCaption(
        {
          image: await productPhoto(),
          tone: 'friendly',
          hashtags: 2,
          context: '[refuse]',
        },
        notCancelled,
      ),
    ).rejects.toMatchObject(sensitive);
    standIn.replyNext({ content: null, finishReason: 'content_filter' });
    await expect(
      writer().writeCaption(
        { image: await productPhoto(), tone: 'friendly', hashtags: 2 },
        notCancelled,
      ),
    ).rejects.toMatchObject(sensitive);
  });

  it('retries an answer that is not the JSON asked for', async () => {
    standIn.replyNext({ content: '{"caption": "cut off', finishReason: 'length' });
    await expect(
      writer().writeCaption(
        { image: await productPhoto(), tone: 'friendly', hashtags: 2 },
        notCancelled,
      ),
    ).rejects.toMatchObject(retryable('invalid_output'));
  });

  it.each([
    [429, undefined, true, 'rate_limit_exceeded'],
    [429, 'insufficient_quota', false, 'insufficient_quota'],
    [500, undefined, true, 'http_500'],
    [503, undefined, true, 'http_503'],
    [400, undefined, false, 'http_400'],
    [403, undefined, false, 'model_not_found'],
    [404, undefined, false, 'model_not_found'],
  ])('maps HTTP %i (%s) to retryable: %s', async (status, code, isRetryable, expected) => {
    standIn.failNext(status, code ? { code } : undefined);
    await expect(
      writer().writeCaption(
        { image: await productPhoto(), tone: 'friendly', hashtags: 2 },
        notCancelled,
      ),
    ).rejects.toMatchObject({ name: 'ProviderError', retryable: isRetryable, code: expected });
    expect(standIn.requests).toHaveLength(1); // the SDK's own retries are off: Temporal retries
  });

  it('is refused with a wrong key (final)', async () => {
    await expect(
      writer({ apiKey: 'sk-wrong' }).writeCaption(
        {
          image: await productPhoto(),
          tone: 'friendly',
          hashtags: 2,
        },
        notCancelled,
      ),
    ).rejects.toMatchObject(final('invalid_api_key'));
  });

  it('gives up after the configured timeout (retryable)', async () => {
    standIn.delayNext(3000);
    const started = Date.now();
    await expect(
      writer({ timeoutMs: 300 }).writeCaption(
        {
          image: await productPhoto(),
          tone: 'friendly',
          hashtags: 2,
        },
        notCancelled,
      ),
    ).rejects.toMatchObject(retryable('timeout'));
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('retries when OpenAI cannot be reached', async () => {
    await expect(
      writer({ baseUrl: `http://127.0.0.1:${await freePort()}/v1` }).writeCaption(
        {
          image: await productPhoto(),
          tone: 'friendly',
          hashtags: 2,
        },
        notCancelled,
      ),
    ).rejects.toMatchObject(retryable('network'));
  });
});

describe('OpenAiModerator', () => {
  const moderator = (overrides: Partial<OpenAiSettings> = {}) =>
    new OpenAiModerator(settings({ model: 'omni-moderation-test', ...overrides }));

  it('sends the image to the configured moderation model and passes a product photo', async () => {
    const result = await moderator().moderate(await productPhoto(), notCancelled);
    expect(result).toEqual({
      flagged: false,
      categories: [],
      provider: 'openai',
      model: 'omni-moderation-test',
    });
    const request = standIn.requests[0]!;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/moderations',
      body: { model: 'omni-moderation-test', input: [{ type: 'image_url' }] },
    });
    expect(request.headers.authorization).toBe(`Bearer ${standIn.apiKey}`);
    const input = (request.body as { input: { image_url: { url: string } }[] }).input[0]!;
    expect(input.image_url.url).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('reports what was flagged, by category', async () => {
    const result = await moderator().moderate(await magenta(), notCancelled);
    expect(result).toMatchObject({ flagged: true, categories: ['sexual'] });
  });

  it.each([
    [429, true],
    [503, true],
    [401, false],
    [404, false],
  ])('maps HTTP %i to retryable: %s', async (status, isRetryable) => {
    standIn.failNext(status);
    await expect(moderator().moderate(await productPhoto(), notCancelled)).rejects.toMatchObject({
      name: 'ProviderError',
      retryable: isRetryable,
    });
  });

  it('reports content_policy_violation as sensitive content (E005)', async () => {
    standIn.failNext(400, { code: 'content_policy_violation' });
    await expect(moderator().moderate(await productPhoto(), notCancelled)).rejects.toMatchObject(
      sensitive,
    );
  });

  it('gives up after the configured timeout (retryable)', async () => {
    standIn.delayNext(3000);
    await expect(
      moderator({ timeoutMs: 300 }).moderate(await productPhoto(), notCancelled),
    ).rejects.toMatchObject(retryable('timeout'));
  });
});
