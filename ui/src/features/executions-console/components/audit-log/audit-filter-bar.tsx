import { AUDIT_ACTIONS } from '@studio/api/contract/audit';

import { FilterBar } from '@/components/ui/filter-bar';
import { filterFields } from '@/components/ui/filter-fields';
import { type UrlFilterState } from '@/hooks/use-url-filters';
import { type AuditFilters } from '../../model/audit-filters';
import { AUDIT_ACTION_LABELS } from '../../model/audit-labels';

const Field = filterFields<AuditFilters>();

/**
 * The audit log's filters: who acted (part of an email), which actions (several at once, as
 * pressed buttons like the console's statuses), on what (an id), and between which days.
 */
export function AuditFilterBar({ state }: { state: UrlFilterState<AuditFilters> }) {
  return (
    <FilterBar label="Filter audit entries" framed state={state}>
      <Field.Toggles
        name="action"
        label="Action"
        options={AUDIT_ACTIONS}
        labels={AUDIT_ACTION_LABELS}
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field.Text name="actor" label="Actor" placeholder="Email contains…" icon />
        <Field.Text
          name="target"
          label="Target id"
          placeholder="A run, workflow, bulk replay or user id"
        />
        <Field.Dates />
      </div>
    </FilterBar>
  );
}
