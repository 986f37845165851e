import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';

import { FilterBar } from '@/components/ui/filter-bar';
import { useFilterBar } from '@/components/ui/filter-context';
import { filterFields } from '@/components/ui/filter-fields';
import { inputClass } from '@/components/ui/text-field';
import { type UrlFilterState } from '@/hooks/use-url-filters';
import { useSnaps } from '@/lib/snaps';
import { useWorkflows } from '@/lib/workflows';
import { ALL_STATUSES, type ConsoleFilters, STATUS_LABELS } from '../model/console-filters';

const Field = filterFields<ConsoleFilters>();

/** The filters beyond status, folded away on a phone. */
const MORE = [
  'user',
  'errorCode',
  'snapId',
  'workflowId',
  'version',
  'from',
  'to',
  'test',
  'demo',
] as const satisfies readonly (keyof ConsoleFilters)[];

/** Every filter of the console; each change goes into the URL. */
export function ConsoleFilterBar({ state }: { state: UrlFilterState<ConsoleFilters> }) {
  const id = useId();
  const moreSet = MORE.filter((key) => state.filters[key] !== undefined).length;
  const [open, setOpen] = useState(moreSet > 0);
  const snaps = useSnaps();

  return (
    <FilterBar label="Filter runs" framed state={state}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Field.Toggles
          name="status"
          label="Status"
          options={ALL_STATUSES}
          labels={STATUS_LABELS}
          hideLabel
        />
        <Field.Check name="notReplayed" label="Failed, not replayed" />
      </div>
      <button
        type="button"
        className="flex items-center gap-1 text-sm font-semibold text-brand-700 lg:hidden"
        aria-expanded={open}
        aria-controls={`${id}-more`}
        onClick={() => setOpen((shown) => !shown)}
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {open ? 'Fewer filters' : `More filters${moreSet > 0 ? ` (${moreSet} set)` : ''}`}
      </button>
      {/* On a phone the filters beyond status fold away, so the runs come first. */}
      <div
        id={`${id}-more`}
        className={`${open ? 'grid' : 'hidden'} gap-3 sm:grid-cols-2 lg:grid lg:grid-cols-4`}
      >
        <Field.Text name="user" label="Creator" placeholder="Email contains…" icon />
        <Field.Text name="errorCode" label="Error code" placeholder="E005, ProviderError…" />
        <Field.Select
          name="snapId"
          label="Snap"
          any="Any snap"
          choices={(snaps.data ?? []).map((snap) => ({ value: snap.id, label: snap.name }))}
        />
        <WorkflowVersionFields />
        <Field.Dates />
        <Field.YesNo
          name="test"
          label="Test runs"
          words={['Included', 'Only test runs', 'Left out']}
        />
        <Field.YesNo name="demo" label="Demo runs" words={['Included', 'Only demos', 'Left out']} />
      </div>
    </FilterBar>
  );
}

/** A workflow and, beside it, one of its versions: another workflow starts without a version. */
function WorkflowVersionFields() {
  const id = useId();
  const workflows = useWorkflows();
  const { filters, setFilters } = useFilterBar<ConsoleFilters>();
  return (
    <div className="flex gap-2">
      <label className="min-w-0 flex-1 text-sm font-medium text-ink" htmlFor={`${id}-workflow`}>
        Workflow
        <select
          id={`${id}-workflow`}
          className={`mt-1 ${inputClass}`}
          value={filters.workflowId ?? ''}
          onChange={(e) =>
            setFilters({ workflowId: e.target.value || undefined, version: undefined })
          }
        >
          <option value="">Any workflow</option>
          {(workflows.data ?? []).map((workflow) => (
            <option key={workflow.id} value={workflow.id}>
              {workflow.name}
            </option>
          ))}
        </select>
      </label>
      <label className="w-20 text-sm font-medium text-ink" htmlFor={`${id}-version`}>
        Version
        <input
          id={`${id}-version`}
          type="number"
          min={1}
          inputMode="numeric"
          disabled={!filters.workflowId}
          className={`mt-1 ${inputClass}`}
          value={filters.version ?? ''}
          onChange={(e) =>
            setFilters({ version: e.target.value ? Number(e.target.value) : undefined })
          }
        />
      </label>
    </div>
  );
}
