import { SOCIAL_FORMAT_IDS, SOCIAL_FORMAT_SIZES } from '@studio/api/contract/snaps';
import { useId } from 'react';

import { AspectShape } from '@/components/ui/aspect-shape';
import { type Snap } from '@/lib/snaps';
import { type SocialFormatId } from '@/lib/social-formats';
import { tokens } from '@/features/create-content/lib/run-outcome';

type SocialFormatsFieldProps = {
  /** The chosen snap: it prices the formats, or cannot make them. */
  snap: Snap | null;
  value: readonly SocialFormatId[];
  onChange: (formats: SocialFormatId[]) => void;
  disabled: boolean;
};

/**
 * Sized copies the run adds as content of their own: one tile per format, its shape drawn, its
 * name and exact size as the checkbox's name ("Story 1080×1920"). The ticks are kept when the snap
 * changes; a snap that makes no single image to size switches the field off and says why.
 */
export function SocialFormatsField({ snap, value, onChange, disabled }: SocialFormatsFieldProps) {
  const hintId = useId();
  const unavailable = snap !== null && snap.socialFormatsCost === null;
  const hint = unavailable
    ? `${snap.name} makes no single image to size, so it cannot add formats.`
    : snap?.socialFormatsCost
      ? `Ready-to-post sizes, +${tokens(snap.socialFormatsCost)} for any or all.`
      : 'Ready-to-post sizes of the result.';

  function toggle(id: SocialFormatId, on: boolean) {
    onChange(on ? [...value, id] : value.filter((ticked) => ticked !== id));
  }

  return (
    <fieldset disabled={disabled || unavailable} aria-describedby={hintId} className="min-w-0">
      <legend className="text-sm font-semibold text-ink">
        Social formats <span className="font-normal text-ink-muted">(optional)</span>
      </legend>
      <p id={hintId} className="text-xs text-ink-muted">
        {hint}
      </p>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {SOCIAL_FORMAT_IDS.map((id) => {
          const { name, width, height } = SOCIAL_FORMAT_SIZES[id];
          return (
            <label
              key={id}
              className="relative flex cursor-pointer flex-col items-center gap-1 rounded-xl border border-line bg-surface px-1 pt-6 pb-2 text-center transition-colors hover:border-brand-200 has-checked:border-brand-500 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60 has-disabled:hover:border-line"
            >
              <input
                type="checkbox"
                checked={!unavailable && value.includes(id)}
                onChange={(event) => toggle(id, event.target.checked)}
                className="absolute top-2 left-2 size-4 accent-brand-600"
              />
              <AspectShape width={width} height={height} className="size-9 text-brand-600" />
              <span className="text-sm font-semibold text-ink">{name}</span>{' '}
              <span className="text-xs text-ink-muted tabular-nums">
                {width}×{height}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
