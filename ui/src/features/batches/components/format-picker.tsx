import { SOCIAL_FORMAT_IDS, SOCIAL_FORMAT_SIZES } from '@studio/api/contract/snaps';
import { Check } from 'lucide-react';

import { type SocialFormatId } from '@/features/batches/lib/formats';

type FormatPickerProps = {
  value: ReadonlySet<SocialFormatId>;
  onChange: (next: Set<SocialFormatId>) => void;
  /** What ticking any of them adds to each run; null: this snap makes nothing to size. */
  cost: number | null;
  disabled: boolean;
};

/**
 * The social formats every run of the batch also makes, each drawn as its own shape (a square, a
 * tall story, a wide banner) so the choice is seen before it is read.
 */
export function FormatPicker({ value, onChange, cost, disabled }: FormatPickerProps) {
  if (cost === null) {
    return (
      <p className="text-sm text-ink-muted">
        This snap makes no single image to size, so it has no social formats.
      </p>
    );
  }
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-3 text-sm text-ink-muted">
        Optional. Sized copies of each result; ticking any adds {cost}{' '}
        {cost === 1 ? 'token' : 'tokens'} to every run.
      </legend>
      <div className="grid max-w-md grid-cols-3 gap-2">
        {SOCIAL_FORMAT_IDS.map((format) => {
          const { name, width, height } = SOCIAL_FORMAT_SIZES[format];
          const checked = value.has(format);
          return (
            <label
              key={format}
              className={`relative flex cursor-pointer flex-col items-center gap-1 rounded-xl border px-1 pt-3 pb-2 text-center text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${
                checked
                  ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500'
                  : 'border-line bg-surface hover:border-brand-200'
              }`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={() => {
                  const next = new Set(value);
                  if (checked) next.delete(format);
                  else next.add(format);
                  onChange(next);
                }}
              />
              <span className="flex size-9 items-center justify-center" aria-hidden="true">
                <span
                  className={`block rounded-sm border-2 ${checked ? 'border-brand-600 bg-brand-100' : 'border-ink-muted/60'}`}
                  style={shape(width, height)}
                />
              </span>
              <span>
                <span className="block font-semibold text-ink">{name}</span>
                <span className="block text-xs text-ink-muted tabular-nums">
                  {width}×{height}
                </span>
              </span>
              <Check
                className={`absolute top-1.5 right-1.5 size-4 text-brand-600 ${checked ? '' : 'invisible'}`}
                aria-hidden="true"
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A box of the format's proportions whose longer side is 32 px. */
function shape(width: number, height: number) {
  const scale = 32 / Math.max(width, height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
