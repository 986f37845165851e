import { type ExecutionView } from '@studio/api/contract/executions';
import { useEffect } from 'react';

import { useExecutionProgress } from '@/hooks/use-execution-progress';

/** Follows a test run's live progress (rendered once per run) and hands each view up. */
export function TestRunWatcher({
  executionId,
  onView,
}: {
  executionId: string;
  onView: (view: ExecutionView) => void;
}) {
  const { view } = useExecutionProgress(executionId);
  useEffect(() => {
    if (view) onView(view);
  }, [view, onView]);
  return null;
}
