import { type Client, WorkflowNotFoundError } from '@temporalio/client';
import {
  type TemporalRunView,
  temporalRunView,
} from '@studio/api/domain/executions/reconcile-execution';
import { executionWorkflowId } from '@studio/workflows/contract/workflow-ids';

/** What Temporal says of a run's workflow (DescribeWorkflowExecution); missing when it has none. */
export async function describeRun(client: Client, executionId: string): Promise<TemporalRunView> {
  try {
    return temporalRunView(
      await client.workflow.getHandle(executionWorkflowId(executionId)).describe(),
    );
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return temporalRunView(undefined);
    throw error;
  }
}
