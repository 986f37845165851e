import { type PointerEvent, useCallback, useEffect, useRef } from 'react';

import { type EditorSources } from '@/features/cutout-touchup/lib/editor-sources';
import { brushSegment, objectAt, type Rect } from '@/features/cutout-touchup/lib/mask-edits';

export type TouchUpTool = 'objects' | 'erase' | 'restore';

type MaskCanvasProps = {
  sources: EditorSources;
  /** The mask being edited; a stroke writes into it. */
  mask: Uint8Array;
  /** Bumped by the editor after any change it made itself (an object, an undo): redraw all. */
  revision: number;
  tool: TouchUpTool;
  /** The brush's radius in the cut-out's pixels. */
  radius: number;
  /** 1 fits the pane; more scrolls inside it. */
  zoom: number;
  onObjectClick: (label: number) => void;
  /** Before a stroke changes anything (the editor keeps an undo step). */
  onStrokeStart: () => void;
  onStrokeEnd: () => void;
};

/** A checkerboard, so what is transparent reads as transparent. */
const CHECKERBOARD = {
  backgroundColor: '#ffffff',
  backgroundImage:
    'linear-gradient(45deg, #e2e8f0 25%, transparent 25%), linear-gradient(-45deg, #e2e8f0 25%, transparent 25%), linear-gradient(45deg, transparent 75%, #e2e8f0 75%), linear-gradient(-45deg, transparent 75%, #e2e8f0 75%)',
  backgroundSize: '16px 16px',
  backgroundPosition: '0 0, 0 8px, 8px -8px, -8px 0',
};

/**
 * The cut-out as the mask makes it, over a checkerboard: a click picks an object, a drag brushes
 * (mouse, pen or finger: pointer events, with the page's own touch gestures off while brushing).
 * A stroke redraws only the part it changed.
 */
export function MaskCanvas({
  sources,
  mask,
  revision,
  tool,
  radius,
  zoom,
  onObjectClick,
  onStrokeStart,
  onStrokeEnd,
}: MaskCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const image = useRef<ImageData | null>(null);
  const stroke = useRef<{ x: number; y: number } | null>(null);
  const { width, height } = sources;

  const redraw = useCallback(
    (rect: Rect = { left: 0, top: 0, width, height }) => {
      const context = canvas.current?.getContext('2d');
      if (!context || rect.width === 0 || rect.height === 0) return;
      image.current ??= new ImageData(width, height);
      const data = image.current.data;
      for (let y = rect.top; y < rect.top + rect.height; y++) {
        for (let x = rect.left; x < rect.left + rect.width; x++) {
          const i = y * width + x;
          data[i * 4] = sources.colours[i * 4]!;
          data[i * 4 + 1] = sources.colours[i * 4 + 1]!;
          data[i * 4 + 2] = sources.colours[i * 4 + 2]!;
          data[i * 4 + 3] = mask[i]!;
        }
      }
      context.putImageData(image.current, 0, 0, rect.left, rect.top, rect.width, rect.height);
    },
    [mask, sources, width, height],
  );

  useEffect(() => redraw(), [redraw, revision]);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * width) / box.width,
      y: ((event.clientY - box.top) * height) / box.height,
    };
  };

  const brushTo = (to: { x: number; y: number }) => {
    const from = stroke.current ?? to;
    redraw(brushSegment(mask, sources, from, to, radius, tool === 'erase' ? 0 : 255));
    stroke.current = to;
  };

  const end = () => {
    if (!stroke.current) return;
    stroke.current = null;
    onStrokeEnd();
  };

  return (
    <canvas
      ref={canvas}
      width={width}
      height={height}
      data-testid="cutout-canvas"
      aria-label="The cut-out. Pick an object, or brush to erase or restore."
      role="img"
      className={`block max-w-none rounded-lg ${tool === 'objects' ? 'cursor-pointer' : 'cursor-crosshair'}`}
      style={{
        ...CHECKERBOARD,
        width: `${zoom * 100}%`,
        touchAction: tool === 'objects' ? 'manipulation' : 'none',
      }}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        const point = pointAt(event);
        if (tool === 'objects') {
          const label = objectAt(sources.map, point.x, point.y);
          if (label) onObjectClick(label);
          return;
        }
        event.currentTarget.setPointerCapture(event.pointerId);
        onStrokeStart();
        stroke.current = null;
        brushTo(point);
      }}
      onPointerMove={(event) => {
        if (stroke.current) brushTo(pointAt(event));
      }}
      onPointerUp={end}
      onPointerCancel={end}
    />
  );
}
