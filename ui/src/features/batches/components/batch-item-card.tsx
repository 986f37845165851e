import { type BatchItem } from '@studio/api/contract/batches';
import {
  ArrowRight,
  CircleAlert,
  CircleCheck,
  CircleDashed,
  LoaderCircle,
  MinusCircle,
} from 'lucide-react';
import { Link } from 'react-router-dom';

import { ProductImage } from '@/components/ui/product-image';
import { StoredImage } from '@/components/ui/stored-image';
import { runStateLabel, runStateStyles } from '@/features/batches/lib/batch-progress';

const statusIcons = {
  queued: CircleDashed,
  running: LoaderCircle,
  succeeded: CircleCheck,
  failed: CircleAlert,
  cancelled: MinusCircle,
} as const;

const CARD_IMAGE_SIZES = '(min-width: 1024px) 16rem, (min-width: 640px) 33vw, 50vw';

/**
 * One product's run: its photo until the result arrives, then the result with the photo in the
 * corner (before → after), or why it failed. A finished result opens its content.
 */
export function BatchItemCard({ item }: { item: BatchItem }) {
  const result = item.status === 'succeeded' ? (item.imageUrls[0] ?? null) : null;
  const Icon = statusIcons[item.status];
  const ended = item.status !== 'queued' && item.status !== 'running';
  const extra = item.imageUrls.length - 1;
  return (
    <article
      aria-labelledby={`batch-item-${item.executionId}`}
      data-status={item.status}
      className="relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card"
    >
      <div className="relative aspect-square bg-surface-muted">
        {result ? (
          <StoredImage
            src={result}
            sizes={CARD_IMAGE_SIZES}
            alt={`Result for ${item.productName}`}
            className="size-full object-cover motion-safe:animate-fade-in"
          />
        ) : (
          <ProductImage
            src={item.productImageUrl}
            sizes={CARD_IMAGE_SIZES}
            className={ended ? 'opacity-40 grayscale' : 'opacity-70'}
            iconClassName="size-8"
          />
        )}
        {result && item.productImageUrl ? (
          <span className="absolute bottom-2 left-2 flex items-center gap-1 rounded-lg bg-surface/90 p-1 shadow-sm">
            <StoredImage
              src={item.productImageUrl}
              sizes="40px"
              alt={`Photo of ${item.productName}`}
              className="size-10 rounded-md object-cover"
            />
            <ArrowRight className="size-3.5 text-ink-muted" aria-hidden="true" />
          </span>
        ) : null}
        {item.status === 'running' ? (
          <span className="absolute inset-0 flex items-center justify-center">
            <LoaderCircle className="size-8 animate-spin text-brand-600" aria-hidden="true" />
          </span>
        ) : null}
        {extra > 0 ? (
          <span className="absolute right-2 bottom-2 rounded-full bg-ink/75 px-2 py-0.5 text-xs font-semibold text-white">
            +{extra} {extra === 1 ? 'size' : 'sizes'}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3
          id={`batch-item-${item.executionId}`}
          className="truncate text-sm font-semibold text-ink"
        >
          {item.contentId ? (
            <Link
              to={`/content/${item.contentId}`}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {item.productName}
            </Link>
          ) : (
            item.productName
          )}
        </h3>
        <p
          className={`flex items-center gap-1.5 text-xs font-semibold ${runStateStyles[item.status].text}`}
        >
          <Icon
            className={`size-3.5 shrink-0 ${item.status === 'running' ? 'animate-spin' : ''}`}
            aria-hidden="true"
          />
          {runStateLabel(item.status)}
        </p>
        {item.status === 'failed' && item.error ? (
          <p className="text-xs text-danger-700">{item.error}</p>
        ) : null}
        {item.status === 'failed' || item.status === 'cancelled' ? (
          <p className="text-xs text-ink-muted">Its tokens were given back.</p>
        ) : null}
      </div>
    </article>
  );
}
