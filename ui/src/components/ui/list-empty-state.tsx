import { type LucideIcon } from 'lucide-react';

import { Button } from './button';

type ListEmptyStateProps = {
  icon: LucideIcon;
  /** Whether filters left nothing (rather than there being nothing at all). */
  filtered: boolean;
  /** One item in words, for "No {item} matches these filters". */
  item: string;
  /** What an empty list says before anything exists. */
  empty: { title: string; text: string };
  /** The button that clears the filters: "Show every user". */
  showAll: string;
  onShowAll: () => void;
};

/** A list with nothing to show: nothing yet, or nothing under these filters (with a way out). */
export function ListEmptyState({
  icon: Icon,
  filtered,
  item,
  empty,
  showAll,
  onShowAll,
}: ListEmptyStateProps) {
  return (
    <section className="flex flex-col items-center rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center">
      <Icon className="size-10 text-brand-600" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold text-ink">
        {filtered ? `No ${item} matches these filters` : empty.title}
      </h2>
      <p className="mt-1 max-w-md text-sm text-ink-muted">
        {filtered ? 'Change or clear the filters to see more.' : empty.text}
      </p>
      {filtered ? (
        <Button variant="secondary" className="mt-6" onClick={onShowAll}>
          {showAll}
        </Button>
      ) : null}
    </section>
  );
}
