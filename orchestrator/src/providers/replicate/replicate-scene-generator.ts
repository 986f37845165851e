import sharp from 'sharp';
import { referenceCanvas } from '../../images/fidelity/reference-canvas';
import {
  type CallOptions,
  type SceneGenerator,
  type SceneResult,
  type SceneStyle,
} from '../capabilities';
import { imageDataUri } from '../image-data-uri';
import { checkSceneSize } from '../scene-size';
import {
  checkModelRef,
  PROVIDER,
  type ReplicateSettings,
  runPrediction,
} from './replicate-predictions';

/** Image-editing models work at about a megapixel: a larger reference only costs upload time. */
const MAX_REFERENCE_SIDE = 1024;
/** A creator's prompt is cut here: enough for a scene, short enough for any model's limit. */
const MAX_PROMPT_LENGTH = 800;

const SURFACES = {
  linen: 'a softly creased natural linen cloth',
  marble: 'a white Carrara marble slab with fine grey veins',
  wood: 'a warm oak wood tabletop',
} as const;
const SETTINGS = {
  garden: 'in a sunlit garden among green leaves and flowers, on a low stone ledge',
  stone: 'on a rough natural stone surface with soft daylight',
  forest: 'on a mossy log in a calm forest with dappled light',
} as const;
const PODIUMS = {
  cylinder: 'cylinder podium',
  steps: 'two-tier round podium',
  arch: 'cylinder podium with an arch behind it',
} as const;
const SPLASHES = {
  blue: 'deep blue',
  clear: 'crystal-clear',
  aqua: 'bright aqua',
} as const;

const KEEP_PRODUCT =
  'Keep the product from the reference image exactly as it is: same shape, colours, label and ' +
  'proportions. Photorealistic commercial product photography, square composition, no text, ' +
  'no watermark.';

/** The instruction an image-editing model gets for a scene style. */
export function scenePrompt(style: SceneStyle): string {
  switch (style.kind) {
    case 'flat-lay':
      return (
        `A top-down flat-lay photograph of the product lying on ${SURFACES[style.surface]}, ` +
        `styled with a few small complementary props, soft natural daylight and gentle shadows. ` +
        KEEP_PRODUCT
      );
    case 'natural-placement':
      return (
        `A photograph of the product standing naturally ${SETTINGS[style.setting]}, ` +
        `with a soft contact shadow and a shallow depth of field. ` +
        KEEP_PRODUCT
      );
    case 'water-splash':
      return (
        `A high-speed studio photograph of the product in the middle of a dynamic ` +
        `${SPLASHES[style.colour]} water splash with droplets frozen in the air, on a clean ` +
        `backdrop. ` +
        KEEP_PRODUCT
      );
    case 'pastel-podium':
      return (
        `A studio product photograph of the product standing on a matte ${PODIUMS[style.podium]} ` +
        `in ${style.colour} pastel, in front of a seamless ${style.colour} paper backdrop, lit by a ` +
        `large soft box from the ${style.light} with a soft shadow falling to the other side. ` +
        KEEP_PRODUCT
      );
    case 'marble-plinth':
      return (
        `A luxury studio product photograph of the product standing on a polished ` +
        `${style.marble} marble plinth that softly reflects it, in front of a seamless ` +
        `${style.backdrop} backdrop, lit from the ${style.light}. ` +
        KEEP_PRODUCT
      );
    case 'sunlit-shadow-play':
      return (
        `A product photograph of the product standing on a ${style.wall} plaster floor against a ` +
        `${style.wall} plaster wall in warm low sunlight from the ${style.light}, the shadows of ` +
        `${style.pattern === 'blinds' ? 'window blinds' : 'leaves'} falling across the wall and ` +
        `floor, the product casting a long crisp shadow. ` +
        KEEP_PRODUCT
      );
    case 'prompt': {
      const prompt = style.prompt.replace(/\s+/g, ' ').trim().slice(0, MAX_PROMPT_LENGTH);
      const scene = prompt || 'a clean, softly lit studio set';
      return `Place the product in this scene: ${scene}. ${KEEP_PRODUCT}`;
    }
  }
}

/**
 * Scenes by a Replicate image-editing model (`REPLICATE_SCENE_MODEL`, by default
 * `black-forest-labs/flux-kontext-pro`): the prompt comes from the style, the reference
 * `input_image` is the product placed where the scene should keep it (product-placement.ts) on a
 * white square, and the model is asked for a square PNG. The result is resized to the requested
 * size when the model answers another; the fidelity gate then checks the product against the
 * cut-out.
 */
export class ReplicateSceneGenerator implements SceneGenerator {
  constructor(private readonly settings: ReplicateSettings) {
    checkModelRef(settings.model);
  }

  async generateScene(
    input: { image: Buffer; style: SceneStyle; size: number },
    { signal }: CallOptions,
  ): Promise<SceneResult> {
    const { size } = input;
    checkSceneSize(size);
    const reference = await referenceCanvas(input.image, Math.min(size, MAX_REFERENCE_SIDE));
    const output = await runPrediction(
      this.settings,
      {
        prompt: scenePrompt(input.style),
        input_image: await imageDataUri(reference, {
          maxSide: MAX_REFERENCE_SIDE,
          flatten: '#ffffff',
        }),
        aspect_ratio: '1:1',
        output_format: 'png',
      },
      signal,
    );
    const { width, height } = await sharp(output).metadata();
    const image =
      width === size && height === size
        ? output
        : await sharp(output).resize(size, size, { fit: 'cover' }).png().toBuffer();
    return { image, provider: PROVIDER, model: this.settings.model };
  }
}
