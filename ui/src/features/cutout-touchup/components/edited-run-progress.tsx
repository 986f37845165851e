import { type ExecutionView } from '@studio/api/contract/executions';
import { useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useExecutionProgress } from '@/hooks/use-execution-progress';

type EditedRunProgressProps = {
  executionId: string;
  onSucceeded: (view: ExecutionView) => void;
  onBack: () => void;
};

/** The share of the steps that ran (the skipped ones before the cut-out aside) that are done. */
function percentDone(view: ExecutionView | null | undefined): number {
  const steps = (view?.nodes ?? []).filter((n) => n.status !== 'skipped');
  if (steps.length === 0) return 0;
  return Math.round((steps.filter((n) => n.status === 'succeeded').length / steps.length) * 100);
}

/** The edited run, live, until its content exists (then `onSucceeded`) or it failed. */
export function EditedRunProgress({ executionId, onSucceeded, onBack }: EditedRunProgressProps) {
  const { view } = useExecutionProgress(executionId);
  const done = useRef(false);
  useEffect(() => {
    if (!done.current && view?.status === 'succeeded') {
      done.current = true;
      onSucceeded(view);
    }
  }, [view, onSucceeded]);

  const failed = view?.status === 'failed' || view?.status === 'cancelled';
  const percent = percentDone(view);
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-ink">
        {view?.status === 'succeeded'
          ? 'Done! Opening your edited content…'
          : failed
            ? 'The edited run did not finish.'
            : 'Making your edited picture…'}
      </p>
      <ProgressBar
        label="Edited run progress"
        value={percent}
        fill={Math.max(percent, failed ? 100 : 4)}
        tone={failed ? 'danger' : view?.status === 'succeeded' ? 'success' : 'brand'}
      />
      {failed ? (
        <>
          <FormAlert tone="error">
            {view.error?.message ?? 'The run stopped.'}{' '}
            {view.cost > 0 ? `Your ${view.cost} tokens were given back.` : null}
          </FormAlert>
          <Button variant="secondary" onClick={onBack}>
            Back to the editor
          </Button>
        </>
      ) : null}
    </div>
  );
}
