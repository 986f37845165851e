/** What a page's schema.org `Product` says, as found in its JSON-LD. */
export interface JsonLdProduct {
  name?: string;
  description?: string;
  /** Image addresses as written (maybe relative), in the page's order. */
  images: string[];
  brand?: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const PRODUCT_TYPES = new Set(['Product', 'ProductGroup', 'ProductModel', 'IndividualProduct']);
const MAX_DEPTH = 12;

/**
 * The first schema.org Product in a page's JSON-LD blocks: at the top, in an array, in an
 * `@graph`, or nested (an `ItemPage`'s `mainEntity`, an `Offer`'s `itemOffered`). Types may be
 * written `Product`, `schema:Product` or `https://schema.org/Product`, alone or in a list.
 * Images may be a string, an `ImageObject` (`url` or `contentUrl`), a reference to one by `@id`,
 * or a list of any of these. Blocks that are not valid JSON are skipped, as browsers skip them.
 */
export function jsonLdProduct(blocks: string[]): JsonLdProduct | undefined {
  const nodes: JsonObject[] = [];
  for (const block of blocks) {
    const parsed = parseJson(block);
    if (parsed !== undefined) collect(parsed, nodes, 0);
  }
  // Nodes by their @id, for references like `"image": {"@id": "#photo"}` (not the references).
  const byId = new Map<string, JsonObject>();
  for (const node of nodes) {
    const id = node['@id'];
    if (typeof id === 'string' && Object.keys(node).length > 1 && !byId.has(id)) byId.set(id, node);
  }
  const products = nodes.filter((n) => types(n).some((t) => PRODUCT_TYPES.has(t)));
  const product = products.find((p) => text(p.name)) ?? products[0];
  if (!product) return undefined;
  return {
    name: text(product.name),
    description: text(product.description),
    images: images(product.image, byId),
    brand: brandName(product.brand, byId),
  };
}

function parseJson(block: string): Json | undefined {
  // Some pages wrap the block in an HTML comment or CDATA for old browsers.
  const cleaned = block
    .trim()
    .replace(/^(<!--|<!\[CDATA\[)/, '')
    .replace(/(-->|\]\]>)$/, '');
  try {
    return JSON.parse(cleaned) as Json;
  } catch {
    return undefined;
  }
}

/** Every object in the document, depth-first, parents before children. */
function collect(value: Json, into: JsonObject[], depth: number): void {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, into, depth + 1);
    return;
  }
  into.push(value);
  for (const child of Object.values(value)) collect(child, into, depth + 1);
}

function types(node: JsonObject): string[] {
  const type = node['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^.*[/:#]/, ''));
}

/** A text value: a string, a `{"@value": …}` object, or the first of a list of them. */
function text(value: Json | undefined): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) return value.map(text).find(Boolean);
  if (value && typeof value === 'object' && '@value' in value) return text(value['@value']);
  return undefined;
}

function images(value: Json | undefined, byId: Map<string, JsonObject>): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap((v) => images(v, byId));
  if (value && typeof value === 'object') {
    const url = text(value.url) ?? text(value.contentUrl);
    if (url) return [url];
    const ref = typeof value['@id'] === 'string' ? byId.get(value['@id']) : undefined;
    if (ref && ref !== value) return images({ ...ref, '@id': null }, byId);
  }
  return [];
}

function brandName(value: Json | undefined, byId: Map<string, JsonObject>): string | undefined {
  if (typeof value === 'string') return text(value);
  if (Array.isArray(value)) return value.map((v) => brandName(v, byId)).find(Boolean);
  if (value && typeof value === 'object') {
    const ref = typeof value['@id'] === 'string' ? byId.get(value['@id']) : undefined;
    return text(value.name) ?? (ref && ref !== value ? text(ref.name) : undefined);
  }
  return undefined;
}
