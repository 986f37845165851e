import { type FeedbackStats } from '@studio/api/contract/manager-feedback';

import { ClearFiltersButton } from '@/components/ui/clear-filters-button';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { SelectFilter } from '@/components/ui/select-filter';
import { type FeedbackFilters, feedbackFilters } from '../model/feedback-filters';

/**
 * Rating, snap, comment and dates. The snaps offered are those rated in the chart's window; a
 * snap chosen from a link stays offered even when it was not. Every change goes back to page 1.
 */
export function FeedbackFilterBar({
  filters,
  snaps,
  onChange,
}: {
  filters: FeedbackFilters;
  snaps: FeedbackStats['snaps'];
  onChange: (filters: FeedbackFilters) => void;
}) {
  const set = (change: Partial<FeedbackFilters>) =>
    onChange({ ...filters, ...change, page: undefined });
  const comment = filters.withComment === undefined ? '' : String(filters.withComment);
  const snapChoices = snaps.map((snap) => ({ value: snap.id, label: snap.name }));
  if (filters.snapId && !snaps.some((snap) => snap.id === filters.snapId)) {
    snapChoices.push({ value: filters.snapId, label: 'The chosen snap' });
  }
  return (
    <section aria-label="Filter feedback" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <SelectFilter
        label="Rating"
        value={filters.rating ?? ''}
        choices={[
          { value: '', label: 'Good or Bad' },
          { value: 'Good', label: 'Good' },
          { value: 'Bad', label: 'Bad' },
        ]}
        onChange={(rating) =>
          set({ rating: rating === 'Good' || rating === 'Bad' ? rating : undefined })
        }
      />
      <SelectFilter
        label="Snap"
        value={filters.snapId ?? ''}
        choices={[{ value: '', label: 'Any snap' }, ...snapChoices]}
        onChange={(snapId) => set({ snapId: snapId || undefined })}
      />
      <SelectFilter
        label="Comment"
        value={comment}
        choices={[
          { value: '', label: 'With or without' },
          { value: 'true', label: 'With a comment' },
          { value: 'false', label: 'Without a comment' },
        ]}
        onChange={(value) => set({ withComment: value === '' ? undefined : value === 'true' })}
      />
      <DateRangeFields from={filters.from} to={filters.to} onChange={(range) => set(range)} />
      {feedbackFilters.isFiltered(filters) ? (
        <div className="flex items-end sm:col-span-2 lg:col-span-5">
          <ClearFiltersButton onClear={() => onChange({})} />
        </div>
      ) : null}
    </section>
  );
}
