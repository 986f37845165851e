import { type BulkScope, BULK_LIMIT_TEXT } from '../../model/bulk-selection';
import { RadioChoice } from '../radio-choice';

/**
 * Which runs a bulk dialog acts on: the rows ticked in the list, or every run matching the
 * console's filter, loaded or not. Asked in the dialog rather than guessed from the ticks, so the
 * operator says which, and the count under it is for that choice.
 */
export function BulkScopeField({
  scope,
  onChange,
  selectedCount,
  filtered,
}: {
  scope: BulkScope;
  onChange: (scope: BulkScope) => void;
  selectedCount: number;
  /** Whether the console has a filter set (without one, "matching" means every run). */
  filtered: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">Runs</legend>
      <div className="mt-2 space-y-2">
        <RadioChoice
          name="scope"
          checked={scope === 'selected'}
          onChange={() => onChange('selected')}
          disabled={selectedCount === 0}
          label={
            selectedCount === 1
              ? 'The run selected in the list'
              : selectedCount > 1
                ? `The ${selectedCount.toLocaleString('en')} runs selected in the list`
                : 'The runs selected in the list'
          }
          hint={selectedCount === 0 ? 'No run is selected.' : undefined}
        />
        <RadioChoice
          name="scope"
          checked={scope === 'filter'}
          onChange={() => onChange('filter')}
          label="Every run matching the filter"
          hint={
            filtered
              ? `Loaded or not, up to ${BULK_LIMIT_TEXT}.`
              : `No filter is set: every run there is, up to ${BULK_LIMIT_TEXT}.`
          }
        />
      </div>
    </fieldset>
  );
}
