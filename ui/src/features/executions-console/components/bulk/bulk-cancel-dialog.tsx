import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useBulkCancel } from '../../api/bulk-cancel';
import { useBulkPreview } from '../../api/bulk-preview';
import { type ConsoleFilters, hasFilters } from '../../model/console-filters';
import { type BulkScope, bulkSelection, runCount } from '../../model/bulk-selection';
import { ReasonField, reasonProblem } from '../run-page/reason-field';
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
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const selection = bulkSelection(scope, selectedIds, filters);
  const preview = useBulkPreview(selection);
  const cancel = useBulkCancel();
  const count = preview.data?.cancellable ?? 0;

  const submit = () => {
    const wrong = reasonProblem(reason);
    setProblem(wrong);
    if (wrong || count === 0) return;
    cancel.mutate(
      { ...selection, reason: reason.trim() },
      {
        onSuccess: (done) => {
          toast({
            title: `${runCount(done.count)} cancelled`,
            description: 'Their held tokens go back to their creators; the list follows them.',
          });
          onOpenChange(false);
          onCancelled();
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!cancel.isPending}
      title="Cancel runs?"
      description="The queued and running runs stop and give the tokens they hold back to their creators. Steps that finished keep what they made; runs that ended already are left alone."
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <BulkScopeField
          scope={scope}
          onChange={(next) => {
            setScope(next);
            // A refusal was of the other runs.
            cancel.reset();
          }}
          selectedCount={selectedIds.length}
          filtered={hasFilters(filters)}
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
        <ReasonField
          value={reason}
          onChange={(next) => {
            setReason(next);
            if (problem) setProblem(reasonProblem(next));
          }}
          error={problem}
          placeholder="e.g. Stuck on a provider outage"
        />
        {cancel.isError ? (
          <FormAlert tone="error">
            {serverMessage(cancel.error) ?? 'The runs could not be cancelled. Please try again.'}
          </FormAlert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            disabled={cancel.isPending}
            onClick={() => onOpenChange(false)}
          >
            Keep running
          </Button>
          <Button
            type="submit"
            variant="danger"
            isLoading={cancel.isPending}
            disabled={count === 0}
          >
            Cancel runs
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
