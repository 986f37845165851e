import os from 'node:os';
import { type AiProviders, type BackgroundRemover } from '../capabilities';
import { type FaultSwitch } from './fault-drills';
import { type IsnetSize } from './isnet-model';
import { LocalBackgroundRemover } from './local-background-remover';
import { LocalCaptionWriter } from './local-caption-writer';
import { LocalMlBackgroundRemover } from './local-ml-background-remover';
import { LocalModerator } from './local-moderator';
import { LocalProductAnalyst } from './local-product-analyst';
import { LocalSceneGenerator } from './local-scene-generator';
import { LocalTextEnhancer } from './local-text-enhancer';

/**
 * The offline providers: the default, and what the tests run against. Background removal is the
 * ISNet model (`local-ml`, quantised, every core) as the app's default, or the `classic` flood fill.
 * `faults` (none by default) makes scene and caption calls fail as in a rehearsed provider outage.
 */
export function createLocalProviders(
  options: {
    backgroundRemoval?: 'local-ml' | 'classic';
    model?: IsnetSize;
    faults?: FaultSwitch;
  } = {},
): AiProviders {
  const backgroundRemover: BackgroundRemover =
    options.backgroundRemoval === 'classic'
      ? new LocalBackgroundRemover()
      : new LocalMlBackgroundRemover({
          size: options.model ?? 'quantised',
          threads: os.availableParallelism(),
        });
  return {
    backgroundRemover,
    sceneGenerator: new LocalSceneGenerator(backgroundRemover, options.faults),
    captionWriter: new LocalCaptionWriter(backgroundRemover, options.faults),
    moderator: new LocalModerator(),
    productAnalyst: new LocalProductAnalyst(backgroundRemover),
    textEnhancer: new LocalTextEnhancer(),
  };
}
