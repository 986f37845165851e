import { ApplicationFailure, WorkflowFailedError } from '@temporalio/client';
import { type Logger } from 'pino';
import { type ExecuteDemoRequest, type ExecuteDemoResponse } from '../contract/snaps';
import { findContent } from '../domain/content/content-queries';
import { type User } from '../domain/models/user';
import { HttpError } from '../http/http-error';
import { startSnapExecution, type ExecutionDeps } from './start-execution';

export interface DemoSnapDeps extends ExecutionDeps {
  demoTimeoutMs: number;
}

const SENSITIVE =
  'The content was flagged as sensitive and cannot be processed. Please try with different content or avoid trademark/copyrighted material.';

/** The free demo: the snap's workflow run once for this user, awaited, answered with its content. */
export async function runDemoSnap(
  deps: DemoSnapDeps,
  request: ExecuteDemoRequest,
  user: User,
  log: Logger,
): Promise<ExecuteDemoResponse> {
  const { execution } = await startSnapExecution(
    deps,
    { user, snapId: request.snapId, image: request.inputs.image, demo: true },
    log,
  );

  let result;
  try {
    result = await withTimeout(deps.orchestrator.handle(execution.id).result(), deps.demoTimeoutMs);
  } catch (error) {
    if (error instanceof TimeoutError) {
      throw new HttpError(
        504,
        'generation_timeout',
        'Generation is taking longer than expected. Your content will appear in your library when it is ready.',
      );
    }
    if (error instanceof WorkflowFailedError) {
      const cause = rootApplicationFailure(error);
      log.warn({ err: cause ?? error, executionId: execution.id }, 'demo failed');
      if (cause?.type === 'SensitiveContent')
        throw new SensitiveContentHttpError(cause.message || SENSITIVE);
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

/** 422 with the fields the demo modal looks for (spec section 8). */
export class SensitiveContentHttpError extends HttpError {
  constructor(message: string) {
    super(422, 'sensitive_content', message);
  }
  override readonly extra = { errorType: 'SENSITIVE_CONTENT', errorCode: 'E005' };
}

function rootApplicationFailure(error: WorkflowFailedError): ApplicationFailure | undefined {
  let cause: unknown = error.cause;
  while (cause instanceof Error) {
    if (cause instanceof ApplicationFailure) return cause;
    cause = cause.cause;
  }
  return undefined;
}

class TimeoutError extends Error {}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError()), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
