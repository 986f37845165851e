import { log } from '@temporalio/activity';
import { type Database } from '@studio/api/domain/database';
import { normalizeImage, type UploadLimits } from '@studio/api/domain/images/decode-image-data-url';
import { type FileStore } from '@studio/api/domain/storage/file-store';
import { saveImage } from '@studio/api/domain/storage/stored-files';
import { type GuardedFetcher } from '../web/guarded-fetch';

export interface StoredPageImage {
  fileKey: string;
  /** The re-encoded bytes, for an analysis of what the images show. */
  bytes: Buffer;
  /** The last segment of the image's address: a hint of the product's name. */
  filename: string;
}

/**
 * Fetches a page's images through the guard, in parallel and in the page's order, and keeps
 * those that decode as images within the upload limits: re-encoded (no metadata, orientation
 * applied) and stored content-addressed like every other file, so a retry stores nothing twice.
 * An image that cannot be fetched or read is skipped: a page is still worth its text.
 */
export async function storePageImages(
  deps: { db: Database; store: FileStore; limits: UploadLimits },
  fetcher: GuardedFetcher,
  urls: string[],
): Promise<StoredPageImage[]> {
  const results = await Promise.all(
    urls.map(async (url): Promise<StoredPageImage | undefined> => {
      try {
        const fetched = await fetcher.fetch(url, {
          maxBytes: deps.limits.maxBytes,
          accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
        });
        const image = await normalizeImage(fetched.body, deps.limits);
        const fileKey = await saveImage(deps.db, deps.store, image);
        return { fileKey, bytes: image.bytes, filename: lastSegment(fetched.url) };
      } catch (error) {
        log.warn('skipped a product page image', {
          url,
          reason: (error as Error).message,
          detail: (error as { reason?: string }).reason,
        });
        return undefined;
      }
    }),
  );
  const seen = new Set<string>();
  return results.filter((r): r is StoredPageImage => {
    if (!r || seen.has(r.fileKey)) return false;
    seen.add(r.fileKey);
    return true;
  });
}

function lastSegment(url: string): string {
  return new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';
}
