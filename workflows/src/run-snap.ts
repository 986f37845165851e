import {
  ActivityFailure,
  ApplicationFailure,
  CancellationScope,
  proxyActivities,
} from '@temporalio/workflow';
import {
  NON_RETRYABLE_ERRORS,
  type Background,
  type ExecutionActivities,
  type ImageActivities,
} from './activities';

export interface RunSnapInput {
  executionId: string;
  snapName: string;
  inputFileKey: string;
  background: Background;
}

export interface RunSnapResult {
  contentId: string;
  fileKeys: string[];
}

const images = proxyActivities<ImageActivities>({
  startToCloseTimeout: '2 minutes',
  retry: {
    initialInterval: '1 second',
    backoffCoefficient: 2,
    maximumAttempts: 3,
    nonRetryableErrorTypes: [...NON_RETRYABLE_ERRORS],
  },
});

const records = proxyActivities<ExecutionActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '500 milliseconds', maximumAttempts: 10 },
});

/**
 * Runs one snap on one uploaded image: a packshot of the product, stored as content.
 * The execution row mirrors the run; a failure is recorded there even if the workflow is being
 * cancelled, then re-thrown so Temporal shows the execution as failed.
 */
export async function runSnap(input: RunSnapInput): Promise<RunSnapResult> {
  try {
    await records.markExecutionRunning(input.executionId);
    const packshot = await images.makePackshot({
      inputFileKey: input.inputFileKey,
      background: input.background,
    });
    const { contentId } = await records.saveContent({
      executionId: input.executionId,
      name: input.snapName,
      type: 'static_image',
      fileKeys: [packshot.fileKey],
    });
    return { contentId, fileKeys: [packshot.fileKey] };
  } catch (error) {
    const cause = rootCause(error);
    await CancellationScope.nonCancellable(() =>
      records.markExecutionFailed({
        executionId: input.executionId,
        message: cause.message,
        type: cause instanceof ApplicationFailure ? (cause.type ?? 'Error') : cause.name,
      }),
    );
    throw error;
  }
}

/** The failure that started it all: an activity failure wraps the error the activity threw. */
function rootCause(error: unknown): Error {
  if (error instanceof ActivityFailure && error.cause) return error.cause;
  return error instanceof Error ? error : new Error(String(error));
}
