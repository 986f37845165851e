import { WorkflowFailedError } from '@temporalio/client';
import { FailureType } from '@studio/workflows/contract/failure-types';
import { type Logger } from 'pino';
import { type ExecuteDemoRequest, type ExecuteDemoResponse } from '../contract/snaps';
import { findContent } from '../domain/content/content-queries';
import { type User } from '../domain/models/user';
import { HttpError } from '../http/http-error';
import { SensitiveContentHttpError } from '../http/sensitive-content-error';
import {
  isWorkflowTimeout,
  rootApplicationFailure,
  withTimeout,
} from '../temporal/workflow-outcome';
import { startSnapExecution, type ExecutionDeps } from './start-execution';

export interface DemoSnapDeps extends ExecutionDeps {
  demoTimeoutMs: number;
}

/** The free demo: the snap's workflow run once for this user, awaited, answered with its content. */
export async function runDemoSnap(
  deps: DemoSnapDeps,
  request: ExecuteDemoRequest,
  user: User,
  log: Logger,
): Promise<ExecuteDemoResponse> {
  const { execution } = await startSnapExecution(
    deps,
    { user, snapId: request.snapId, image: { dataUrl: request.inputs.image }, demo: true },
    log,
  );

  let result;
  try {
    result = await withTimeout(deps.orchestrator.handle(execution.id).result(), deps.demoTimeoutMs);
  } catch (error) {
    if (isWorkflowTimeout(error)) {
      throw new HttpError(
        504,
        'generation_timeout',
        'Generation is taking longer than expected. Your content will appear in your library when it is ready.',
      );
    }
    if (error instanceof WorkflowFailedError) {
      const cause = rootApplicationFailure(error);
      log.warn({ err: cause ?? error, executionId: execution.id }, 'demo failed');
      if (cause?.type === FailureType.SensitiveContent)
        throw new SensitiveContentHttpError(cause.message || undefined);
      throw new HttpError(
        500,
        'generation_failed',
        'Failed to generate demo content. Please try again.',
      );
    }
    throw error;
  }

  const content = await findContent(deps.db, result.contentIds[0]!);
  if (!content) throw new Error(`Execution ${execution.id} finished without its content`);
  return { success: true, content: { id: content.id, contentUrls: content.contentUrls } };
}
