import { Layers } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { StickyActionBar } from '@/components/ui/sticky-action-bar';

type ProductSelectionBarProps = {
  count: number;
  /** Every product that can be chosen is chosen (or the most a batch takes). */
  allChosen: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  /** The batch setup with the chosen products. */
  runPath: string;
};

/** While choosing products: how many, all or none, and on to a batch with them. */
export function ProductSelectionBar({
  count,
  allChosen,
  onSelectAll,
  onClear,
  runPath,
}: ProductSelectionBarProps) {
  return (
    <StickyActionBar label="Selection">
      {/* On a phone the count and "Select all" share one narrow column beside the button. */}
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
      {count > 0 ? (
        <ButtonLink size="sm" to={runPath}>
          <Layers className="size-4 shrink-0" aria-hidden="true" />
          <span>
            Run a snap on {count}
            <span className="hidden sm:inline"> {count === 1 ? 'product' : 'products'}</span>
          </span>
        </ButtonLink>
      ) : (
        <Button size="sm" disabled>
          <Layers className="size-4 shrink-0" aria-hidden="true" />
          Run a snap
        </Button>
      )}
    </StickyActionBar>
  );
}
