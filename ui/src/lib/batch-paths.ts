import { MAX_BATCH_PRODUCTS } from '@studio/api/contract/batches';

// Three screens lead to the batch setup (the products grid's selection, create-content's "Run on
// several products", the setup itself reading what they sent), and features may not import each
// other: its address is made and read here.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/batches/new?productIds=a,b&snapId=s`: the setup screen with these chosen. */
export function newBatchPath({
  productIds = [],
  snapId,
}: { productIds?: readonly string[]; snapId?: string | null } = {}): string {
  const params = new URLSearchParams();
  if (productIds.length > 0) params.set('productIds', productIds.join(','));
  if (snapId) params.set('snapId', snapId);
  const query = params.toString();
  // Commas read better in an address bar than %2C, and ids never hold one.
  return `/batches/new${query ? `?${query.replaceAll('%2C', ',')}` : ''}`;
}

/**
 * The `productIds` parameter as ids: each once, in the order given, only what looks like an id,
 * at most a batch's worth. A hand-edited address is tidied, never fatal.
 */
export function parseProductIds(param: string | null): string[] {
  if (!param) return [];
  const ids = param
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => UUID.test(id));
  return [...new Set(ids)].slice(0, MAX_BATCH_PRODUCTS);
}

export function batchPath(id: string): string {
  return `/batches/${encodeURIComponent(id)}`;
}

/** The creator's batches, newest first. */
export const BATCHES_PATH = '/batches';
