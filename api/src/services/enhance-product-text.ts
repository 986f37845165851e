import { type Logger } from 'pino';
import { WORKFLOW_TYPES } from '@studio/workflows/contract/workflow-types';
import { type EnhanceTextRequest } from '../contract/products';
import { type ProductDeps } from './product-deps';
import { ENHANCEMENT_FAILED, productWorkflowError } from './product-workflow-errors';

/** POST /api/enhance-product-text: a better product name or description, by the AI provider. */
export async function enhanceProductText(
  deps: Pick<ProductDeps, 'orchestrator' | 'analysisTimeoutMs'>,
  userId: string,
  request: EnhanceTextRequest,
  log: Logger,
): Promise<{ enhancedText: string }> {
  try {
    const { text } = await deps.orchestrator.runProductWorkflow(
      WORKFLOW_TYPES.enhanceProductText,
      { userId, field: request.field, text: request.text },
      deps.analysisTimeoutMs,
    );
    return { enhancedText: text };
  } catch (error) {
    throw productWorkflowError(error, ENHANCEMENT_FAILED, log);
  }
}
