import { type ExecutionStatus } from '@studio/api/contract/executions';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';

import { ClearFiltersButton } from '@/components/ui/clear-filters-button';
import { inputClass } from '@/components/ui/text-field';
import { useFilterPatch } from '@/hooks/use-filter-patch';
import { useSnaps } from '@/lib/snaps';
import { useWorkflows } from '@/lib/workflows';
import {
  ALL_STATUSES,
  type ConsoleFilters,
  hasFilters,
  STATUS_LABELS,
} from '../model/console-filters';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { TypedFilter } from '@/components/ui/typed-filter';

type FilterBarProps = {
  filters: ConsoleFilters;
  onChange: (next: ConsoleFilters) => void;
};

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

const tristate = (value: boolean | undefined) =>
  value === undefined ? '' : value ? 'only' : 'none';
const fromTristate = (value: string) => (value === '' ? undefined : value === 'only');

/** Every filter of the console; each change goes into the URL. */
export function FilterBar({ filters, onChange }: FilterBarProps) {
  const id = useId();
  const moreSet = MORE.filter((key) => filters[key] !== undefined).length;
  const [open, setOpen] = useState(moreSet > 0);
  const snaps = useSnaps();
  const workflows = useWorkflows();
  const set = useFilterPatch(filters, onChange);
  const toggleStatus = (status: ExecutionStatus) =>
    set((current) => {
      const chosen = new Set(current.status ?? []);
      if (chosen.has(status)) chosen.delete(status);
      else chosen.add(status);
      return { status: chosen.size ? ALL_STATUSES.filter((s) => chosen.has(s)) : undefined };
    });

  return (
    <div className="space-y-3 rounded-card border border-line bg-surface p-3 sm:p-4">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Status</legend>
        {ALL_STATUSES.map((status) => {
          const on = filters.status?.includes(status) ?? false;
          return (
            <button
              key={status}
              type="button"
              aria-pressed={on}
              onClick={() => toggleStatus(status)}
              className={`rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
                on
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-line bg-surface text-ink hover:border-brand-500'
              }`}
            >
              {STATUS_LABELS[status]}
            </button>
          );
        })}
        <label className="ml-1 flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={filters.notReplayed ?? false}
            onChange={(e) => set({ notReplayed: e.target.checked || undefined })}
          />
          Failed, not replayed
        </label>
      </fieldset>

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
        <TypedFilter
          label="Creator"
          placeholder="Email contains…"
          value={filters.user}
          onCommit={(user) => set({ user })}
          icon
        />
        <TypedFilter
          label="Error code"
          placeholder="E005, ProviderError…"
          value={filters.errorCode}
          onCommit={(errorCode) => set({ errorCode })}
        />
        <label className="text-sm font-medium text-ink" htmlFor={`${id}-snap`}>
          Snap
          <select
            id={`${id}-snap`}
            className={`mt-1 ${inputClass}`}
            value={filters.snapId ?? ''}
            onChange={(e) => set({ snapId: e.target.value || undefined })}
          >
            <option value="">Any snap</option>
            {(snaps.data ?? []).map((snap) => (
              <option key={snap.id} value={snap.id}>
                {snap.name}
              </option>
            ))}
          </select>
        </label>
        <div className="flex gap-2">
          <label className="min-w-0 flex-1 text-sm font-medium text-ink" htmlFor={`${id}-wf`}>
            Workflow
            <select
              id={`${id}-wf`}
              className={`mt-1 ${inputClass}`}
              value={filters.workflowId ?? ''}
              // A version belongs to its workflow: another workflow starts without one.
              onChange={(e) => set({ workflowId: e.target.value || undefined, version: undefined })}
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
                set({ version: e.target.value ? Number(e.target.value) : undefined })
              }
            />
          </label>
        </div>
        <DateRangeFields from={filters.from} to={filters.to} onChange={set} />
        <label className="text-sm font-medium text-ink" htmlFor={`${id}-test`}>
          Test runs
          <select
            id={`${id}-test`}
            className={`mt-1 ${inputClass}`}
            value={tristate(filters.test)}
            onChange={(e) => set({ test: fromTristate(e.target.value) })}
          >
            <option value="">Included</option>
            <option value="none">Left out</option>
            <option value="only">Only test runs</option>
          </select>
        </label>
        <label className="text-sm font-medium text-ink" htmlFor={`${id}-demo`}>
          Demo runs
          <select
            id={`${id}-demo`}
            className={`mt-1 ${inputClass}`}
            value={tristate(filters.demo)}
            onChange={(e) => set({ demo: fromTristate(e.target.value) })}
          >
            <option value="">Included</option>
            <option value="none">Left out</option>
            <option value="only">Only demos</option>
          </select>
        </label>
      </div>
      {hasFilters(filters) ? <ClearFiltersButton onClear={() => onChange({})} /> : null}
    </div>
  );
}
