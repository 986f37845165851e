import { roleSchema } from '@studio/api/contract/auth';
import { NO_PLAN } from '@studio/api/contract/manager-users';

import { FilterBar } from '@/components/ui/filter-bar';
import { filterFields } from '@/components/ui/filter-fields';
import { type UrlFilterState } from '@/hooks/use-url-filters';
import { usePlanChoices } from '../api/get-users';
import { type UserFilters } from '../model/user-filters';

const Field = filterFields<UserFilters>();

/** Search and the three filters; each change goes back to the first page. */
export function UsersFilterBar({ state }: { state: UrlFilterState<UserFilters> }) {
  const plans = usePlanChoices();
  const planChoices = (plans.data ?? []).map((plan) => ({ value: plan.id, label: plan.name }));
  return (
    <FilterBar
      label="Filter users"
      columns="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      state={state}
    >
      <Field.Text name="q" label="Search" placeholder="Email or name" icon wide />
      <Field.Choice
        name="role"
        label="Role"
        any="Any role"
        options={roleSchema.options}
        labels={{ user: 'Creators', manager: 'Managers' }}
      />
      <Field.YesNo
        name="verified"
        label="Verified"
        words={['Verified or not', 'Verified', 'Not verified']}
      />
      <Field.Select
        name="plan"
        label="Plan"
        any="Any plan"
        choices={[{ value: NO_PLAN, label: 'No plan' }, ...planChoices]}
      />
    </FilterBar>
  );
}
