import { type GuardedFetcher } from '../web/guarded-fetch';
import { parsePageMetadata, type PageMetadata } from './page-metadata';
import { pageUnavailable } from './product-failures';

/** A product page's HTML is read up to this size; real ones are far smaller. */
export const PAGE_MAX_BYTES = 2 * 1024 * 1024;
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/**
 * Fetches a creator's product page through the guard and reads its metadata. The answer must be
 * HTML (by its Content-Type, or by its first bytes when it sends none).
 */
export async function fetchProductPage(
  fetcher: GuardedFetcher,
  url: string,
): Promise<{ url: string; metadata: PageMetadata }> {
  const page = await fetcher.fetch(url, {
    maxBytes: PAGE_MAX_BYTES,
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  });
  const html = HTML_TYPES.has(page.mediaType) || (!page.mediaType && looksLikeHtml(page.body));
  if (!html) {
    throw pageUnavailable(
      `The address is not a web page (it answered ${page.mediaType || 'something else'}).`,
    );
  }
  return { url: page.url, metadata: parsePageMetadata(page.body, page.url, page.contentType) };
}

function looksLikeHtml(body: Buffer): boolean {
  return /^(\uFEFF)?\s*<(!doctype html|html|head|meta|title)\b/i.test(
    body.subarray(0, 512).toString('utf8'),
  );
}
