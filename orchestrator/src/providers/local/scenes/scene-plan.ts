/**
 * What a scene style is to the renderer: where the product goes, which shadow it casts, and the
 * layers drawn behind and in front of it (see render-scene.ts).
 */

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface SceneContext {
  size: number;
  /** Where the product sits, in pixels. */
  product: Rect;
  random: () => number;
}

/**
 * A layer the size of the canvas: raw RGBA pixels, or an SVG document (see canvasSvg) that is
 * blurred by `blur` (a Gaussian sigma in pixels) and casts `shadow` once rendered. Blurs and
 * shadows are done with sharp rather than SVG filters: with librsvg's filters a 2048 px scene
 * took about 30 s (their cost grows much faster than the area); with sharp it takes about 2 s.
 */
export type Layer =
  | { rgba: Buffer }
  | {
      svg: string;
      blur?: number;
      shadow?: { dx: number; dy: number; blur: number; opacity: number };
    };

export interface ScenePlan {
  /** Seeds the scene's randomness. */
  seed: string;
  /** The box the product is fitted into, as shares of the size. */
  box: { width: number; height: number };
  /** The product's horizontal centre and its base line (or its centre), as shares of the size. */
  anchor: { x: number; y: number; align: 'base' | 'centre' };
  /** `ground`: standing on a floor (contact and cast); the only shadow the prompt sets need. */
  shadow: 'ground';
  /** Opacity of a mirror image under the product (a glossy floor, water); 0 for none. */
  reflection: number;
  /** Drawn before the product, bottom first. */
  behind(context: SceneContext): Layer[];
  /** Drawn over the product: light, foreground props, droplets. */
  front(context: SceneContext): Layer[];
}
