import { type ExecutionView } from '@studio/api/contract/executions';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { useExecutionProgress } from '@/hooks/use-execution-progress';
import {
  executionDetailsQueryOptions,
  executionTimelineQueryOptions,
} from '../../api/get-execution-details';

/** The states a run's page draws, as one string: it changes when the run's progress does. */
export const progressKey = (run: Pick<ExecutionView, 'status' | 'nodes'>) =>
  [run.status, ...run.nodes.map((node) => `${node.id}:${node.status}`)].join('|');

/**
 * While a run is queued or running, follows its server-sent progress (the stream a creator's
 * screen follows too; managers may open any run's) and reads the page's details and timeline
 * again each time the progress differs from what the page shows. Mounted only while the run
 * is live; it draws nothing.
 */
export function LiveRunFollower({ executionId, shown }: { executionId: string; shown: string }) {
  const queryClient = useQueryClient();
  const { view } = useExecutionProgress(executionId);
  const shownRef = useRef(shown);
  useEffect(() => {
    shownRef.current = shown;
  }, [shown]);

  useEffect(() => {
    if (!view || progressKey(view) === shownRef.current) return;
    void queryClient.invalidateQueries({
      queryKey: executionDetailsQueryOptions(executionId).queryKey,
    });
    void queryClient.invalidateQueries({
      queryKey: executionTimelineQueryOptions(executionId).queryKey,
    });
  }, [view, executionId, queryClient]);

  return null;
}
