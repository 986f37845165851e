import { type Logger } from 'pino';
import { WORKFLOW_TYPES } from '@studio/workflows/contract/workflow-types';
import { type AnalysisResult } from '../contract/products';
import { fileUrl } from '../domain/content/content-queries';
import { saveAnalysisDraft } from '../domain/products/product-drafts';
import { type ProductDeps } from './product-deps';
import { ANALYSIS_FAILED, productWorkflowError } from './product-workflow-errors';

/**
 * analyze / analyze-url: the page is fetched only by the workflow's SSRF-guarded activity, never
 * here. What it found is kept as the creator's draft for the page (see product-drafts.ts).
 */
export async function analyseProductPage(
  deps: ProductDeps,
  userId: string,
  url: string,
  log: Logger,
): Promise<AnalysisResult> {
  let page;
  try {
    page = await deps.orchestrator.runProductWorkflow(
      WORKFLOW_TYPES.analyseProductPage,
      { userId, url },
      deps.analysisTimeoutMs,
    );
  } catch (error) {
    throw productWorkflowError(error, ANALYSIS_FAILED, log);
  }
  const draft = await saveAnalysisDraft(deps.db, userId, page);
  return {
    name: page.name,
    description: page.description,
    imageUrls: page.fileKeys.map(fileUrl),
    sourceUrl: page.sourceUrl,
    draftProductId: draft.id,
  };
}
