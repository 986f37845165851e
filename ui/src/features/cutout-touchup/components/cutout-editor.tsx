import { type CutoutTouchUp } from '@studio/api/contract/cutouts';
import { Eraser, MousePointerClick, Paintbrush, Undo2, ZoomIn, ZoomOut } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useEditorSources } from '@/features/cutout-touchup/api/get-editor-sources';
import { type EditorSources, maskDataUrl } from '@/features/cutout-touchup/lib/editor-sources';
import { keptObjects, setObject } from '@/features/cutout-touchup/lib/mask-edits';
import { MaskCanvas, type TouchUpTool } from './mask-canvas';

type CutoutEditorProps = {
  touchUp: CutoutTouchUp;
  saving: boolean;
  onCancel: () => void;
  /** The edited mask, as the API takes it. */
  onSave: (mask: string) => void;
};

const ZOOMS = [1, 1.5, 2, 3] as const;
/** Undo keeps this many steps (each a copy of the mask). */
const UNDO_STEPS = 30;

const tools: Array<{ id: TouchUpTool; label: string; Icon: typeof Eraser }> = [
  { id: 'objects', label: 'Objects', Icon: MousePointerClick },
  { id: 'erase', label: 'Erase', Icon: Eraser },
  { id: 'restore', label: 'Restore', Icon: Paintbrush },
];

/**
 * The touch-up: the photo beside the cut-out over a checkerboard. Objects are kept or dropped by
 * a click on them (in the cut-out or on the photo) or from the list, which the keyboard reaches;
 * the brush erases or restores the photo's pixels. Every change can be undone. Nothing is painted
 * for good here: the mask goes to the server, which makes the cut-out from the run's own pixels.
 */
export function CutoutEditor({ touchUp, saving, onCancel, onSave }: CutoutEditorProps) {
  const sources = useEditorSources(touchUp);

  if (sources.isError) {
    return (
      <div className="space-y-4">
        <FormAlert tone="error">The cut-out could not be loaded.</FormAlert>
        <Button variant="secondary" onClick={() => void sources.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (sources.isPending) {
    return (
      <p role="status" className="py-10 text-center text-sm text-ink-muted">
        Loading the cut-out…
      </p>
    );
  }
  return (
    <LoadedEditor
      touchUp={touchUp}
      sources={sources.data}
      saving={saving}
      onCancel={onCancel}
      onSave={onSave}
    />
  );
}

function LoadedEditor({
  touchUp,
  sources,
  saving,
  onCancel,
  onSave,
}: CutoutEditorProps & { sources: EditorSources }) {
  // Edited in place (a stroke writes into it under the finger); `revision` says when it changed.
  const [mask] = useState(() => sources.mask.slice());
  const undo = useRef<Uint8Array[]>([]);
  const [revision, setRevision] = useState(0);
  const [undoSteps, setUndoSteps] = useState(0);
  const [tool, setTool] = useState<TouchUpTool>('objects');
  const longSide = Math.max(sources.width, sources.height);
  const maxRadius = Math.max(8, Math.round(longSide / 8));
  const [radius, setRadius] = useState(Math.max(2, Math.round(longSide / 40)));
  const [zoom, setZoom] = useState<(typeof ZOOMS)[number]>(1);
  const [announcement, setAnnouncement] = useState('');

  // Which objects are kept, counted again after each change (not during a stroke).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the mask changes in place; revision says when
  const kept = useMemo(() => keptObjects(mask, sources.map), [mask, sources, revision]);

  const remember = () => {
    undo.current.push(mask.slice());
    if (undo.current.length > UNDO_STEPS) undo.current.shift();
    setUndoSteps(undo.current.length);
  };
  const changed = () => setRevision((n) => n + 1);

  const toggle = (label: number) => {
    const keep = !kept.has(label);
    remember();
    setObject(mask, sources.map, label, keep);
    changed();
    setAnnouncement(`Object ${label} ${keep ? 'kept' : 'dropped'}.`);
  };

  const undoLast = () => {
    const previous = undo.current.pop();
    if (!previous) return;
    mask.set(previous);
    setUndoSteps(undo.current.length);
    changed();
    setAnnouncement('Undone.');
  };

  const zoomStep = (step: 1 | -1) => {
    const next = ZOOMS[ZOOMS.indexOf(zoom) + step];
    if (next) setZoom(next);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">
        Click an object to keep or drop it, or brush to erase or restore. Saving runs{' '}
        {touchUp.snapName} again from the cut-out:{' '}
        <span className="font-semibold text-ink">
          {touchUp.cost} {touchUp.cost === 1 ? 'token' : 'tokens'}
        </span>
        .
      </p>

      <div className="grid gap-4 sm:grid-cols-2">
        <figure className="min-w-0 space-y-1">
          <figcaption className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            Photo
          </figcaption>
          <div className="relative">
            <img
              src={touchUp.photoUrl}
              alt="Your photo"
              className="block w-full rounded-lg"
              style={{ aspectRatio: `${sources.width} / ${sources.height}` }}
            />
            {touchUp.objects.map((object) => {
              const isKept = kept.has(object.label);
              return (
                <button
                  key={object.label}
                  type="button"
                  tabIndex={-1}
                  aria-hidden="true"
                  onClick={() => toggle(object.label)}
                  className={`absolute rounded border-2 border-dashed text-left text-[10px] font-bold ${isKept ? 'border-brand-600 text-brand-700' : 'border-ink-muted text-ink-muted'}`}
                  style={{
                    left: `${(object.box.left / sources.width) * 100}%`,
                    top: `${(object.box.top / sources.height) * 100}%`,
                    width: `${(object.box.width / sources.width) * 100}%`,
                    height: `${(object.box.height / sources.height) * 100}%`,
                  }}
                >
                  <span className="rounded-br bg-surface/90 px-1">{object.label}</span>
                </button>
              );
            })}
          </div>
        </figure>
        <figure className="min-w-0 space-y-1">
          <figcaption className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            Cut-out
          </figcaption>
          <div className="max-h-[60dvh] overflow-auto rounded-lg border border-line">
            <MaskCanvas
              sources={sources}
              mask={mask}
              revision={revision}
              tool={tool}
              radius={radius}
              zoom={zoom}
              onObjectClick={toggle}
              onStrokeStart={remember}
              onStrokeEnd={changed}
            />
          </div>
        </figure>
      </div>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <div
          role="group"
          aria-label="Tool"
          className="grid w-full grid-cols-3 rounded-full border border-line p-0.5 sm:w-auto"
        >
          {tools.map(({ id, label, Icon }) => (
            <button
              key={id}
              type="button"
              aria-pressed={tool === id}
              onClick={() => setTool(id)}
              className={`inline-flex h-8 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm font-semibold ${tool === id ? 'bg-brand-600 text-white' : 'text-ink hover:bg-surface-muted'}`}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm text-ink">
          Brush size
          <input
            type="range"
            min={1}
            max={maxRadius}
            value={radius}
            onChange={(event) => setRadius(Number(event.target.value))}
            className="w-28 accent-brand-600"
          />
        </label>
        <div className="flex items-center gap-1">
          <Button variant="secondary" size="sm" onClick={undoLast} disabled={undoSteps === 0}>
            <Undo2 className="size-4" aria-hidden="true" />
            Undo
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Zoom out"
            onClick={() => zoomStep(-1)}
            disabled={zoom === ZOOMS[0]}
          >
            <ZoomOut className="size-4" aria-hidden="true" />
          </Button>
          <span className="w-12 text-center text-sm text-ink tabular-nums" aria-live="polite">
            {Math.round(zoom * 100)}%
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Zoom in"
            onClick={() => zoomStep(1)}
            disabled={zoom === ZOOMS.at(-1)}
          >
            <ZoomIn className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>

      <section aria-labelledby="cutout-objects-title" className="space-y-2">
        <h3 id="cutout-objects-title" className="text-sm font-semibold text-ink">
          Objects
        </h3>
        {touchUp.objects.length === 0 ? (
          <p className="text-sm text-ink-muted">
            No separate objects were found in this photo: use the brush.
          </p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {touchUp.objects.map((object) => {
              const isKept = kept.has(object.label);
              return (
                <li key={object.label}>
                  <button
                    type="button"
                    aria-pressed={isKept}
                    onClick={() => toggle(object.label)}
                    className="flex w-full items-center justify-between gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-left text-sm hover:border-brand-200 hover:bg-brand-50"
                  >
                    <span className="font-semibold text-ink">Object {object.label}</span>
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${isKept ? 'bg-brand-50 text-brand-700' : 'bg-surface-muted text-ink-muted'}`}
                    >
                      {isKept ? 'Kept' : 'Dropped'}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <p className="sr-only" role="status">
          {announcement}
        </p>
      </section>

      <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button
          isLoading={saving}
          onClick={() => onSave(maskDataUrl(mask, sources.width, sources.height))}
        >
          Save and run ({touchUp.cost} {touchUp.cost === 1 ? 'token' : 'tokens'})
        </Button>
      </div>
    </div>
  );
}
