import { FailureType } from '@studio/workflows/contract/failure-types';
import { UniqueViolationError } from 'objection';
import { type Logger } from 'pino';
import { getBalance, InsufficientCreditsError } from '../domain/credits/ledger';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { createExecution, markExecutionFailed } from '../domain/executions/execution-records';
import { decodeImageDataUrl, type UploadLimits } from '../domain/images/decode-image-data-url';
import { type Execution } from '../domain/models/execution';
import { type User } from '../domain/models/user';
import { planSnapRun } from '../domain/snaps/snap-run-plan';
import { type FileStore } from '../domain/storage/file-store';
import { type WorkflowVersion } from '../domain/models/workflow-version';
import { type Orchestrator } from '../temporal/orchestrator';
import { type SocialFormat } from '@studio/workflows/graph/node-catalogue';
import { HD_MIN_PHOTO_SIDE, type OutputChoice } from '@studio/workflows/graph/output-shape';
import { storedImageSize } from '../domain/storage/stored-files';
import type { RunGraphInput } from '@studio/workflows/run-graph';

export interface ExecutionDeps {
  db: Database;
  store: FileStore;
  orchestrator: Orchestrator;
  upload: UploadLimits;
}

export interface SnapRunRequest {
  user: User;
  snapId: string;
  /** A new upload (a data URL, checked here), or a file the caller already owns (checked by them). */
  image: { dataUrl: string } | { fileKey: string };
  demo: boolean;
  /** The creator's product it runs for: its content is linked to that product. */
  productId?: string;
  /** Social formats to add to the run (priced as the catalogue's Social formats node). */
  formats?: SocialFormat[];
  /** The shape and size of what it makes; the snap's own without it. */
  output?: OutputChoice;
  /** The API key a business's program started it with (`/v1`). */
  apiKeyId?: string;
}

/**
 * Starts a snap for a creator: validate the snap and the upload, check the balance before any
 * work (402 when short), record the execution with its input, start `runGraph` with workflow
 * id = execution id. A demo runs the same road, free, once per user (the database refuses a
 * second live demo however many requests race).
 */
export async function startSnapExecution(
  deps: ExecutionDeps,
  request: SnapRunRequest,
  log: Logger,
): Promise<{ execution: Execution; version: WorkflowVersion }> {
  const plan = await planSnapRun(deps.db, request.snapId, request.formats ?? [], request.output);
  const { snap, version, graph, formats } = plan;
  const cost = request.demo ? 0 : plan.cost;
  if (cost > 0) {
    const balance = await getBalance(deps.db, request.user.id);
    if (balance < cost) throw new InsufficientCreditsError(cost, balance);
  }
  const image =
    'dataUrl' in request.image
      ? await decodeImageDataUrl(request.image.dataUrl, deps.upload)
      : request.image;
  if (plan.hd) await requirePhotoForHd(deps.db, image);

  let execution: Execution;
  try {
    execution = await createExecution(deps.db, deps.store, {
      snapId: snap.id,
      userId: request.user.id,
      workflowVersionId: version.id,
      cost,
      isDemo: request.demo,
      imageInput: plan.imageInput,
      image,
      productId: request.productId,
      socialFormats: formats.length > 0 ? { formats, graph } : undefined,
      output: plan.output ? { choice: plan.output, graph } : undefined,
      apiKeyId: request.apiKeyId,
    });
  } catch (error) {
    if (request.demo && error instanceof UniqueViolationError)
      throw new DomainError('demo_limit_exceeded');
    throw error;
  }
  log.info(
    { executionId: execution.id, snap: snap.name, cost, demo: request.demo },
    'starting execution',
  );

  await startRunGraph(
    deps,
    {
      executionId: execution.id,
      userId: request.user.id,
      snapName: snap.name,
      graph,
      inputs: execution.inputs,
      cost,
    },
    log,
  );
  return { execution, version };
}

/** HD needs a photo large enough to fill 2048 px without enlarging the product much. */
async function requirePhotoForHd(
  db: Database,
  image: { width: number; height: number } | { fileKey: string },
): Promise<void> {
  const size = 'fileKey' in image ? await storedImageSize(db, image.fileKey) : image;
  if (Math.max(size?.width ?? 0, size?.height ?? 0) < HD_MIN_PHOTO_SIDE) {
    throw new DomainError('photo_too_small_for_hd');
  }
}

/**
 * Starts `runGraph` for a recorded execution. If Temporal cannot take it, the execution is marked
 * failed (nothing was reserved yet) and the caller gets 503 `orchestrator_unavailable`.
 */
export async function startRunGraph(
  deps: Pick<ExecutionDeps, 'db' | 'orchestrator'>,
  input: RunGraphInput,
  log: Logger,
): Promise<void> {
  try {
    // Notes are the editor's, not the run's: Temporal's history keeps only what runs.
    const { notes: _notes, ...graph } = input.graph;
    await deps.orchestrator.startExecution({ ...input, graph });
  } catch (error) {
    log.error({ err: error, executionId: input.executionId }, 'could not start workflow');
    await markExecutionFailed(deps.db, input.executionId, {
      type: FailureType.OrchestratorUnavailable,
      message: 'The workflow could not be started.',
    });
    throw new DomainError('orchestrator_unavailable');
  }
}
