import { useState } from 'react';

import { useBulkCancel } from '../../api/bulk-cancel';
import { useBulkPreview } from '../../api/bulk-preview';
import { type ConsoleFilters, consoleFilters } from '../../model/console-filters';
import { type BulkScope, bulkSelection, runCount } from '../../model/bulk-selection';
import { StopDialog } from '../stop-dialog';
import { BulkPreviewState, CountNote } from './bulk-preview-state';
import { BulkScopeField } from './bulk-scope-field';

type BulkCancelDialogProps = {
  selectedIds: readonly string[];
  filters: ConsoleFilters;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The runs were cancelled: the console clears its selection. */
  onCancelled: () => void;
};

/**
 * Stopping every queued or running run of a selection or a filter, with one reason the audit log
 * keeps. The server counts them first; the toast says how many it stopped.
 */
export function BulkCancelDialog({
  selectedIds,
  filters,
  open,
  onOpenChange,
  onCancelled,
}: BulkCancelDialogProps) {
  const [scope, setScope] = useState<BulkScope>(selectedIds.length > 0 ? 'selected' : 'filter');
  const selection = bulkSelection(scope, selectedIds, filters);
  const preview = useBulkPreview(selection);
  const cancel = useBulkCancel();
  const count = preview.data?.cancellable ?? 0;

  return (
    <StopDialog
      open={open}
      onOpenChange={onOpenChange}
      action={cancel}
      send={(reason) => ({ ...selection, reason })}
      title="Cancel runs?"
      description="The queued and running runs stop and give the tokens they hold back to their creators. Steps that finished keep what they made; runs that ended already are left alone."
      reasonPlaceholder="e.g. Stuck on a provider outage"
      failure="The runs could not be cancelled. Please try again."
      keepLabel="Keep running"
      confirmLabel="Cancel runs"
      confirmDisabled={count === 0}
      done={(cancelled) => ({
        title: `${runCount(cancelled.count)} cancelled`,
        description: 'Their held tokens go back to their creators; the list follows them.',
      })}
      onDone={onCancelled}
    >
      <BulkScopeField
        scope={scope}
        onChange={(next) => {
          setScope(next);
          // A refusal was of the other runs.
          cancel.reset();
        }}
        selectedCount={selectedIds.length}
        filtered={consoleFilters.isFiltered(filters)}
      />
      <BulkPreviewState preview={preview}>
        {(counts) => (
          <CountNote>
            {counts.cancellable > 0
              ? `Cancels ${runCount(counts.cancellable)}`
              : 'Nothing to cancel: none of these runs is queued or running'}
          </CountNote>
        )}
      </BulkPreviewState>
    </StopDialog>
  );
}
