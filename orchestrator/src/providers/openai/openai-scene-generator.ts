import { toFile } from 'openai';
import sharp from 'sharp';
import { referenceCanvas } from '../../images/fidelity/reference-canvas';
import {
  type CallOptions,
  ProviderError,
  type SceneGenerator,
  type SceneResult,
  type SceneStyle,
} from '../capabilities';
import { scenePrompt } from '../replicate/replicate-scene-generator';
import { checkSceneSize } from '../scene-size';
import { callOpenAi, openAiClient, type OpenAiSettings, PROVIDER } from './openai-client';

/** The GPT image models' square size; the result is resized to the size asked for. */
const MODEL_SIDE = 1024;

/**
 * Scenes by OpenAI's image edits (`POST /v1/images/edits`, `OPENAI_SCENE_MODEL`, by default
 * `gpt-image-1`): the image is the product placed where the scene should keep it
 * (product-placement.ts) on a transparent 1024 px square, with a mask that is opaque over the
 * product and transparent elsewhere (the areas to edit), and the same prompt as the Replicate
 * scenes. `input_fidelity: 'high'` is asked of the models that take it (gpt-image-1 and later,
 * not the mini ones), `response_format: 'b64_json'` of dall-e-2; the GPT image models always
 * answer base64. The fidelity gate then checks the product against the cut-out.
 */
export class OpenAiSceneGenerator implements SceneGenerator {
  private readonly client;

  constructor(private readonly settings: OpenAiSettings) {
    this.client = openAiClient(settings);
  }

  async generateScene(
    input: { image: Buffer; style: SceneStyle; size: number },
    { signal }: CallOptions,
  ): Promise<SceneResult> {
    const { size } = input;
    checkSceneSize(size);
    const canvas = await referenceCanvas(input.image, MODEL_SIDE);
    const mask = await productMask(canvas);
    const { model } = this.settings;
    const gptImage = /^(gpt-image|chatgpt-image)/.test(model);
    const response = await callOpenAi(this.settings, signal, async (options) =>
      this.client.images.edit(
        {
          model,
          image: await toFile(canvas, 'product.png', { type: 'image/png' }),
          mask: await toFile(mask, 'mask.png', { type: 'image/png' }),
          prompt: scenePrompt(input.style),
          size: `${MODEL_SIDE}x${MODEL_SIDE}`,
          n: 1,
          ...(gptImage && !/mini/.test(model) ? { input_fidelity: 'high' as const } : {}),
          ...(gptImage ? {} : { response_format: 'b64_json' as const }),
        },
        options,
      ),
    );
    const encoded = response.data?.[0]?.b64_json;
    if (!encoded) {
      throw new ProviderError('OpenAI returned no image for the scene.', true, 'invalid_output');
    }
    let image: Buffer;
    try {
      image = await sharp(Buffer.from(encoded, 'base64'))
        .resize(size, size, { fit: 'cover' })
        .png()
        .toBuffer();
    } catch {
      throw new ProviderError(
        'OpenAI returned an image that cannot be read.',
        false,
        'invalid_output',
      );
    }
    return { image, provider: PROVIDER, model };
  }
}

/** Opaque wherever the product has any pixel, transparent (to be edited) everywhere else. */
async function productMask(canvas: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(canvas).raw().toBuffer({ resolveWithObject: true });
  for (let o = 0; o < data.length; o += 4) {
    const kept = data[o + 3]! > 0 ? 255 : 0;
    data[o] = data[o + 1] = data[o + 2] = kept;
    data[o + 3] = kept;
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer();
}
