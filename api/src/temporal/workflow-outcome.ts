import { ApplicationFailure, TimeoutFailure, WorkflowFailedError } from '@temporalio/client';

/** The API stopped waiting for a workflow (or Temporal ended it at its execution timeout). */
export class WorkflowTimeoutError extends Error {
  constructor(ms: number) {
    super(`The workflow did not finish within ${ms} ms`);
    this.name = 'WorkflowTimeoutError';
  }
}

/**
 * Awaits `promise` for at most `ms`. The API answers the creator in time either way; the
 * workflow keeps its own timeout, so nothing runs on forgotten.
 */
export async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WorkflowTimeoutError(ms)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether a workflow's failure was a timeout: ours, or Temporal's execution timeout. */
export function isWorkflowTimeout(error: unknown): boolean {
  return (
    error instanceof WorkflowTimeoutError ||
    (error instanceof WorkflowFailedError && error.cause instanceof TimeoutFailure)
  );
}

/**
 * The typed failure of a failed workflow: the first application failure in its cause chain (an
 * activity's, e.g. `SensitiveContent`, arrives wrapped in an ActivityFailure), if there is one.
 */
export function rootApplicationFailure(error: unknown): ApplicationFailure | undefined {
  if (!(error instanceof WorkflowFailedError)) return undefined;
  let cause: unknown = error.cause;
  while (cause instanceof Error) {
    if (cause instanceof ApplicationFailure) return cause;
    cause = cause.cause;
  }
  return undefined;
}
