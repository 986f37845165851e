import { proxyActivities, workflowInfo, type ActivityOptions } from '@temporalio/workflow';
import { PRODUCT_NON_RETRYABLE_ERRORS } from './contract/failure-types';
import { taskQueues } from './contract/task-queues';
import {
  ANALYSIS_TIMEOUT_MS,
  type ImageAnalysisInput,
  type PageAnalysis,
  type PageAnalysisInput,
  type ProductActivities,
  type ProductAnalysis,
  type TextEnhancement,
  type TextEnhancementInput,
} from './product-activities';

/**
 * The short workflows behind the create-product dialog: each is one activity on the AI queue
 * (where model calls and the guarded page fetch run). The API starts them by name and waits at
 * most ANALYSIS_TIMEOUT_MS, so every attempt together is bounded by the same time
 * (`scheduleToCloseTimeout`): a retry is only worth making while someone is still waiting.
 */
function products(startToClose: ActivityOptions['startToCloseTimeout']): ProductActivities {
  return proxyActivities<ProductActivities>({
    taskQueue: taskQueues(workflowInfo().taskQueue).ai,
    startToCloseTimeout: startToClose,
    scheduleToCloseTimeout: ANALYSIS_TIMEOUT_MS,
    retry: {
      initialInterval: '500 milliseconds',
      backoffCoefficient: 2,
      maximumAttempts: 3,
      nonRetryableErrorTypes: [...PRODUCT_NON_RETRYABLE_ERRORS],
    },
  });
}

/** A name and description for the product in the creator's stored images. */
export async function analyseProductImages(input: ImageAnalysisInput): Promise<ProductAnalysis> {
  return products('25 seconds').analyseProductImages(input);
}

/**
 * A product read from a web page: its name, description and images (stored). One attempt is
 * bounded by the page fetch (10 s) plus the image fetches (10 s, in parallel) and their checks.
 */
export async function analyseProductPage(input: PageAnalysisInput): Promise<PageAnalysis> {
  return products('25 seconds').analyseProductPage(input);
}

/** A product's name or description, improved, or the reason it could not be. */
export async function enhanceProductText(input: TextEnhancementInput): Promise<TextEnhancement> {
  return products('20 seconds').enhanceProductText(input);
}
