import { Layers } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { SelectionCount } from '@/components/ui/selection-count';
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
      <SelectionCount
        count={count}
        allChosen={allChosen}
        onSelectAll={onSelectAll}
        onClear={onClear}
      />
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
