import { type ContentItem } from '@studio/api/contract/content';
import { Frame, Layers, Package } from 'lucide-react';
import { Link } from 'react-router-dom';

import { contentPath, contentTypeLabels, videoPath } from '@/features/content/lib/content-paths';
import { ContentThumbnail } from './content-thumbnail';

/**
 * One item of the content grid: its first image, its title (product and snap), type, linked
 * product and how many social formats its run also made; a checkbox when the library is choosing.
 */
export function ContentCard({
  item,
  selection,
}: {
  item: ContentItem;
  selection?: { checked: boolean; onToggle: () => void };
}) {
  const titleId = `content-${item.id}`;
  const formatCount = item.formats?.reduce((sum, f) => sum + f.images.length, 0) ?? 0;
  const to = item.type === 'video' ? videoPath(item.id) : contentPath(item);
  return (
    <article
      aria-labelledby={titleId}
      data-selected={selection?.checked}
      className={`group relative flex h-full flex-col overflow-hidden rounded-card border bg-surface shadow-card transition-shadow focus-within:shadow-raised hover:shadow-raised ${
        selection?.checked ? 'border-brand-600 ring-2 ring-brand-200' : 'border-line'
      }`}
    >
      {selection ? (
        <label className="absolute top-2 left-2 z-10 flex size-9 cursor-pointer items-center justify-center rounded-full bg-surface/90 shadow-card">
          <input
            type="checkbox"
            checked={selection.checked}
            onChange={selection.onToggle}
            aria-label={`Choose ${item.title}`}
            className="size-5 accent-brand-600"
          />
        </label>
      ) : null}
      <Link
        to={to}
        className="flex flex-1 flex-col rounded-none focus-visible:outline-offset-[-2px]"
      >
        <div className="relative">
          <ContentThumbnail item={item} className="aspect-square w-full" />
          {item.contentUrls.length > 1 ? (
            <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-ink/70 px-2 py-0.5 text-xs font-semibold text-white">
              <Layers className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Images: </span>
              {item.contentUrls.length}
            </span>
          ) : null}
        </div>
        <div className="px-4 pt-3">
          <h2
            id={titleId}
            className="line-clamp-2 font-semibold text-ink group-hover:text-brand-700"
          >
            {item.title}
          </h2>
        </div>
      </Link>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 pt-1 pb-4 text-sm text-ink-muted">
        <span>{contentTypeLabels[item.type]}</span>
        {formatCount > 0 ? (
          <span className="inline-flex items-center gap-1">
            <Frame className="size-3.5" aria-hidden="true" />
            {formatCount === 1 ? '1 format' : `${formatCount} formats`}
          </span>
        ) : null}
        {item.productId ? (
          <Link
            to={`/products/${item.productId}`}
            className="inline-flex min-w-0 items-center gap-1 font-medium text-brand-700 hover:underline"
          >
            <Package className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">Product: </span>
            <span className="truncate">{item.productName ?? 'Linked product'}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
