import { type FeedbackRating } from '@studio/api/contract/feedback';
import { ThumbsDown, ThumbsUp } from 'lucide-react';

const LOOK: Record<FeedbackRating, { className: string; icon: typeof ThumbsUp }> = {
  Good: { className: 'bg-success-50 text-success-700', icon: ThumbsUp },
  Bad: { className: 'bg-danger-50 text-danger-700', icon: ThumbsDown },
};

/** A rating in words, with a colour and an icon (never by colour alone). */
export function RatingBadge({ rating }: { rating: FeedbackRating }) {
  const { className, icon: Icon } = LOOK[rating];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {rating}
    </span>
  );
}
