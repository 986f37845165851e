import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useStopBulkReplay } from '../../api/bulk-replay';
import { ReasonField, reasonProblem } from '../run-page/reason-field';

type StopBulkReplayDialogProps = {
  jobId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Stopping a running bulk replay, with the reason the audit log keeps. */
export function StopBulkReplayDialog({ jobId, open, onOpenChange }: StopBulkReplayDialogProps) {
  const stop = useStopBulkReplay(jobId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!stop.isPending}
      title="Stop this bulk replay?"
      description="No more replays start. Replays already started run to their end."
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const wrong = reasonProblem(reason);
          setProblem(wrong);
          if (wrong) return;
          stop.mutate(reason.trim(), {
            onSuccess: () => {
              toast({ title: 'Bulk replay stopped', description: 'No more replays start.' });
              onOpenChange(false);
            },
          });
        }}
      >
        <ReasonField
          value={reason}
          onChange={(next) => {
            setReason(next);
            if (problem) setProblem(reasonProblem(next));
          }}
          error={problem}
          placeholder="e.g. The provider is down again"
        />
        {stop.isError ? (
          <FormAlert tone="error">
            {serverMessage(stop.error) ?? 'The bulk replay could not be stopped. Please try again.'}
          </FormAlert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={stop.isPending} onClick={() => onOpenChange(false)}>
            Keep going
          </Button>
          <Button type="submit" variant="danger" isLoading={stop.isPending}>
            Stop bulk replay
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
