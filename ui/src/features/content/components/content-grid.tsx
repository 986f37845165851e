import { type ContentItem } from '@studio/api/contract/content';

import { ContentCard } from './content-card';

/** The grid's columns, shared with its loading skeleton. */
export const CONTENT_GRID_CLASS = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/**
 * The content cards, newest first, in as many columns as fit; with `selected`, each card has a
 * checkbox to choose it.
 */
export function ContentGrid({
  items,
  selected = null,
  onToggle,
}: {
  items: readonly ContentItem[];
  selected?: ReadonlySet<string> | null;
  onToggle?: (id: string) => void;
}) {
  return (
    <ul aria-label="Your content" className={CONTENT_GRID_CLASS}>
      {items.map((item) => (
        <li key={item.id}>
          <ContentCard
            item={item}
            {...(selected && onToggle
              ? { selection: { checked: selected.has(item.id), onToggle: () => onToggle(item.id) } }
              : {})}
          />
        </li>
      ))}
    </ul>
  );
}
