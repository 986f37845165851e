import { NO_PLAN } from '@studio/api/contract/manager-users';
import { ClearFiltersButton } from '@/components/ui/clear-filters-button';
import { SelectFilter } from '@/components/ui/select-filter';
import { TypedFilter } from '@/components/ui/typed-filter';
import { A_NEW_FILTER_STARTS_AT_PAGE_1, useFilterPatch } from '@/hooks/use-filter-patch';
import { usePlanChoices } from '../api/get-users';
import { type UserFilters, userFilters } from '../model/user-filters';

/**
 * Search and the three filters. Every change goes back to the first page: page 4 of an old
 * filter means nothing under a new one.
 */
export function UsersFilterBar({
  filters,
  onChange,
}: {
  filters: UserFilters;
  onChange: (filters: UserFilters) => void;
}) {
  const plans = usePlanChoices();
  const set = useFilterPatch(filters, onChange, A_NEW_FILTER_STARTS_AT_PAGE_1);
  const verified = filters.verified === undefined ? '' : String(filters.verified);

  return (
    <section aria-label="Filter users" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <div className="sm:col-span-2">
        <TypedFilter
          label="Search"
          placeholder="Email or name"
          value={filters.q}
          onCommit={(q) => set({ q })}
          icon
        />
      </div>
      <SelectFilter
        label="Role"
        value={filters.role ?? ''}
        choices={[
          { value: '', label: 'Any role' },
          { value: 'user', label: 'Creators' },
          { value: 'manager', label: 'Managers' },
        ]}
        onChange={(role) => set({ role: role === 'user' || role === 'manager' ? role : undefined })}
      />
      <SelectFilter
        label="Verified"
        value={verified}
        choices={[
          { value: '', label: 'Verified or not' },
          { value: 'true', label: 'Verified' },
          { value: 'false', label: 'Not verified' },
        ]}
        onChange={(value) => set({ verified: value === '' ? undefined : value === 'true' })}
      />
      <SelectFilter
        label="Plan"
        value={filters.plan ?? ''}
        choices={[
          { value: '', label: 'Any plan' },
          { value: NO_PLAN, label: 'No plan' },
          ...(plans.data ?? []).map((plan) => ({ value: plan.id, label: plan.name })),
        ]}
        onChange={(plan) => set({ plan: plan || undefined })}
      />
      {userFilters.isFiltered(filters) ? (
        <div className="flex items-end sm:col-span-2 lg:col-span-5">
          <ClearFiltersButton onClear={() => onChange({})} />
        </div>
      ) : null}
    </section>
  );
}
