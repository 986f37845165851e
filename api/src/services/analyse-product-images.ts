import { type Logger } from 'pino';
import { WORKFLOW_TYPES } from '@studio/workflows/contract/workflow-types';
import { type AnalysisResult } from '../contract/products';
import { fileUrl } from '../domain/content/content-queries';
import { decodeImageDataUrl, type UploadLimits } from '../domain/images/decode-image-data-url';
import { saveUploads } from '../domain/storage/file-uploads';
import { resolveOwnFileUrls } from '../domain/storage/own-file-urls';
import { type ImageToStore } from '../domain/storage/stored-files';
import { type ProductDeps } from './product-deps';
import { ANALYSIS_FAILED, productWorkflowError } from './product-workflow-errors';

/**
 * analyze-image(s): the uploads are checked (every one, before anything is stored), stored as the
 * creator's, and analysed. A failed analysis keeps the stored uploads: they are the creator's,
 * with their records, and a retry finds them by content address.
 */
export async function analyseUploadedImages(
  deps: ProductDeps,
  userId: string,
  request: { images: string[]; filenames?: string[] },
  log: Logger,
): Promise<AnalysisResult> {
  const images = await decodeImages(request.images, deps.upload);
  const fileKeys = await saveUploads(deps.db, deps.store, userId, images);
  return analyse(deps, userId, fileKeys, request.filenames ?? [], log);
}

/** analyze-content-image(s): images the creator already has (their content's or products'). */
export async function analyseOwnImages(
  deps: ProductDeps,
  userId: string,
  imageUrls: string[],
  log: Logger,
): Promise<AnalysisResult> {
  const fileKeys = await resolveOwnFileUrls(deps.db, userId, imageUrls);
  return analyse(deps, userId, fileKeys, [], log);
}

/** One at a time: five large images decoded at once would hold five decoders' memory. */
export async function decodeImages(
  dataUrls: string[],
  limits: UploadLimits,
): Promise<ImageToStore[]> {
  const images: ImageToStore[] = [];
  for (const dataUrl of dataUrls) images.push(await decodeImageDataUrl(dataUrl, limits));
  return images;
}

async function analyse(
  deps: ProductDeps,
  userId: string,
  fileKeys: string[],
  filenames: string[],
  log: Logger,
): Promise<AnalysisResult> {
  try {
    const analysis = await deps.orchestrator.runProductWorkflow(
      WORKFLOW_TYPES.analyseProductImages,
      { userId, fileKeys, filenames: fileKeys.map((_, i) => filenames[i] ?? '') },
      deps.analysisTimeoutMs,
    );
    return {
      name: analysis.name,
      description: analysis.description,
      imageUrls: fileKeys.map(fileUrl),
    };
  } catch (error) {
    throw productWorkflowError(error, ANALYSIS_FAILED, log);
  }
}
