import { type AiProviders, type BackgroundRemover, type SceneGenerator } from './capabilities';
import { FaultDrillFile, type FaultSwitch, noFaults } from './local/fault-drills';
import { RandomFaults, type RandomFaultSettings, bothFaults } from './local/random-faults';
import { type IsnetSize } from './local/isnet-model';
import { LocalBackgroundRemover } from './local/local-background-remover';
import { LocalCaptionWriter } from './local/local-caption-writer';
import { LocalMlBackgroundRemover } from './local/local-ml-background-remover';
import { LocalModerator } from './local/local-moderator';
import { LocalProductAnalyst } from './local/local-product-analyst';
import { LocalSceneGenerator } from './local/local-scene-generator';
import { LocalTextEnhancer } from './local/local-text-enhancer';
import { OpenAiCaptionWriter } from './openai/openai-caption-writer';
import { OpenAiModerator } from './openai/openai-moderator';
import { OpenAiProductAnalyst } from './openai/openai-product-analyst';
import { OpenAiSceneGenerator } from './openai/openai-scene-generator';
import { OpenAiTextEnhancer } from './openai/openai-text-enhancer';
import { ReplicateBackgroundRemover } from './replicate/replicate-background-remover';
import { ReplicateSceneGenerator } from './replicate/replicate-scene-generator';

/** Which implementation serves each capability, and how to reach the cloud ones. */
export interface AiConfig {
  /** `local-ml`: the ISNet model, offline; `classic`: the flood fill; `replicate`: the cloud. */
  backgroundRemoval: 'local-ml' | 'classic' | 'replicate';
  /** The local-ml remover's weights (quantised or fp16) and onnxruntime threads. */
  localMl: { model: IsnetSize; threads: number };
  scenes: 'local' | 'replicate' | 'openai';
  captions: 'local' | 'openai';
  moderation: 'local' | 'openai';
  productAnalysis: 'local' | 'openai';
  textEnhancement: 'local' | 'openai';
  replicate: {
    apiToken?: string;
    /** Undefined: the SDK's default. */
    baseUrl?: string;
    backgroundModel: string;
    sceneModel: string;
    /** How often running predictions are polled; 1 s when not set. */
    pollIntervalMs?: number;
  };
  openai: {
    apiKey?: string;
    baseUrl?: string;
    captionModel: string;
    moderationModel: string;
    /** A vision chat model for product analysis. */
    productModel: string;
    /** A chat model for text enhancement. */
    textModel: string;
    /** An image-edits model for scenes. */
    sceneModel: string;
  };
  /** Bound on each provider call, in milliseconds. */
  requestTimeoutMs: number;
  /**
   * Fault drills only (`AI_FAULTS_FILE`, refused in production): the JSON file whose outages make
   * the local scenes and captions fail; undefined, no faults.
   */
  faultsFile?: string;
  /** The chaos suite only (`AI_FAULTS`, refused in production): random faults; none by default. */
  randomFaults?: RandomFaultSettings;
}

/**
 * Product analysis and text enhancement answer a creator who waits at most 30 s
 * (ANALYSIS_TIMEOUT_MS) for the whole workflow, so their calls are bounded tighter than the rest.
 */
export const PRODUCT_CALL_TIMEOUT_MS = 20_000;

/**
 * The providers the worker uses, one implementation per capability as configured. A cloud
 * provider without its credentials is refused here too (the config check names the variable
 * first), so a misconfigured worker never starts rather than failing at its first request.
 */
export function createProviders(config: AiConfig): AiProviders {
  const timeoutMs = config.requestTimeoutMs;
  const replicate = (model: string) => ({
    apiToken: required(config.replicate.apiToken, 'REPLICATE_API_TOKEN'),
    baseUrl: config.replicate.baseUrl,
    model,
    timeoutMs,
    pollIntervalMs: config.replicate.pollIntervalMs,
  });
  const openai = (model: string, bound = timeoutMs) => ({
    apiKey: required(config.openai.apiKey, 'OPENAI_API_KEY'),
    baseUrl: config.openai.baseUrl,
    model,
    timeoutMs: Math.min(timeoutMs, bound),
  });

  const backgroundRemover = createBackgroundRemover(config, () =>
    replicate(config.replicate.backgroundModel),
  );
  const drills: FaultSwitch = config.faultsFile ? new FaultDrillFile(config.faultsFile) : noFaults;
  const faults = config.randomFaults
    ? bothFaults(drills, new RandomFaults(config.randomFaults))
    : drills;
  return {
    backgroundRemover,
    sceneGenerator: createSceneGenerator(config.scenes, {
      replicate: () => new ReplicateSceneGenerator(replicate(config.replicate.sceneModel)),
      openai: () => new OpenAiSceneGenerator(openai(config.openai.sceneModel)),
      // The local scenes cut opaque photos out with whichever remover is configured.
      local: () => new LocalSceneGenerator(backgroundRemover, faults),
    }),
    captionWriter:
      config.captions === 'openai'
        ? new OpenAiCaptionWriter(openai(config.openai.captionModel))
        : // Like the local scenes, the local captions and analyses measure the cut-out product.
          new LocalCaptionWriter(backgroundRemover, faults),
    moderator:
      config.moderation === 'openai'
        ? new OpenAiModerator(openai(config.openai.moderationModel))
        : new LocalModerator(),
    productAnalyst:
      config.productAnalysis === 'openai'
        ? new OpenAiProductAnalyst(openai(config.openai.productModel, PRODUCT_CALL_TIMEOUT_MS))
        : new LocalProductAnalyst(backgroundRemover),
    textEnhancer:
      config.textEnhancement === 'openai'
        ? new OpenAiTextEnhancer(openai(config.openai.textModel, PRODUCT_CALL_TIMEOUT_MS))
        : new LocalTextEnhancer(),
  };
}

/** The configured scene generator; only that one is built, so only its key is required. */
function createSceneGenerator(
  choice: AiConfig['scenes'],
  build: Record<AiConfig['scenes'], () => SceneGenerator>,
): SceneGenerator {
  return build[choice]();
}

function createBackgroundRemover(
  config: AiConfig,
  replicate: () => ConstructorParameters<typeof ReplicateBackgroundRemover>[0],
): BackgroundRemover {
  switch (config.backgroundRemoval) {
    case 'replicate':
      return new ReplicateBackgroundRemover(replicate());
    case 'classic':
      return new LocalBackgroundRemover();
    case 'local-ml':
      return new LocalMlBackgroundRemover({
        size: config.localMl.model,
        threads: config.localMl.threads,
      });
  }
}

function required(value: string | undefined, variable: string): string {
  if (!value) throw new Error(`${variable} is required by the configured AI providers.`);
  return value;
}
