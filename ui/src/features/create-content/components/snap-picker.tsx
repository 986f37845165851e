import { Check, Coins } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';

import { StoredImage } from '@/components/ui/stored-image';
import { type Snap } from '@/lib/snaps';
import { tokens } from '@/features/create-content/lib/run-outcome';

const ALL = 'All';

type SnapPickerProps = {
  snaps: readonly Snap[] | undefined;
  loading: boolean;
  failed: boolean;
  value: string | null;
  onChange: (snapId: string) => void;
  disabled: boolean;
};

/**
 * Step 2: the snaps, browsed by category in tabs. Each card shows what the snap makes, its tags
 * and what one run costs.
 */
export function SnapPicker({ snaps, loading, failed, value, onChange, disabled }: SnapPickerProps) {
  const [category, setCategory] = useState(ALL);
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  if (loading) {
    return (
      <p role="status" className="text-sm text-ink-muted">
        Loading snaps…
      </p>
    );
  }
  if (failed || !snaps) {
    return (
      <p role="alert" className="text-sm text-danger-700">
        Could not load the snaps. Please reload the page.
      </p>
    );
  }
  if (snaps.length === 0) {
    return <p className="text-sm text-ink-muted">No snaps are available right now.</p>;
  }

  const categories = [ALL, ...new Set(snaps.map((snap) => snap.category))];
  const shown = category === ALL ? snaps : snaps.filter((snap) => snap.category === category);

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + categories.length) % categories.length;
    setCategory(categories[next]!);
    tabs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label="Snap categories" className="flex flex-wrap gap-2">
        {categories.map((name, index) => {
          const selected = name === category;
          return (
            <button
              key={name}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setCategory(name)}
              onKeyDown={(event) => onTabKey(event, index)}
              className={`rounded-full px-3.5 py-1.5 text-sm font-semibold transition-colors ${
                selected
                  ? 'bg-brand-600 text-white'
                  : 'border border-line bg-surface text-ink hover:border-brand-200'
              }`}
            >
              {name}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${categories.indexOf(category)}`}
        className="mt-4"
      >
        <fieldset disabled={disabled}>
          <legend className="sr-only">Snap</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((snap) => {
              const chosen = snap.id === value;
              return (
                <label
                  key={snap.id}
                  className={`relative flex cursor-pointer gap-3 rounded-xl border p-3 transition-colors sm:flex-col sm:gap-2 sm:p-4 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${
                    chosen
                      ? 'border-brand-500 bg-brand-50 ring-2 ring-brand-500'
                      : 'border-line bg-surface hover:border-brand-200'
                  }`}
                >
                  <input
                    type="radio"
                    name="snap"
                    value={snap.id}
                    checked={chosen}
                    onChange={() => onChange(snap.id)}
                    aria-label={`${snap.name} (${tokens(snap.cost)})`}
                    className="sr-only"
                  />
                  {/* Square, as covers are made: a product is never cut. Beside the words on
                      a phone, above them from 640 px. */}
                  {snap.coverUrl ? (
                    <StoredImage
                      src={snap.coverUrl}
                      sizes="(min-width: 640px) 240px, 96px"
                      alt=""
                      className="size-24 shrink-0 rounded-lg object-cover sm:aspect-square sm:size-auto sm:w-full"
                    />
                  ) : null}
                  <span className="flex min-w-0 flex-1 flex-col gap-2">
                    <span className="flex items-start justify-between gap-3">
                      <span>
                        <span className="block font-semibold break-words text-ink">
                          {snap.name}
                        </span>
                        <span className="block text-xs font-medium text-brand-700">
                          {snap.category}
                        </span>
                      </span>
                      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-ink tabular-nums">
                        <Coins className="size-3.5 text-success-600" aria-hidden="true" />
                        {tokens(snap.cost)}
                      </span>
                    </span>
                    <span className="text-sm text-ink-muted">{snap.description}</span>
                    {snap.tags.length > 0 ? (
                      <span className="flex flex-wrap gap-1">
                        {snap.tags.map((tag) => (
                          <span
                            key={tag}
                            className="rounded-full bg-surface-muted px-2 py-0.5 text-xs text-ink-muted"
                          >
                            #{tag}
                          </span>
                        ))}
                      </span>
                    ) : null}
                  </span>
                  {chosen ? (
                    <span className="absolute -top-2 -right-2 inline-flex size-6 items-center justify-center rounded-full bg-brand-600 text-white">
                      <Check className="size-4" aria-hidden="true" />
                    </span>
                  ) : null}
                </label>
              );
            })}
          </div>
        </fieldset>
      </div>
    </div>
  );
}
