import { WorkflowFailedError } from '@temporalio/client';
import { FailureType } from '@studio/workflows/contract/failure-types';
import { type Logger } from 'pino';
import { type ExecuteDemoRequest, type ExecuteDemoResponse } from '../contract/snaps';
import { findContent } from '../domain/content/content-queries';
import { type User } from '../domain/models/user';
import { DomainError } from '../domain/errors';
import {
  isWorkflowTimeout,
  rootApplicationFailure,
  withTimeout,
} from '../temporal/workflow-outcome';
import { SensitiveContentError } from './sensitive-content-error';
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
      throw new DomainError('generation_timeout');
    }
    if (error instanceof WorkflowFailedError) {
      const cause = rootApplicationFailure(error);
      log.warn({ err: cause ?? error, executionId: execution.id }, 'demo failed');
      if (cause?.type === FailureType.SensitiveContent)
        throw new SensitiveContentError(cause.message || undefined);
      throw new DomainError('generation_failed');
    }
    throw error;
  }

  const content = await findContent(deps.db, result.contentIds[0]!);
  if (!content) throw new Error(`Execution ${execution.id} finished without its content`);
  return { success: true, content: { id: content.id, contentUrls: content.contentUrls } };
}
