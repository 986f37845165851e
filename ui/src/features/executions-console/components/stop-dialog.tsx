import { type ComponentProps } from 'react';

import { ReasonDialog } from '@/components/ui/reason-dialog';

type StopDialogProps<Variables, Result> = Omit<
  ComponentProps<typeof ReasonDialog<Variables, Result>>,
  'confirmVariant' | 'done'
> & {
  /** The toast's title and sentence, once the server has taken the stop. */
  done: (result: Result) => { title: string; description: string };
};

/**
 * Stopping what runs (a run, the runs of a selection, a bulk replay), with the reason the audit
 * log keeps. The confirm button is the dangerous kind; the toast is in the plain tone, not the
 * success one, for what was stopped may still be winding down (the page or the list follows it).
 */
export function StopDialog<Variables, Result>({
  done,
  ...dialog
}: StopDialogProps<Variables, Result>) {
  return (
    <ReasonDialog
      {...dialog}
      confirmVariant="danger"
      done={(result) => ({ variant: 'default', ...done(result) })}
    />
  );
}
