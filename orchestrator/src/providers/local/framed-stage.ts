import { type Rect } from './scenes/scene-plan';

/** An output's width and height, in pixels. */
export interface Frame {
  width: number;
  height: number;
}

/** The share of a frame's width and height the product may take at most: room round it. */
const FIT_WIDTH = 0.84;
const FIT_HEIGHT = 0.8;
/** Of the frame's height not taken by the product, the share above it (the rest is its floor). */
const ROOM_ABOVE = 0.42;

/**
 * How a scene is drawn for a frame that is not square (a 9:16 story, a 1.91:1 banner, a 4:5
 * portrait). The local renderers draw on a square: every geometry is a share of its side. So the
 * set is drawn on a square stage as large as the frame's longer side, with the product fitted to
 * the frame (never more than FIT_WIDTH of its width or FIT_HEIGHT of its height), and the frame
 * is cut from the stage around the product (frameWindow). The set fills the frame to its edges at
 * full resolution — nothing stretched, padded or blurred — and the product stands whole, sized
 * for the frame, on the same set the square shows.
 */
export function stageFor(frame: Frame): { size: number; fitWidth: number; fitHeight: number } {
  const size = Math.max(frame.width, frame.height);
  return {
    size,
    fitWidth: (FIT_WIDTH * frame.width) / size,
    fitHeight: (FIT_HEIGHT * frame.height) / size,
  };
}

/** Where the frame is cut from a stage of `size`: centred on the product, its floor below it. */
export function frameWindow(
  product: Rect,
  size: number,
  frame: Frame,
): { left: number; top: number } {
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  return {
    left: clamp(product.left + product.width / 2 - frame.width / 2, size - frame.width),
    top: clamp(product.top - (frame.height - product.height) * ROOM_ABOVE, size - frame.height),
  };
}
