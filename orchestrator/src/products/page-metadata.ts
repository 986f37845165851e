import { type CheerioAPI, loadBuffer } from 'cheerio';
import { jsonLdProduct } from './json-ld-product';
import { plainText } from './plain-text';

/** What a product page says about its product. */
export interface PageMetadata {
  /** The product's name: JSON-LD, then OpenGraph, then Twitter's card. */
  name?: string;
  /** The document's `<title>`, without a trailing " | Shop name". */
  title?: string;
  description?: string;
  brand?: string;
  /** Absolute http(s) addresses of product images, best first, de-duplicated, at most five. */
  images: string[];
}

export const MAX_PAGE_IMAGES = 5;

/**
 * Reads a product page's metadata with cheerio (parse5, as browsers parse): the JSON-LD
 * `Product`, OpenGraph (`og:*` and `product:*`), Twitter card tags, `<title>` and the meta
 * description, in that order of trust, since structured data names the product while titles
 * often add the shop's name. The bytes are decoded as the page declares (BOM, Content-Type
 * charset, `<meta charset>`). Image addresses are resolved against `<base href>` or the page's
 * final address (after redirects).
 */
export function parsePageMetadata(html: Buffer, pageUrl: string, contentType = ''): PageMetadata {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1];
  const $ = loadBuffer(html, {
    encoding: charset ? { transportLayerEncodingLabel: charset } : {},
  });
  const meta = metaReader($);
  const product = jsonLdProduct(
    $('script[type="application/ld+json" i]')
      .toArray()
      .map((el) => $(el).text()),
  );
  const base = resolve($('base[href]').attr('href') ?? '', pageUrl) ?? pageUrl;

  const clean = (value: string | undefined) => {
    const cleaned = value && plainText(value);
    return cleaned || undefined;
  };
  const siteName = clean(meta('og:site_name'));
  const brand = clean(product?.brand ?? meta('product:brand') ?? meta('og:brand'));
  const shop = [
    ...[siteName, brand].filter((n): n is string => n !== undefined),
    ...hostNames(pageUrl),
  ];
  // Structured data names the product; social titles and <title> often add the shop's name.
  const name =
    clean(product?.name) ?? withoutSiteName(clean(meta('og:title') ?? meta('twitter:title')), shop);
  const description = clean(
    product?.description ??
      meta('og:description') ??
      meta('twitter:description') ??
      meta('description'),
  );
  const title = withoutSiteName(clean($('title').first().text()), shop);

  const candidates = [
    ...(product?.images ?? []),
    ...metaAll($, 'og:image'),
    ...metaAll($, 'og:image:url'),
    ...metaAll($, 'og:image:secure_url'),
    ...metaAll($, 'twitter:image'),
    ...metaAll($, 'twitter:image:src'),
    ...$('link[rel~="image_src" i]')
      .toArray()
      .map((el) => $(el).attr('href') ?? ''),
  ];
  const images = [
    ...new Set(
      candidates.map((c) => resolve(c.trim(), base)).filter((u): u is string => u !== undefined),
    ),
  ].slice(0, MAX_PAGE_IMAGES);

  return { name, title, description, brand, images };
}

/** The first non-empty content of a `<meta property|name=key>` (keys are case-insensitive). */
function metaReader($: CheerioAPI): (key: string) => string | undefined {
  return (key) => metaAll($, key)[0];
}

function metaAll($: CheerioAPI, key: string): string[] {
  return $('meta')
    .toArray()
    .filter((el) => {
      const attrs = $(el);
      const names = [attrs.attr('property'), attrs.attr('name'), attrs.attr('itemprop')];
      return names.some((n) => n?.trim().toLowerCase() === key);
    })
    .map((el) => ($(el).attr('content') ?? '').trim())
    .filter(Boolean);
}

/** An absolute http(s) address, or undefined for anything else (data:, javascript:, junk). */
function resolve(address: string, base: string): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}

/** "Red Bag | Acme" -> "Red Bag" when "Acme" is the shop (its site name, brand or domain). */
function withoutSiteName(title: string | undefined, names: string[]): string | undefined {
  if (!title) return undefined;
  const known = new Set(names.map(squash).filter(Boolean));
  // [part, separator, part, separator, part]: drop trailing parts that name the shop.
  const pieces = title.split(/(\s+[|–—·•:-]\s+)/);
  while (pieces.length >= 3 && known.has(squash(pieces[pieces.length - 1]!))) pieces.splice(-2);
  return pieces.join('').trim() || title;
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * How titles name the page's host ("shop.acme.com"): each label but the last (shop, acme), and
 * the whole name with or without it (squashed: "Shop Acme" matches "shop.acme").
 */
function hostNames(pageUrl: string): string[] {
  const labels = new URL(pageUrl).hostname.replace(/^www\./, '').split('.');
  return [...labels.slice(0, -1), labels.join('.'), labels.slice(0, -1).join('.')];
}
