import { contentTypeSchema } from '@studio/api/contract/content';
import { CONTENT_STATES } from '@studio/api/contract/manager-content';

import { FilterBar } from '@/components/ui/filter-bar';
import { filterFields } from '@/components/ui/filter-fields';
import { type UrlFilterState } from '@/hooks/use-url-filters';
import { useSnaps } from '@/lib/snaps';
import { type ContentFilters } from '../model/content-filters';
import { STATE_LABELS, TYPE_LABELS } from '../model/content-format';

const Field = filterFields<ContentFilters>();

/**
 * Who made it (part of an email, or an account's id), its type, the snap that made it, between
 * which days, whether its creator rated it Bad, and whether it is still in their library (active
 * items unless another choice is made). Every change goes back to the first page.
 */
export function ContentFilterBar({ state }: { state: UrlFilterState<ContentFilters> }) {
  const snaps = useSnaps();
  const snapChoices = (snaps.data ?? []).map((snap) => ({ value: snap.id, label: snap.name }));
  return (
    <FilterBar
      label="Filter content"
      columns="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      framed
      state={state}
    >
      <Field.Text
        name="creator"
        label="Creator"
        placeholder="Email contains…, or an account id"
        icon
        wide
      />
      <Field.Choice
        name="type"
        label="Type"
        any="Every type"
        options={contentTypeSchema.options}
        labels={TYPE_LABELS}
      />
      <Field.Select name="snapId" label="Snap" any="Every snap" choices={snapChoices} />
      <Field.Dates />
      <Field.YesNo
        name="ratedBad"
        label="Rating"
        words={['Any rating', 'Rated Bad', 'Not rated Bad']}
      />
      <Field.Choice
        name="state"
        label="Shown"
        options={CONTENT_STATES}
        labels={STATE_LABELS}
        fallback="active"
      />
    </FilterBar>
  );
}
