import { type AiProviders } from '../capabilities';
import { LocalBackgroundRemover } from './local-background-remover';
import { LocalCaptionWriter } from './local-caption-writer';
import { LocalModerator } from './local-moderator';
import { LocalProductAnalyst } from './local-product-analyst';
import { LocalSceneGenerator } from './local-scene-generator';
import { LocalTextEnhancer } from './local-text-enhancer';

/** The offline, deterministic providers: the default, and what the tests run against. */
export function createLocalProviders(): AiProviders {
  const backgroundRemover = new LocalBackgroundRemover();
  return {
    backgroundRemover,
    sceneGenerator: new LocalSceneGenerator(backgroundRemover),
    captionWriter: new LocalCaptionWriter(),
    moderator: new LocalModerator(),
    productAnalyst: new LocalProductAnalyst(),
    textEnhancer: new LocalTextEnhancer(),
  };
}
