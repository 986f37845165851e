import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Expand, Maximize, SplitSquareHorizontal, X, ZoomIn, ZoomOut } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { ReactCompareSlider, ReactCompareSliderImage } from 'react-compare-slider';
import {
  type ReactZoomPanPinchRef,
  TransformComponent,
  TransformWrapper,
} from 'react-zoom-pan-pinch';

import { IconButton } from '@/components/ui/icon-button';

type FullSizeViewerProps = {
  /** What opens it (a button): the focus returns there when the viewer closes. */
  trigger: ReactNode;
  /** The result at full resolution. */
  src: string;
  name: string;
  /** The photo the run started from, for the before/after slider; none for other content. */
  originalSrc: string | null;
};

/** How far one arrow key press moves a zoomed image, in screen pixels. */
const PAN_STEP_PX = 80;
const MAX_SCALE = 8;
const TOOL = 'inline-flex size-10 items-center justify-center rounded-full hover:bg-white/10';

/**
 * A result seen full screen: zoom and pan with the mouse wheel, a drag, a pinch or the keyboard
 * (+ and − zoom, 0 fits, the arrows pan), and a before/after slider against the photo the run
 * started from. react-zoom-pan-pinch does the gestures, react-compare-slider the slider (its
 * handle is a keyboard slider of its own).
 */
export function FullSizeViewer({ trigger, src, name, originalSrc }: FullSizeViewerProps) {
  const zoom = useRef<ReactZoomPanPinchRef>(null);
  const [comparing, setComparing] = useState(false);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const controls = zoom.current;
    // While comparing, the slider's handle takes the arrows itself.
    if (!controls || comparing) return;
    const { positionX, positionY, scale } = controls.instance.transformState;
    const pan = { ArrowLeft: [1, 0], ArrowRight: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[
      event.key
    ];
    if (event.key === '+' || event.key === '=') controls.zoomIn();
    else if (event.key === '-') controls.zoomOut();
    else if (event.key === '0') controls.resetTransform();
    else if (pan) {
      controls.setTransform(
        positionX + pan[0]! * PAN_STEP_PX,
        positionY + pan[1]! * PAN_STEP_PX,
        scale,
        0,
      );
    } else return;
    event.preventDefault();
  }

  return (
    <DialogPrimitive.Root
      onOpenChange={(next) => {
        if (!next) setComparing(false);
      }}
    >
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
          onKeyDown={onKeyDown}
        >
          <div className="flex flex-wrap items-center gap-2 px-4 py-3">
            <DialogPrimitive.Title className="min-w-0 flex-1 truncate font-semibold">
              {name}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">
              {comparing
                ? 'Drag the handle, or use the arrow keys on it, to compare with the original photo.'
                : 'Zoom with the buttons, the mouse wheel, a pinch or + and −; drag or use the arrow keys to move; 0 fits the image.'}
            </DialogPrimitive.Description>
            {comparing ? null : (
              <>
                <IconButton
                  className={TOOL}
                  label="Zoom out"
                  onClick={() => zoom.current?.zoomOut()}
                >
                  <ZoomOut className="size-5" aria-hidden="true" />
                </IconButton>
                <IconButton className={TOOL} label="Zoom in" onClick={() => zoom.current?.zoomIn()}>
                  <ZoomIn className="size-5" aria-hidden="true" />
                </IconButton>
                <IconButton
                  className={TOOL}
                  label="Fit"
                  onClick={() => zoom.current?.resetTransform()}
                >
                  <Maximize className="size-5" aria-hidden="true" />
                </IconButton>
              </>
            )}
            {originalSrc ? (
              <button
                type="button"
                aria-pressed={comparing}
                onClick={() => setComparing((on) => !on)}
                className="inline-flex h-10 items-center gap-2 rounded-full border border-white/30 px-3 text-sm font-semibold hover:bg-white/10 aria-pressed:bg-white aria-pressed:text-ink"
              >
                <SplitSquareHorizontal className="size-4" aria-hidden="true" />
                Before / after
              </button>
            ) : null}
            <DialogPrimitive.Close
              aria-label="Close"
              className="inline-flex size-10 items-center justify-center rounded-full hover:bg-white/10"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div className="relative min-h-0 flex-1">
            {comparing && originalSrc ? (
              <ReactCompareSlider
                className="size-full"
                itemOne={
                  <ReactCompareSliderImage
                    src={originalSrc}
                    alt="Original photo"
                    style={{ objectFit: 'contain' }}
                  />
                }
                itemTwo={
                  <ReactCompareSliderImage src={src} alt={name} style={{ objectFit: 'contain' }} />
                }
              />
            ) : (
              <TransformWrapper ref={zoom} maxScale={MAX_SCALE} centerOnInit>
                <TransformComponent wrapperClass="size-full!" contentClass="size-full!">
                  <img src={src} alt={name} className="size-full object-contain" />
                </TransformComponent>
              </TransformWrapper>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The corner label that says an image opens full size (its button's name is read from it). */
export function FullSizeBadge() {
  return (
    <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-ink/75 px-3 py-1.5 text-xs font-semibold text-white group-hover:bg-ink/90">
      <Expand className="size-3.5" aria-hidden="true" />
      Full size
    </span>
  );
}
