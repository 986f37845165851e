import { FEEDBACK_RATINGS } from '@studio/api/contract/feedback';
import { type FeedbackStats } from '@studio/api/contract/manager-feedback';

import { FilterBar } from '@/components/ui/filter-bar';
import { filterFields } from '@/components/ui/filter-fields';
import { type UrlFilterState } from '@/hooks/use-url-filters';
import { type FeedbackFilters } from '../model/feedback-filters';

const Field = filterFields<FeedbackFilters>();

/**
 * Rating, snap, comment and dates. The snaps offered are those rated in the chart's window; a
 * snap chosen from a link stays offered even when it was not. Every change goes back to page 1.
 */
export function FeedbackFilterBar({
  state,
  snaps,
}: {
  state: UrlFilterState<FeedbackFilters>;
  snaps: FeedbackStats['snaps'];
}) {
  const chosen = state.filters.snapId;
  const snapChoices = snaps.map((snap) => ({ value: snap.id, label: snap.name }));
  if (chosen && !snaps.some((snap) => snap.id === chosen)) {
    snapChoices.push({ value: chosen, label: 'The chosen snap' });
  }
  return (
    <FilterBar
      label="Filter feedback"
      columns="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      state={state}
    >
      <Field.Choice
        name="rating"
        label="Rating"
        any="Good or Bad"
        options={FEEDBACK_RATINGS}
        labels={{ Good: 'Good', Bad: 'Bad' }}
      />
      <Field.Select name="snapId" label="Snap" any="Any snap" choices={snapChoices} />
      <Field.YesNo
        name="withComment"
        label="Comment"
        words={['With or without', 'With a comment', 'Without a comment']}
      />
      <Field.Dates />
    </FilterBar>
  );
}
