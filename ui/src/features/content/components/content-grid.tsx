import { type ContentItem } from '@studio/api/contract/content';

import { ContentCard } from './content-card';

/** The content cards, newest first, in as many columns as fit. */
export function ContentGrid({ items }: { items: readonly ContentItem[] }) {
  return (
    <ul
      aria-label="Your content"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
    >
      {items.map((item) => (
        <li key={item.id}>
          <ContentCard item={item} />
        </li>
      ))}
    </ul>
  );
}
