import { CircleSlash, GitCompareArrows, Repeat, X } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { type ConsoleFilters, consoleFilters } from '../../model/console-filters';
import { runCount } from '../../model/bulk-selection';
import { comparePath } from '../run-page/run-format';
import { BulkCancelDialog } from './bulk-cancel-dialog';
import { BulkReplayDialog } from './bulk-replay-dialog';

type BulkActionsBarProps = {
  selectedIds: readonly string[];
  filters: ConsoleFilters;
  onClearSelection: () => void;
  /** A bulk replay started: the console shows its progress. */
  onReplayStarted: (jobId: string) => void;
};

/**
 * Cancel or replay many runs: the ticked rows, or every run matching the filter (each dialog asks
 * which); two ticked runs can also be compared side by side. Always offered above a non-empty list, so acting on a whole filter needs no ticking;
 * its buttons wrap under the count on a phone.
 */
export function BulkActionsBar({
  selectedIds,
  filters,
  onClearSelection,
  onReplayStarted,
}: BulkActionsBarProps) {
  const [open, setOpen] = useState<'cancel' | 'replay' | null>(null);
  const close = (shown: boolean) => {
    if (!shown) setOpen(null);
  };
  const selected = selectedIds.length;

  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-card border border-line bg-surface px-3 py-2"
    >
      <p className="min-w-48 flex-1 text-sm text-ink" aria-live="polite">
        {selected > 0
          ? `${runCount(selected)} selected`
          : consoleFilters.isFiltered(filters)
            ? 'Select runs, or act on every run matching the filter.'
            : 'Select runs, or act on every run.'}
      </p>
      {selected > 0 ? (
        <Button variant="ghost" size="sm" onClick={onClearSelection}>
          <X className="size-4" aria-hidden="true" />
          Clear selection
        </Button>
      ) : null}
      {selected === 2 ? (
        <ButtonLink
          variant="secondary"
          size="sm"
          to={comparePath(selectedIds[0]!, selectedIds[1]!)}
        >
          <GitCompareArrows className="size-4" aria-hidden="true" />
          Compare
        </ButtonLink>
      ) : null}
      <Button variant="secondary" size="sm" onClick={() => setOpen('cancel')}>
        <CircleSlash className="size-4" aria-hidden="true" />
        Cancel runs…
      </Button>
      <Button size="sm" onClick={() => setOpen('replay')}>
        <Repeat className="size-4" aria-hidden="true" />
        Replay runs…
      </Button>
      {/* Mounted while open only: each opening starts from an empty form and a fresh count. */}
      {open === 'cancel' ? (
        <BulkCancelDialog
          selectedIds={selectedIds}
          filters={filters}
          open
          onOpenChange={close}
          onCancelled={onClearSelection}
        />
      ) : null}
      {open === 'replay' ? (
        <BulkReplayDialog
          selectedIds={selectedIds}
          filters={filters}
          open
          onOpenChange={close}
          onStarted={(jobId) => {
            onClearSelection();
            onReplayStarted(jobId);
          }}
        />
      ) : null}
    </section>
  );
}
