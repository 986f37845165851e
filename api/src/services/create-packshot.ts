import { WorkflowFailedError } from '@temporalio/client';
import { FailureType } from '@studio/workflows/contract/failure-types';
import { type Logger } from 'pino';
import {
  PACKSHOT_WORKFLOWS,
  type EnhancePackshotRequest,
  type EnhancePackshotResponse,
} from '../contract/products';
import { findOwnContent } from '../domain/content/content-items';
import { getBalance, InsufficientCreditsError } from '../domain/credits/ledger';
import { DomainError } from '../domain/errors';
import { type User } from '../domain/models/user';
import { productImageKey } from '../domain/products/product-image';
import { findOwnProduct } from '../domain/products/product-queries';
import { relatedContent } from '../domain/products/related-content';
import { findRunnableSnapByName } from '../domain/snaps/snap-queries';
import {
  isWorkflowTimeout,
  rootApplicationFailure,
  withTimeout,
} from '../temporal/workflow-outcome';
import { startSnapExecution, type ExecutionDeps } from './start-execution';

export interface PackshotDeps extends ExecutionDeps {
  /** How long the creator waits for the packshot before being told it is still on its way. */
  snapTimeoutMs: number;
}

export const PACKSHOT_FAILED = 'Failed to create packshot. Please try again.';

/**
 * enhance-packshot: runs the built-in White or Black Packshot snap on one of the product's
 * images as an ordinary paid execution (the graph's cost, checked before any work, 402 when
 * short; the workflow refunds a failed run) linked to the product, and awaits it. Answers the new
 * content and everything now related to the product.
 */
export async function createPackshot(
  deps: PackshotDeps,
  user: User,
  request: EnhancePackshotRequest,
  log: Logger,
): Promise<{ status: number; body: EnhancePackshotResponse }> {
  if (PACKSHOT_WORKFLOWS[request.backgroundType] !== request.workflowName) {
    throw new DomainError(
      'packshot_mismatch',
      `A ${request.backgroundType} background is made by ${PACKSHOT_WORKFLOWS[request.backgroundType]}, not ${request.workflowName}.`,
    );
  }
  const product = await findOwnProduct(deps.db, user.id, request.productId);
  const fileKey = productImageKey(product, request.imageUrl);
  const snap = await findRunnableSnapByName(deps.db, request.workflowName);
  if (!snap) throw new DomainError('snap_not_found', `${request.workflowName} is not available.`);

  const { execution } = await startSnapExecution(
    deps,
    { user, snapId: snap.id, image: { fileKey }, demo: false, productId: product.id },
    log,
  );

  let contentId: string | undefined;
  let failure: { status: number; error: string } | undefined;
  try {
    const result = await withTimeout(
      deps.orchestrator.handle(execution.id).result(),
      deps.snapTimeoutMs,
    );
    contentId = result.contentIds[0];
  } catch (error) {
    if (isWorkflowTimeout(error)) {
      failure = {
        status: 504,
        error:
          'The packshot is taking longer than expected. It will appear with the product when it is ready.',
      };
    } else {
      const cause = rootApplicationFailure(error);
      // The balance was checked before the start, but another run may have spent it since.
      if (cause?.type === FailureType.InsufficientCredits) {
        throw new InsufficientCreditsError(execution.cost, await getBalance(deps.db, user.id));
      }
      if (!(error instanceof WorkflowFailedError)) throw error;
      log.warn({ err: cause ?? error, executionId: execution.id }, 'packshot failed');
      failure = { status: 502, error: PACKSHOT_FAILED };
    }
  }

  const related = await relatedContent(deps.db, product);
  if (failure) {
    return {
      status: failure.status,
      body: {
        success: false,
        error: failure.error,
        message: failure.error,
        createdContent: null,
        relatedContent: related,
      },
    };
  }
  return {
    status: 200,
    body: {
      success: true,
      error: null,
      createdContent: contentId ? await findOwnContent(deps.db, user.id, contentId) : null,
      relatedContent: related,
    },
  };
}
