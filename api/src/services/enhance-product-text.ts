import { type Logger } from 'pino';
import { WORKFLOW_TYPES } from '@studio/workflows/contract/workflow-types';
import { type EnhanceTextRequest, type EnhanceTextResponse } from '../contract/products';
import { type ProductDeps } from './product-deps';
import { ENHANCEMENT_FAILED, productWorkflowError } from './product-workflow-errors';

/**
 * POST /api/enhance-product-text: a better product name or description, by the AI provider, or
 * the creator's text back with the reason it could not be improved.
 */
export async function enhanceProductText(
  deps: Pick<ProductDeps, 'orchestrator' | 'analysisTimeoutMs'>,
  userId: string,
  request: EnhanceTextRequest,
  log: Logger,
): Promise<EnhanceTextResponse> {
  try {
    const result = await deps.orchestrator.runProductWorkflow(
      WORKFLOW_TYPES.enhanceProductText,
      {
        userId,
        field: request.field,
        text: request.text,
        ...(request.field === 'description' && request.productName
          ? { productName: request.productName }
          : {}),
      },
      deps.analysisTimeoutMs,
    );
    return result.improved
      ? { improved: true, enhancedText: result.text }
      : { improved: false, enhancedText: request.text, reason: result.reason };
  } catch (error) {
    throw productWorkflowError(error, ENHANCEMENT_FAILED, log);
  }
}
