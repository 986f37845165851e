import { type ContentItem } from '@studio/api/contract/content';

import { ContentCard } from './content-card';

/** The grid's columns, shared with its loading skeleton. */
export const CONTENT_GRID_CLASS = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/** The content cards, newest first, in as many columns as fit. */
export function ContentGrid({ items }: { items: readonly ContentItem[] }) {
  return (
    <ul aria-label="Your content" className={CONTENT_GRID_CLASS}>
      {items.map((item) => (
        <li key={item.id}>
          <ContentCard item={item} />
        </li>
      ))}
    </ul>
  );
}
