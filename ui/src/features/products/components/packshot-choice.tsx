import { Sparkles } from 'lucide-react';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { type PackshotBackground } from '@/features/products/api/enhance-packshot';

const backgrounds = [
  { id: 'white', label: 'White background', swatch: 'bg-white' },
  { id: 'black', label: 'Black background', swatch: 'bg-black' },
] as const satisfies readonly { id: PackshotBackground; label: string; swatch: string }[];

type PackshotChoiceProps = {
  background: PackshotBackground | null;
  onBackgroundChange: (background: PackshotBackground) => void;
  onEnhance: () => void;
  isEnhancing: boolean;
  /** Why it cannot run (no image to work from), when it cannot. */
  unavailable?: string;
};

/**
 * A packshot of the product's main image on a white or black background (the White or Black
 * Packshot workflow). Enhance Images stays disabled until a background is chosen.
 */
export function PackshotChoice({
  background,
  onBackgroundChange,
  onEnhance,
  isEnhancing,
  unavailable,
}: PackshotChoiceProps) {
  const name = useId();
  return (
    <div className="space-y-3">
      <fieldset disabled={isEnhancing || Boolean(unavailable)}>
        <legend className="text-sm font-medium text-ink">Packshot background</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {backgrounds.map((option) => (
            <label
              key={option.id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-line p-3 text-sm font-medium text-ink has-checked:border-brand-500 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60"
            >
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={background === option.id}
                onChange={() => onBackgroundChange(option.id)}
                className="accent-brand-600"
              />
              <span
                className={`size-5 shrink-0 rounded-full border border-line ${option.swatch}`}
                aria-hidden="true"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {unavailable ? <p className="text-sm text-ink-muted">{unavailable}</p> : null}
      <Button
        className="w-full sm:w-auto"
        disabled={!background || Boolean(unavailable)}
        isLoading={isEnhancing}
        onClick={onEnhance}
      >
        {isEnhancing ? null : <Sparkles className="size-4" aria-hidden="true" />}
        {isEnhancing ? 'Enhancing…' : 'Enhance Images'}
      </Button>
    </div>
  );
}
