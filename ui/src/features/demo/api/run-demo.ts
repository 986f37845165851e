import { type ExecuteDemoResponse } from '@studio/api/contract/snaps';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { findSnapForStyle } from '@/lib/demo-styles';
import { snapsQueryOptions } from '@/lib/snaps';
import { NoSnapForWorkflowError } from '@/features/demo/lib/demo-errors';
import { type PendingDemo } from '@/features/demo/lib/pending-demo';
import { executeDemo } from './execute-demo';

/**
 * The stored demo, run: its workflow matched to a snap (by name or tag), then the free demo call.
 * No matching snap fails with NoSnapForWorkflowError.
 */
export function useRunDemo(
  options: {
    onSuccess?: (content: ExecuteDemoResponse['content']) => void;
    onError?: (error: Error) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (demo: PendingDemo): Promise<ExecuteDemoResponse['content']> => {
      const snaps = await queryClient.fetchQuery(snapsQueryOptions());
      const snap = findSnapForStyle(snaps, demo.workflow);
      if (!snap) throw new NoSnapForWorkflowError(demo.workflow);
      const { content } = await executeDemo({ snapId: snap.id, inputs: { image: demo.image } });
      return content;
    },
  });
}
