import { X } from 'lucide-react';

import { Button } from './button';

/** "Clear filters": every list's way back to the whole list, the same everywhere. */
export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClear}>
      <X className="size-4" aria-hidden="true" />
      Clear filters
    </Button>
  );
}
