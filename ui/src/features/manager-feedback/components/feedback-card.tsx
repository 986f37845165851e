import { type ManagerFeedbackItem } from '@studio/api/contract/manager-feedback';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router-dom';

import { StoredImage } from '@/components/ui/stored-image';
import { RatingBadge } from './rating-badge';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One rating: the image as the creator rated it (a link to the full size), the verdict, their
 * words, who gave it (a link to their account in Users & Credits) and the snap that made it.
 */
export function FeedbackCard({ item }: { item: ManagerFeedbackItem }) {
  const [image] = item.images;
  const snapName = item.snap?.name ?? 'No snap (content deleted or a test run)';
  return (
    <li className="flex flex-col overflow-hidden rounded-card border border-line bg-surface">
      {image ? (
        <a href={image} target="_blank" rel="noreferrer" className="block bg-surface-muted">
          <StoredImage
            src={image}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 100vw"
            alt={`Rated ${item.rating}: ${snapName}, by ${item.creator.name}`}
            className="aspect-square w-full object-contain"
            loading="lazy"
          />
        </a>
      ) : (
        <div className="flex aspect-square items-center justify-center bg-surface-muted text-ink-muted">
          <ImageOff className="size-8" aria-hidden="true" />
          <span className="sr-only">No image kept</span>
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-3 text-sm">
        <div className="flex items-center justify-between gap-2">
          <RatingBadge rating={item.rating} />
          <time className="text-xs text-ink-muted" dateTime={item.ratedAt}>
            {when.format(new Date(item.ratedAt))}
          </time>
        </div>
        {item.comment ? (
          <blockquote className="border-l-2 border-brand-200 pl-2 break-words text-ink">
            {item.comment}
          </blockquote>
        ) : (
          <p className="text-ink-muted italic">No comment</p>
        )}
        <p className="mt-auto truncate text-ink-muted">
          <span className="font-medium text-ink">{snapName}</span>
          {' · '}
          <Link
            to={`/manager?user=${encodeURIComponent(item.creator.id)}`}
            className="underline-offset-2 hover:underline focus-visible:underline"
            title={item.creator.email}
          >
            {item.creator.email}
          </Link>
        </p>
      </div>
    </li>
  );
}
