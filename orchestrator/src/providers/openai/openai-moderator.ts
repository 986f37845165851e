import {
  type CallOptions,
  type ModerationResult,
  type Moderator,
  ProviderError,
} from '../capabilities';
import { imageDataUri } from '../image-data-uri';
import { callOpenAi, openAiClient, type OpenAiSettings, PROVIDER } from './openai-client';

/** Moderation looks at the whole picture; this is plenty and keeps requests small. */
const MAX_SIDE = 1024;

/**
 * Image moderation with OpenAI's Moderations API (`OPENAI_MODERATION_MODEL`, by default
 * `omni-moderation-latest`): the image goes in as an `image_url` input (a data URL); the verdict
 * lists the categories that were flagged, in OpenAI's names (`sexual`, `violence/graphic`, …).
 */
export class OpenAiModerator implements Moderator {
  private readonly client;

  constructor(private readonly settings: OpenAiSettings) {
    this.client = openAiClient(settings);
  }

  async moderate(image: Buffer, { signal }: CallOptions): Promise<ModerationResult> {
    const url = await imageDataUri(image, { maxSide: MAX_SIDE, flatten: '#ffffff' });
    const response = await callOpenAi(this.settings, signal, (options) =>
      this.client.moderations.create(
        { model: this.settings.model, input: [{ type: 'image_url', image_url: { url } }] },
        options,
      ),
    );
    const result = response.results[0];
    if (!result) {
      throw new ProviderError('OpenAI returned no moderation result.', true, 'invalid_output');
    }
    const categories = Object.entries(result.categories)
      .filter(([, flagged]) => flagged === true)
      .map(([category]) => category);
    return { flagged: result.flagged, categories, provider: PROVIDER, model: this.settings.model };
  }
}
