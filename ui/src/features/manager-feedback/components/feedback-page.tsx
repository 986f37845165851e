import { MessageSquareHeart } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { ListEmptyState } from '@/components/ui/list-empty-state';
import { Pagination } from '@/components/ui/pagination';
import { FEEDBACK_PAGE_SIZE, useFeedbackStats, useManagerFeedback } from '../api/get-feedback';
import { type FeedbackFilters, feedbackFilters } from '../model/feedback-filters';
import { FeedbackCard } from './feedback-card';
import { FeedbackFilterBar } from './feedback-filter-bar';
import { SatisfactionChart } from './satisfaction-chart';

/**
 * User Feedback: satisfaction per snap over time, then every rating under filters that live in
 * the URL, a server page at a time, as cards: a rating is judged by looking at what was rated.
 */
export function FeedbackPage() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => feedbackFilters.fromSearch(search), [search]);
  const setFilters = useCallback(
    (next: FeedbackFilters) => setSearch(feedbackFilters.toSearch(next), { replace: true }),
    [setSearch],
  );
  const list = useManagerFeedback(filters);
  const stats = useFeedbackStats();
  const filtered = feedbackFilters.isFiltered(filters);
  const items = list.data?.items ?? [];

  return (
    <div className="space-y-6">
      <SatisfactionChart />
      <FeedbackFilterBar filters={filters} snaps={stats.data?.snaps ?? []} onChange={setFilters} />
      {list.isPending ? (
        <div
          className="grid gap-4 sm:grid-cols-3 lg:grid-cols-4"
          role="status"
          aria-busy="true"
          aria-label="Loading feedback"
        >
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="aspect-[3/4] animate-pulse rounded-card bg-surface-muted" />
          ))}
        </div>
      ) : list.isError ? (
        <FetchErrorAlert what="feedback" onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <ListEmptyState
          icon={MessageSquareHeart}
          filtered={filtered}
          item="rating"
          empty={{
            title: 'No feedback yet',
            text: 'When creators rate what they made, their verdicts and the images appear here.',
          }}
          showAll="Show all feedback"
          onShowAll={() => setFilters({})}
        />
      ) : (
        <>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {list.data.total} {list.data.total === 1 ? 'rating' : 'ratings'}, newest first
            {list.isPlaceholderData ? ' · loading…' : ''}
          </p>
          <ul aria-label="Ratings" className="grid gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {items.map((item) => (
              <FeedbackCard key={item.id} item={item} />
            ))}
          </ul>
          <Pagination
            page={filters.page ?? 1}
            pageCount={Math.ceil(list.data.total / FEEDBACK_PAGE_SIZE)}
            onPageChange={(page) => setFilters({ ...filters, page })}
            label="Feedback pages"
          />
        </>
      )}
    </div>
  );
}
