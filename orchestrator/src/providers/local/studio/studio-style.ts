import { type SKRSContext2D } from '@napi-rs/canvas';
import { type Rgb } from '../colour';
import { type Rect } from '../scenes/scene-plan';

/**
 * What a studio style is to the renderer (render-studio.ts): where the product stands, the set it
 * stands in, and how the set's light falls on it. The geometry is shares of the frame, so a
 * scene looks the same at any size; all randomness comes from `random`, seeded by the style.
 */

/** The side of the frame the key light comes from (the shadow falls to the other side). */
export type LightSide = 'left' | 'right';

/** What a style's drawing functions are given. */
export interface StudioFrame {
  size: number;
  /** Where the product stands, in pixels. */
  product: Rect;
  /** The y (px) of the product's base: the surface line it stands on. */
  base: number;
  light: LightSide;
  random: () => number;
}

/** What the set tells the renderer after drawing itself. */
export interface SetSurface {
  /**
   * Where the product's shadow and reflection may fall (a podium's top, a floor); unclipped when
   * absent. A shadow running off a podium's top falls no further: past its edge there is air.
   */
  clip?: (ctx: SKRSContext2D) => void;
  /**
   * Where the floor meets a wall behind the product (px), when the cast shadow should climb the
   * wall from there (low sun across a floor); absent when the backdrop is too far to catch it.
   */
  wallAt?: number;
}

export interface StudioStyle {
  /** Seeds the style's randomness. */
  seed: string;
  light: LightSide;
  /**
   * `standing`: the product stands on the surface, seen front-on from a little above it.
   * `overhead`: the camera looks straight down on the product lying on its back (see flat-lay).
   */
  view: 'standing' | 'overhead';
  /** The product's height as a share of the frame's (the target; wide products get less). */
  height: number;
  /** The share of the frame's width the product may take at most. */
  maxWidth: number;
  /** The product's base (standing) or its centre (overhead), as a share of the frame's height. */
  anchorY: number;
  /** The product's horizontal centre, as a share of the frame's width. */
  anchorX?: number;
  /** The colour of the key light: the product's white balance is pulled towards it. */
  lightColour: Rgb;
  /** How bright the set is where the product stands, 1 for a bright studio. */
  exposure: number;
  shadow: {
    /** The colour shadows multiply the set with: a set's shadows take its ambient colour. */
    colour: Rgb;
    /** How dark the contact shadow right under the base is, 0–1. */
    contact: number;
    /** How dark the cast shadow is near the base, 0–1. */
    cast: number;
    /**
     * How far the cast shadow reaches across (x) and back (y, up the frame) per unit of the
     * product's height: a low sun gives long shadows, a high softbox short ones.
     */
    reach: { x: number; y: number };
    /** How much of the cast shadow's darkness is left at its tip (sun: most; a soft box: little). */
    tip: number;
    /** The cast shadow's blur at its far end, as a share of the product's height. */
    softness: number;
    /**
     * How dark the product's faint shadow on a backdrop close behind it is (a soft box throws
     * one, offset away from the light and very soft); 0 for none.
     */
    backdrop?: number;
  };
  /** Opacity of the product's mirror image on a glossy surface; 0 on a matte one. */
  reflection: number;
  /** Draws the set behind the product (backdrop, floor, podium) and says where its surface is. */
  drawSet(ctx: SKRSContext2D, frame: StudioFrame): SetSurface;
  /** Draws what lies over the product's surroundings but not over the product (light patterns). */
  drawAfterShadows?(ctx: SKRSContext2D, frame: StudioFrame): void;
  /**
   * Draws what is in front of the product (splash droplets): it must keep off the product's box,
   * so the product stays whole and the set stays the same whatever the product.
   */
  drawFront?(ctx: SKRSContext2D, frame: StudioFrame): void;
  /** Darkening of the frame's corners, 0–1. */
  vignette: number;
  /** Film grain: the standard deviation of the luminance noise, in 8-bit levels. */
  grain: number;
}
