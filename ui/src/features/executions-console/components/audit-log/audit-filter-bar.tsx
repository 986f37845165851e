import { AUDIT_ACTIONS } from '@studio/api/contract/audit';
import { X } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { useFilterPatch } from '@/hooks/use-filter-patch';
import { type AuditFilters, hasAuditFilters, toggleAction } from '../../model/audit-filters';
import { AUDIT_ACTION_LABELS } from '../../model/audit-labels';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { TypedFilter } from '@/components/ui/typed-filter';

type AuditFilterBarProps = {
  filters: AuditFilters;
  onChange: (next: AuditFilters) => void;
};

/**
 * The audit log's filters: who acted (part of an email), which actions (several at once, as
 * pressed buttons like the console's statuses), on what (an id), and between which days.
 */
export function AuditFilterBar({ filters, onChange }: AuditFilterBarProps) {
  const set = useFilterPatch(filters, onChange);

  return (
    <div className="space-y-3 rounded-card border border-line bg-surface p-3 sm:p-4">
      <fieldset>
        <legend className="text-sm font-medium text-ink">Action</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {AUDIT_ACTIONS.map((action) => {
            const on = filters.action?.includes(action) ?? false;
            return (
              <button
                key={action}
                type="button"
                aria-pressed={on}
                onClick={() => set((current) => ({ action: toggleAction(current.action, action) }))}
                className={`rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
                  on
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-line bg-surface text-ink hover:border-brand-500'
                }`}
              >
                {AUDIT_ACTION_LABELS[action]}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TypedFilter
          label="Actor"
          placeholder="Email contains…"
          value={filters.actor}
          onCommit={(actor) => set({ actor })}
          icon
        />
        <TypedFilter
          label="Target id"
          placeholder="A run, bulk replay or user id"
          value={filters.target}
          onCommit={(target) => set({ target })}
        />
        <DateRangeFields from={filters.from} to={filters.to} onChange={set} />
      </div>
      {hasAuditFilters(filters) ? (
        <Button variant="secondary" size="sm" onClick={() => onChange({})}>
          <X className="size-4" aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
