import { MessageSquareHeart } from 'lucide-react';

import { ListBody } from '@/components/ui/list-body';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { FEEDBACK_PAGE_SIZE, useFeedbackStats, useManagerFeedback } from '../api/get-feedback';
import { feedbackFilters } from '../model/feedback-filters';
import { FeedbackCard } from './feedback-card';
import { FeedbackFilterBar } from './feedback-filter-bar';
import { SatisfactionChart } from './satisfaction-chart';

/** The ratings as cards, and their placeholders while the first page loads. */
const GRID = 'grid gap-4 sm:grid-cols-3 lg:grid-cols-4';

const NO_FEEDBACK = {
  icon: MessageSquareHeart,
  item: 'rating',
  title: 'No feedback yet',
  text: 'When creators rate what they made, their verdicts and the images appear here.',
  showAll: 'Show all feedback',
};

/**
 * User Feedback: satisfaction per snap over time, then every rating under filters that live in
 * the URL, a server page at a time, as cards: a rating is judged by looking at what was rated.
 */
export function FeedbackPage() {
  const search = useUrlFilters(feedbackFilters);
  const list = useManagerFeedback(search.filters);
  const stats = useFeedbackStats();
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <div className="space-y-6">
      <SatisfactionChart />
      <FeedbackFilterBar state={search} snaps={stats.data?.snaps ?? []} />
      <ListBody
        query={list}
        rows={items.length}
        loading={{
          label: 'Loading feedback',
          className: GRID,
          count: 4,
          itemClassName: 'aspect-[3/4]',
        }}
        what="feedback"
        empty={NO_FEEDBACK}
        filters={search}
        count={`${total} ${total === 1 ? 'rating' : 'ratings'}, newest first`}
        pages={{ total, size: FEEDBACK_PAGE_SIZE, label: 'Feedback pages' }}
      >
        <ul aria-label="Ratings" className={GRID}>
          {items.map((item) => (
            <FeedbackCard key={item.id} item={item} />
          ))}
        </ul>
      </ListBody>
    </div>
  );
}
