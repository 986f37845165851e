import { ENGINE_TEST_PROVIDERS } from '@studio/infra/testing/test-worker';
import request from 'supertest';
import { createApp } from '../app';
import {
  type AiProviders,
  ProviderError,
  SensitiveContentError,
} from '@studio/orchestrator/providers/capabilities';
import { createLocalProviders } from '@studio/orchestrator/providers/local/local-providers';
import { seedContent, solidPng } from '@studio/infra/testing/content-fixtures';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import { CSRF, registerAndSignIn, type SignedIn } from '@studio/infra/testing/test-users';
import { registerVerified } from '@studio/infra/testing/verified-users';
import { analysisResultSchema, TOO_MANY_IMAGES } from '../contract/products';

/**
 * The local providers, with three file names and one text that make them misbehave on purpose:
 * the workflow, the worker and Temporal are real; only the model's answer is chosen.
 */
let releaseSlow!: () => void;
const slowReleased = new Promise<void>((resolve) => (releaseSlow = resolve));
function misbehavingProviders(): AiProviders {
  const local = createLocalProviders(ENGINE_TEST_PROVIDERS);
  return {
    ...local,
    productAnalyst: {
      async analyseProduct(input, options) {
        if (input.filenames.includes('flagged.png')) throw new SensitiveContentError();
        if (input.filenames.includes('broken.png')) {
          throw new ProviderError('The model is down.', false);
        }
        if (input.filenames.includes('slow.png')) await slowReleased;
        return local.productAnalyst.analyseProduct(input, options);
      },
    },
    textEnhancer: {
      async enhanceText(input, options) {
        if (input.text === 'please fail') throw new ProviderError('The model is down.', false);
        return local.textEnhancer.enhanceText(input, options);
      },
    },
  };
}

let t: TestApp;
let creator: SignedIn;
let unverified: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  t = await startTestApp({ providers: misbehavingProviders() });
  [creator, unverified, other] = await Promise.all([
    registerVerified(t),
    registerAndSignIn(t.app),
    registerVerified(t),
  ]);
});
afterAll(async () => {
  releaseSlow();
  await t.close();
});

const post = (agent: SignedIn['agent'], path: string, body: object) =>
  agent.post(path).set(CSRF).send(body);
const fileRecords = async () => (await t.database.db('files').select('key')).map((f) => f.key);

const AI_CALLS = [
  '/api/products/analyze',
  '/api/products/analyze-url',
  '/api/products/analyze-image',
  '/api/products/analyze-images',
  '/api/products/analyze-content-image',
  '/api/products/analyze-content-images',
  '/api/products/enhance-packshot',
  '/api/enhance-product-text',
];

describe('who may analyse', () => {
  it.each(AI_CALLS)('POST %s answers 401 when signed out', async (path) => {
    await request(t.app.callback()).post(path).set(CSRF).send({}).expect(401);
  });

  it.each(AI_CALLS)(
    'POST %s answers 403 before a verified email, storing nothing',
    async (path) => {
      const before = await fileRecords();
      const { body } = await post(unverified.agent, path, {
        image: toDataUrl(await solidPng('#abcdef')),
        images: [toDataUrl(await solidPng('#abcdee'))],
      }).expect(403);
      expect(body).toEqual({
        requiresVerification: true,
        error: 'email_verification_required',
        message: 'Please verify your email address before using credits.',
      });
      expect(await fileRecords()).toEqual(before);
    },
  );
});

describe('POST /api/products/analyze-image(s)', () => {
  it('names the product from the file name and describes it; the stored copy is the creator’s', async () => {
    const { body } = await post(creator.agent, '/api/products/analyze-image', {
      image: toDataUrl(await productPhoto()),
      filename: 'red-leather-bag_02.JPG',
    }).expect(200);
    const result = analysisResultSchema.parse(body);
    expect(result.name).toBe('Red Leather Bag');
    expect(result.description.length).toBeGreaterThan(20);
    expect(result.imageUrls).toEqual([expect.stringMatching(/^\/files\/[0-9a-f]{64}\.png$/)]);
    expect(result).not.toHaveProperty('draftProductId');

    await creator.agent.get(result.imageUrls[0]!).expect(200);
    await other.agent.get(result.imageUrls[0]!).expect(404);
    // Being the creator's, the analysed images can become the product's.
    const saved = await post(creator.agent, '/api/products', {
      name: result.name,
      imageUrls: result.imageUrls,
    }).expect(201);
    expect(saved.body.imageUrl).toBe(result.imageUrls[0]);
  });

  it('analyses up to five images together and keeps their order', async () => {
    const images = await Promise.all(
      ['#aa3311', '#11aa33', '#3311aa'].map(async (c) => toDataUrl(await solidPng(c, 64))),
    );
    const { body } = await post(creator.agent, '/api/products/analyze-images', {
      images,
      filenames: ['oak-stool.png', 'oak-stool-2.png', 'oak-stool-3.png'],
    }).expect(200);
    expect(body.name).toBe('Oak Stool');
    expect(body.imageUrls).toHaveLength(3);
    expect(new Set(body.imageUrls).size).toBe(3);
  });

  it('refuses six images with 400 too_many_images and stores nothing', async () => {
    const before = await fileRecords();
    const image = toDataUrl(await solidPng('#121212'));
    const { body } = await post(creator.agent, '/api/products/analyze-images', {
      images: Array(6).fill(image),
    }).expect(400);
    expect(body).toEqual({ error: 'too_many_images', message: TOO_MANY_IMAGES });
    expect(await fileRecords()).toEqual(before);
  });

  it('refuses a file that is not an image with 400 invalid_image and stores nothing', async () => {
    const before = await fileRecords();
    const { body } = await post(creator.agent, '/api/products/analyze-images', {
      images: [toDataUrl(await solidPng('#343434')), toDataUrl(Buffer.from('%PDF-1.7'))],
    }).expect(400);
    expect(body).toEqual({ error: 'invalid_image', message: 'Please select valid image files' });
    await post(creator.agent, '/api/products/analyze-image', {}).expect(400);
    expect(await fileRecords()).toEqual(before);
  });

  it('answers flagged content with the 422 the UI’s sensitive-content dialog expects', async () => {
    const { body } = await post(creator.agent, '/api/products/analyze-image', {
      image: toDataUrl(await solidPng('#565656')),
      filename: 'flagged.png',
    }).expect(422);
    expect(body).toMatchObject({
      error: 'sensitive_content',
      errorType: 'SENSITIVE_CONTENT',
      errorCode: 'E005',
      message: expect.stringMatching(/sensitive/),
    });
  });

  it('answers a failed model with 502 analysis_failed', async () => {
    const { body } = await post(creator.agent, '/api/products/analyze-image', {
      image: toDataUrl(await solidPng('#787878')),
      filename: 'broken.png',
    }).expect(502);
    expect(body).toEqual({
      error: 'analysis_failed',
      message: 'Could not analyze the product. Please try again.',
    });
  });

  it('answers 504 analysis_timeout when the analysis outlasts the wait', async () => {
    // The same app with a one-second wait; the analyst holds until the test lets it go.
    const impatient = createApp({ ...t.deps, analysisTimeoutMs: 1000 });
    const agent = request.agent(impatient.callback());
    await agent
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email: creator.email, password: creator.password })
      .expect(200);
    const started = Date.now();
    const { body } = await post(agent, '/api/products/analyze-image', {
      image: toDataUrl(await solidPng('#9a9a9a')),
      filename: 'slow.png',
    }).expect(504);
    expect(body).toEqual({
      error: 'analysis_timeout',
      message: 'The analysis is taking longer than expected. Please try again.',
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    releaseSlow();
  });
});

describe('POST /api/products/analyze-content-image(s)', () => {
  let ownUrls: string[];
  let theirUrl: string;
  beforeAll(async () => {
    await seedContent(t.database.db, t.deps.store, creator.user.id, { count: 2 });
    ownUrls = (await creator.agent.get('/api/content?limit=2').expect(200)).body.content.map(
      (c: { contentUrls: string[] }) => c.contentUrls[0],
    );
    await seedContent(t.database.db, t.deps.store, other.user.id, { count: 1 });
    theirUrl = (await other.agent.get('/api/content').expect(200)).body.content[0].contentUrls[0];
  });

  it('analyses the creator’s own content images, answering them as the images', async () => {
    const one = await post(creator.agent, '/api/products/analyze-content-image', {
      imageUrl: ownUrls[0],
    }).expect(200);
    expect(analysisResultSchema.parse(one.body).imageUrls).toEqual([ownUrls[0]]);

    const both = await post(creator.agent, '/api/products/analyze-content-images', {
      imageUrls: ownUrls,
    }).expect(200);
    expect(both.body.imageUrls).toEqual(ownUrls);
    expect(both.body.name).toEqual(expect.any(String));
  });

  it('answers 404 file_not_found for someone else’s image, 400 for a URL of another kind', async () => {
    const theirs = await post(creator.agent, '/api/products/analyze-content-images', {
      imageUrls: [ownUrls[0], theirUrl],
    }).expect(404);
    expect(theirs.body.error).toBe('file_not_found');
    const web = await post(creator.agent, '/api/products/analyze-content-image', {
      imageUrl: 'http://127.0.0.1:7233/',
    }).expect(400);
    expect(web.body.error).toBe('invalid_image_url');
    const none = await post(creator.agent, '/api/products/analyze-content-images', {
      imageUrls: [],
    }).expect(400);
    expect(none.body.error).toBe('invalid_image');
  });
});

describe('POST /api/enhance-product-text', () => {
  it('answers the enhanced text', async () => {
    const { body } = await post(creator.agent, '/api/enhance-product-text', {
      field: 'description',
      text: 'a red bag. it is leather and it fits a laptop',
    }).expect(200);
    expect(body).toEqual({
      improved: true,
      enhancedText: 'A red bag.\n\n• Leather\n• Fits a laptop',
    });
  });

  it('makes a description follow the product’s name as it now stands (a rename)', async () => {
    const { body } = await post(creator.agent, '/api/enhance-product-text', {
      field: 'description',
      text: 'A silver product with black accents. Its low, wide silhouette gives it a grounded, generous look.',
      productName: 'Roadster GT',
    }).expect(200);
    expect(body.improved).toBe(true);
    expect(body.enhancedText).toMatch(/^Roadster GT, in silver with black accents/);
    expect(body.enhancedText).not.toContain('A silver product');
  });

  it('answers the text as it was, and why, when it could not be improved', async () => {
    const { body } = await post(creator.agent, '/api/enhance-product-text', {
      field: 'description',
      text: 'red bag',
    }).expect(200);
    expect(body).toEqual({
      improved: false,
      enhancedText: 'red bag',
      reason:
        'This description is too short to rewrite. Add what the product is, what it is made of or what it is for, and try again.',
    });
  });

  it.each([
    [{ field: 'price', text: 'x' }, 'field: field must be name or description'],
    [{ field: 'name', text: '   ' }, 'text: Text is required'],
    [{ field: 'name' }, expect.stringMatching(/^text: /)],
  ])('refuses %j with 400 validation_error', async (bad, message) => {
    const { body } = await post(creator.agent, '/api/enhance-product-text', bad).expect(400);
    expect(body).toEqual({ error: 'validation_error', message });
  });

  it('answers a failed model with 502 enhancement_failed', async () => {
    const { body } = await post(creator.agent, '/api/enhance-product-text', {
      field: 'name',
      text: 'please fail',
    }).expect(502);
    expect(body).toEqual({ error: 'enhancement_failed', message: 'Could not enhance the text.' });
  });
});
