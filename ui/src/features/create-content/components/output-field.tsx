import {
  HD_MIN_PHOTO_SIDE,
  type OutputChoice,
  type OutputShape,
} from '@studio/workflows/graph/output-shape';
import { useId } from 'react';

import { AspectShape } from '@/components/ui/aspect-shape';
import { type Snap } from '@/lib/snaps';
import { tokens } from '@/features/create-content/lib/run-outcome';

type OutputFieldProps = {
  snap: Snap | null;
  value: OutputChoice;
  onChange: (choice: OutputChoice) => void;
  /** The chosen photo's size, once read: HD needs a large enough one. */
  photo: { width: number; height: number } | null;
  disabled: boolean;
};

const SHAPES: Array<{ id: OutputShape; name: string; detail: string }> = [
  { id: 'square', name: 'Square', detail: '1:1' },
  { id: 'portrait', name: 'Portrait', detail: '4:5' },
  { id: 'photo', name: 'Photo’s own', detail: 'as shot' },
];

/** Whether `photo` is large enough for HD (unknown until read: allowed, the server checks). */
export function photoAllowsHd(photo: { width: number; height: number } | null): boolean {
  return photo === null || Math.max(photo.width, photo.height) >= HD_MIN_PHOTO_SIDE;
}

/**
 * The result's shape (square, 4:5 portrait or the photo's own proportions) and size (HD at
 * 2048 px, priced, when the photo is large enough to fill it). A snap that makes no packshot or
 * scene has no size to choose: the field is switched off and says so.
 */
export function OutputField({ snap, value, onChange, photo, disabled }: OutputFieldProps) {
  const hintId = useId();
  const hdHintId = useId();
  const unavailable = snap !== null && snap.hdCost === null;
  const hdAllowed = photoAllowsHd(photo);
  const photoShape = photo ?? { width: 3, height: 4 };
  const hdHint = !hdAllowed
    ? `Needs a photo at least ${HD_MIN_PHOTO_SIDE} px on its longer side; this one is ${Math.max(photo!.width, photo!.height)} px.`
    : snap?.hdCost
      ? `2048 px, +${tokens(snap.hdCost)}.`
      : '2048 px.';

  return (
    <fieldset disabled={disabled || unavailable} aria-describedby={hintId} className="min-w-0">
      <legend className="text-sm font-semibold text-ink">Shape and size</legend>
      <p id={hintId} className="text-xs text-ink-muted">
        {unavailable
          ? `${snap.name} has no shape or size to choose.`
          : 'What the result is made as.'}
      </p>
      <div role="radiogroup" aria-label="Shape" className="mt-2 grid grid-cols-3 gap-2">
        {SHAPES.map((shape) => {
          const aspect =
            shape.id === 'square'
              ? { width: 1, height: 1 }
              : shape.id === 'portrait'
                ? { width: 4, height: 5 }
                : photoShape;
          return (
            <label
              key={shape.id}
              className="relative flex cursor-pointer flex-col items-center gap-1 rounded-xl border border-line bg-surface px-1 pt-6 pb-2 text-center transition-colors hover:border-brand-200 has-checked:border-brand-500 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60 has-disabled:hover:border-line"
            >
              <input
                type="radio"
                name={`${hintId}-shape`}
                value={shape.id}
                checked={value.shape === shape.id}
                onChange={() => onChange({ ...value, shape: shape.id })}
                className="absolute top-2 left-2 size-4 accent-brand-600"
              />
              <AspectShape {...aspect} className="size-9 text-brand-600" />
              <span className="text-sm font-semibold text-ink">{shape.name}</span>{' '}
              <span className="text-xs text-ink-muted">{shape.detail}</span>
            </label>
          );
        })}
      </div>
      <label className="mt-2 flex cursor-pointer items-start gap-2 rounded-xl border border-line bg-surface p-2.5 has-checked:border-brand-500 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60">
        <input
          type="checkbox"
          checked={value.hd && hdAllowed && !unavailable}
          disabled={!hdAllowed}
          aria-describedby={hdHintId}
          onChange={(event) => onChange({ ...value, hd: event.target.checked })}
          className="mt-0.5 size-4 accent-brand-600"
        />
        <span className="min-w-0">
          <span className="block text-sm font-semibold text-ink">HD</span>
          <span id={hdHintId} className="block text-xs text-ink-muted">
            {hdHint}
          </span>
        </span>
      </label>
    </fieldset>
  );
}
