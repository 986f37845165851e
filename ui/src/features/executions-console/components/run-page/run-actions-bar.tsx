import { type ExecutionDetails } from '@studio/api/contract/execution-details';
import { CircleSlash, Repeat } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { CancelRunDialog } from './cancel-run-dialog';
import { CheckAgainstTemporal } from './check-against-temporal';
import { ReplayRunDialog } from './replay-run-dialog';
import { isLive } from './run-format';

/** Whether an operator may replay the run: it failed or was cancelled, and is no test run. */
export function isReplayable(details: ExecutionDetails): boolean {
  const { run } = details;
  return (run.status === 'failed' || run.status === 'cancelled') && !run.test;
}

/**
 * The operator's actions that apply to the run now: cancel it, or replay it; and, always, check
 * it against Temporal.
 */
export function RunActionsBar({ details }: { details: ExecutionDetails }) {
  const [open, setOpen] = useState<'cancel' | 'replay' | null>(null);
  const { run } = details;
  const cancellable = isLive(run.status);
  const replayable = isReplayable(details);
  const close = (shown: boolean) => {
    if (!shown) setOpen(null);
  };
  return (
    <>
      {cancellable ? (
        <Button variant="secondary" onClick={() => setOpen('cancel')}>
          <CircleSlash className="size-4" aria-hidden="true" />
          Cancel run
        </Button>
      ) : null}
      {replayable ? (
        <Button onClick={() => setOpen('replay')}>
          <Repeat className="size-4" aria-hidden="true" />
          Replay run
        </Button>
      ) : null}
      <CheckAgainstTemporal executionId={run.id} />
      {/* Mounted while open only: each opening starts from an empty form. */}
      {open === 'cancel' ? (
        <CancelRunDialog executionId={run.id} open onOpenChange={close} />
      ) : null}
      {open === 'replay' ? <ReplayRunDialog details={details} open onOpenChange={close} /> : null}
    </>
  );
}
