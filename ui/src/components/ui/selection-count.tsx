/**
 * A selection bar's first part: how many are chosen, and Select all (or Clear once all are). On
 * a phone the two share one narrow column beside the bar's actions.
 */
export function SelectionCount({
  count,
  allChosen,
  onSelectAll,
  onClear,
}: {
  count: number;
  allChosen: boolean;
  onSelectAll: () => void;
  onClear: () => void;
}) {
  return (
    <div className="flex min-w-0 flex-1 flex-col items-start sm:flex-row sm:items-center sm:gap-3">
      <p role="status" className="text-sm font-medium whitespace-nowrap text-ink">
        {count} chosen
      </p>
      <button
        type="button"
        onClick={allChosen ? onClear : onSelectAll}
        className="text-xs font-semibold whitespace-nowrap text-brand-700 hover:underline sm:text-sm"
      >
        {allChosen ? 'Clear' : 'Select all'}
      </button>
    </div>
  );
}
