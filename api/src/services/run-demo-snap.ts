import { WorkflowFailedError } from '@temporalio/client';
import { type Logger } from 'pino';
import { type ExecuteDemoRequest, type ExecuteDemoResponse } from '../contract/snaps';
import { findContent } from '../domain/content/content-queries';
import { type Database } from '../domain/database';
import { NotFoundError } from '../domain/errors';
import { createExecution, markExecutionFailed } from '../domain/executions/execution-records';
import { decodeImageDataUrl, type UploadLimits } from '../domain/images/decode-image-data-url';
import { findSnap } from '../domain/snaps/snap-queries';
import { type FileStore } from '../domain/storage/file-store';
import { HttpError } from '../http/http-error';
import { type Orchestrator } from '../temporal/orchestrator';

export interface DemoSnapDeps {
  db: Database;
  store: FileStore;
  orchestrator: Orchestrator;
  upload: UploadLimits;
  demoTimeoutMs: number;
}

/**
 * Runs a snap on an uploaded image and waits for its content: validate, record the execution
 * with its input, start the Temporal workflow (id = execution id), await its result.
 */
export async function runDemoSnap(
  deps: DemoSnapDeps,
  request: ExecuteDemoRequest,
  userId: string,
  log: Logger,
): Promise<ExecuteDemoResponse> {
  const snap = await findSnap(deps.db, request.snapId);
  if (!snap) throw new NotFoundError('snap_not_found', 'No snap with this id exists.');
  const image = await decodeImageDataUrl(request.inputs.image, deps.upload);
  const execution = await createExecution(deps.db, deps.store, {
    snapId: snap.id,
    userId,
    isDemo: true,
    image,
  });
  log.info({ executionId: execution.id, snap: snap.name }, 'starting snap');

  let handle;
  try {
    handle = await deps.orchestrator.startSnap({
      executionId: execution.id,
      snapName: snap.name,
      inputFileKey: execution.input_file_key,
      background: snap.background,
    });
  } catch (error) {
    log.error({ err: error, executionId: execution.id }, 'could not start workflow');
    await markExecutionFailed(deps.db, execution.id, {
      type: 'OrchestratorUnavailable',
      message: 'The workflow could not be started.',
    });
    throw new HttpError(
      503,
      'orchestrator_unavailable',
      'Content generation is unavailable right now. Please try again in a minute.',
    );
  }

  let result;
  try {
    result = await withTimeout(handle.result(), deps.demoTimeoutMs);
  } catch (error) {
    if (error instanceof TimeoutError) {
      throw new HttpError(
        504,
        'generation_timeout',
        'Generation is taking longer than expected. Your content will appear in your library when it is ready.',
      );
    }
    if (error instanceof WorkflowFailedError) {
      log.warn({ err: error.cause, executionId: execution.id }, 'snap failed');
      throw new HttpError(
        500,
        'generation_failed',
        'Failed to generate demo content. Please try again.',
      );
    }
    throw error;
  }

  const content = await findContent(deps.db, result.contentId);
  if (!content) throw new Error(`Execution ${execution.id} finished without its content`);
  return { success: true, content: { id: content.id, contentUrls: content.contentUrls } };
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
