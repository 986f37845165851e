import { type ManagedContent } from '@studio/api/contract/manager-content';
import { ImageOff, ThumbsDown } from 'lucide-react';

import { type SkeletonShape } from '@/components/ui/loading-skeleton';
import { StoredImage } from '@/components/ui/stored-image';
import { formatDay, TYPE_LABELS } from '../model/content-format';

/** Two, three or four cards a row, as the page's width allows. */
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

/** While the first page loads: blank cards where the cards will be. */
export const CONTENT_TILES: SkeletonShape = {
  label: 'Loading content',
  className: GRID,
  count: 8,
  itemClassName: 'aspect-square',
};

/**
 * The items as cards, each a button that opens the item's drawer: the first image as a resized
 * copy (`StoredImage`), its name, creator, snap and day, and badges for a Bad rating and a
 * removal. The button is named by what it shows (badges, name, creator, type, snap, day), so
 * what is read out is what is seen.
 */
export function ContentGrid({
  items,
  onOpen,
}: {
  items: ManagedContent[];
  onOpen: (item: ManagedContent) => void;
}) {
  return (
    <ul aria-label="Content" className={GRID}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={() => onOpen(item)}
            className="group block w-full overflow-hidden rounded-card border border-line bg-surface text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <span className="relative block aspect-square bg-surface-muted">
              {item.thumbnailUrl ? (
                <StoredImage
                  src={item.thumbnailUrl}
                  sizes="(min-width: 1024px) 20vw, (min-width: 640px) 30vw, 45vw"
                  alt=""
                  loading="lazy"
                  className={`size-full object-cover ${item.removal ? 'opacity-40 grayscale' : ''}`}
                />
              ) : (
                <ImageOff
                  className="absolute top-1/2 left-1/2 size-8 -translate-1/2 text-ink-muted"
                  aria-hidden="true"
                />
              )}
              <span className="absolute top-2 left-2 flex flex-wrap gap-1">
                {item.removal ? (
                  <span className="rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-white">
                    Removed
                  </span>
                ) : null}
                {item.rating === 'Bad' ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-danger-600 px-2 py-0.5 text-xs font-semibold text-white">
                    <ThumbsDown className="size-3" aria-hidden="true" /> Rated Bad
                  </span>
                ) : null}
              </span>
            </span>
            <span className="block space-y-0.5 p-3">
              <span className="block truncate text-sm font-semibold text-ink group-hover:text-brand-700">
                {item.name}
              </span>
              <span className="block truncate text-xs text-ink-muted">{item.creator.email}</span>
              <span className="block truncate text-xs text-ink-muted">
                {TYPE_LABELS[item.type]} · {item.snap?.name ?? 'No snap'} ·{' '}
                {formatDay(item.createdAt)}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
