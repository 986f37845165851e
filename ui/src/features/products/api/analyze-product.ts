import { type AnalysisResult } from '@studio/api/contract/products';
import { productsApi } from '@studio/api/contract/routes/products';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { readAsDataUrl } from '@/lib/image-files';

// The three analyses of the create-product dialog, one mutation each. Each answers a suggested
// name and description and the images it kept (stored copies, safe to show). They report how far
// they got (`onStage`), so the dialog can move its progress bar, and stop when `signal` aborts:
// closing the dialog drops a running analysis, which is no failure. A failure's toast is declared
// in `meta` and shown by the query client unless an app-wide answer (402, unverified email) came
// first; what else an outcome means depends on whether the dialog still waits for it. Offline they
// fail at once, as the plain calls they wrap do, rather than wait paused at a progress bar
// (`networkMode: 'always'`).

type Options = { signal?: AbortSignal };

/** Spec section 8's 'Analysis failed' toast, with the server's reason or this sentence. */
const analysisFailed = (description: string) => ({
  errorToast: { title: 'Analysis failed', description },
});

/** How far a call has got: its input read, its request sent, its answer received. */
export type RequestStage = 'read' | 'sent' | 'answered';

type Progress = Options & { onStage?: (stage: RequestStage) => void };

/** Images chosen on the device, as data URLs. */
export async function analyzeImages(
  body: { images: string[]; filenames: string[] },
  options?: Options,
): Promise<AnalysisResult> {
  return callApi(productsApi.analyzeImages, { body, ...options });
}

/** A product page; the server keeps a draft product for it (`draftProductId`). */
export async function analyzeUrl(
  body: { url: string },
  options?: Options,
): Promise<AnalysisResult> {
  return callApi(productsApi.analyzeUrl, { body, ...options });
}

/** Images of the user's own content (`/files/...` URLs). */
export async function analyzeContentImages(
  body: { imageUrls: string[] },
  options?: Options,
): Promise<AnalysisResult> {
  return callApi(productsApi.analyzeContentImages, { body, ...options });
}

/** Reads the files as data URLs, then analyses them; answers what it sent too. */
export function useAnalyzeImages() {
  return useMutation({
    networkMode: 'always',
    meta: analysisFailed('Could not analyze the images. Please try again.'),
    mutationFn: async ({ files, signal, onStage }: Progress & { files: readonly File[] }) => {
      const images = await Promise.all(files.map(readAsDataUrl));
      const filenames = files.map((file) => file.name);
      // Closed while the files were read: send nothing.
      signal?.throwIfAborted();
      onStage?.('read');
      const request = analyzeImages({ images, filenames }, { signal });
      onStage?.('sent');
      const analysis = await request;
      onStage?.('answered');
      return { analysis, images, filenames };
    },
  });
}

export function useAnalyzeUrl() {
  return useMutation({
    networkMode: 'always',
    meta: analysisFailed('Could not analyze the URL. Please check it and try again.'),
    mutationFn: async ({ url, signal, onStage }: Progress & { url: string }) => {
      const request = analyzeUrl({ url }, { signal });
      onStage?.('sent');
      const analysis = await request;
      onStage?.('answered');
      return analysis;
    },
  });
}

export function useAnalyzeContentImages() {
  return useMutation({
    networkMode: 'always',
    meta: analysisFailed('Could not analyze the content. Please try again.'),
    mutationFn: async ({ imageUrls, signal, onStage }: Progress & { imageUrls: string[] }) => {
      const request = analyzeContentImages({ imageUrls }, { signal });
      onStage?.('sent');
      const analysis = await request;
      onStage?.('answered');
      return analysis;
    },
  });
}
