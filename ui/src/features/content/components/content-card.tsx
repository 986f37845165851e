import { type ContentItem } from '@studio/api/contract/content';
import { Layers, Package } from 'lucide-react';
import { Link } from 'react-router-dom';

import { contentPath, contentTypeLabels, videoPath } from '@/features/content/lib/content-paths';
import { ContentThumbnail } from './content-thumbnail';

/** One item of the content grid: its first image, name, type and linked product. */
export function ContentCard({ item }: { item: ContentItem }) {
  const titleId = `content-${item.id}`;
  const to = item.type === 'video' ? videoPath(item.id) : contentPath(item);
  return (
    <article
      aria-labelledby={titleId}
      className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow focus-within:shadow-raised hover:shadow-raised"
    >
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
            {item.name}
          </h2>
        </div>
      </Link>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 pt-1 pb-4 text-sm text-ink-muted">
        <span>{contentTypeLabels[item.type]}</span>
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
