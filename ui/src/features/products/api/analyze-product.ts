import { type AnalysisResult, analysisResultSchema } from '@studio/api/contract/products';

import { api } from '@/lib/api-client';

// The three analyses of the create-product dialog. Each answers a suggested name and description
// and the images it kept (stored copies, safe to show). The dialog drives them itself, step by
// step with its progress bar, so they are plain fetchers rather than mutation hooks.

type Options = { signal?: AbortSignal };

/** Images chosen on the device, as data URLs. */
export async function analyzeImages(
  body: { images: string[]; filenames: string[] },
  options?: Options,
): Promise<AnalysisResult> {
  return analysisResultSchema.parse(await api.post('/api/products/analyze-images', body, options));
}

/** A product page; the server keeps a draft product for it (`draftProductId`). */
export async function analyzeUrl(
  body: { url: string },
  options?: Options,
): Promise<AnalysisResult> {
  return analysisResultSchema.parse(await api.post('/api/products/analyze-url', body, options));
}

/** Images of the user's own content (`/files/...` URLs). */
export async function analyzeContentImages(
  body: { imageUrls: string[] },
  options?: Options,
): Promise<AnalysisResult> {
  return analysisResultSchema.parse(
    await api.post('/api/products/analyze-content-images', body, options),
  );
}
