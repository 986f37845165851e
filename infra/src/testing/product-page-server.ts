import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import sharp from 'sharp';

/** The fixture pages, by what each one is for. */
export const PRODUCT_PAGES = {
  /** JSON-LD Product in an @graph with two images (one relative, one as an ImageObject). */
  jsonLd: '/products/red-leather-bag',
  /** OpenGraph only (og:* and product:brand), with an absolute og:image: a cut-out PNG. */
  openGraph: '/products/linen-lamp',
  /** No product data: a <title> ("Stoneware Mug | Fixture Shop"), a meta description and the
   * og:site_name; no images. */
  titleOnly: '/products/stoneware-mug',
  /** A product whose five images are: one good, a 404, text sent as a JPEG, one behind a
   * redirect to a private address, one over the pixel limit of the tests (1.2 megapixels). */
  mixedImages: '/products/mixed-images',
  /** No name, no title, no images, and an address that names nothing. */
  nameless: '/p/1234',
  /** 302 to the JSON-LD page. */
  redirect: '/go/red-leather-bag',
  /** A chain of `n` redirects ending at the JSON-LD page. */
  redirectChain: (n: number) => `/redirect/${n}`,
  /** 302 to the other server ("internal service") on another port of 127.0.0.1. */
  redirectToOtherPort: '/go/internal',
  /** 302 to this same server by the name `localhost` (not allow-listed: it resolves to loopback). */
  redirectToLocalhost: '/go/localhost',
  /** 302 to 10.0.0.1, 169.254.169.254, [::ffff:127.0.0.1] and an ftp: address. */
  redirectToPrivate: '/go/private',
  redirectToMetadata: '/go/metadata',
  redirectToMappedLoopback: '/go/mapped',
  redirectToFtp: '/go/ftp',
  /** JSON, not HTML. */
  notHtml: '/feed.json',
  /** 3 MB of HTML, streamed without a Content-Length. */
  oversize: '/huge',
  /** 3 MB of HTML, declared by its Content-Length. */
  oversizeDeclared: '/huge-declared',
  /** Never answers. */
  slow: '/slow',
  /** 404. */
  missing: '/gone',
} as const;

export interface ProductPageServer {
  /** `http://127.0.0.1:<port>`: fixture pages live under it (see PRODUCT_PAGES). */
  url: string;
  /** `127.0.0.1:<port>`, the entry URL_FETCH_ALLOWED_HOSTS needs for this server. */
  host: string;
  /** Another server on 127.0.0.1 (not allow-listed), standing for an internal service. */
  internalUrl: string;
  /** `METHOD /path` of every request, in order, for each server. */
  requests: string[];
  internalRequests: string[];
  close(): Promise<void>;
}

/**
 * A local shop for the product-page tests and the browser tests: a node:http server on a free
 * port of 127.0.0.1 that serves fixture product pages (JSON-LD, OpenGraph, title only), their
 * images (made with sharp), and the ways a page can go wrong or try to reach further than it
 * should (redirect chains, redirects to other ports, private and metadata addresses, non-HTML,
 * oversize and never-ending answers). A second server on another port stands for an internal
 * service: the guard must never reach it.
 */
export async function startProductPageServer(): Promise<ProductPageServer> {
  const images = await fixtureImages();
  const requests: string[] = [];
  const internalRequests: string[] = [];
  const internal = createServer((req, res) => {
    internalRequests.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Internal admin</title>');
  });
  const internalUrl = await listen(internal);

  let base = '';
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    serve(req, res, { base: () => base, internalUrl, images });
  });
  base = await listen(server);
  const port = new URL(base).port;

  return {
    url: base,
    host: `127.0.0.1:${port}`,
    internalUrl,
    requests,
    internalRequests,
    async close() {
      await Promise.all([stop(server), stop(internal)]);
    },
  };
}

interface Context {
  base: () => string;
  internalUrl: string;
  images: Record<string, { bytes: Buffer; type: string }>;
}

function serve(req: IncomingMessage, res: ServerResponse, ctx: Context): void {
  const path = new URL(req.url ?? '/', 'http://fixture').pathname;
  const port = new URL(ctx.base()).port;
  const redirects: Record<string, string> = {
    [PRODUCT_PAGES.redirect]: PRODUCT_PAGES.jsonLd,
    [PRODUCT_PAGES.redirectToOtherPort]: `${ctx.internalUrl}/admin`,
    [PRODUCT_PAGES.redirectToLocalhost]: `http://localhost:${port}${PRODUCT_PAGES.jsonLd}`,
    [PRODUCT_PAGES.redirectToPrivate]: 'http://10.0.0.1/admin',
    [PRODUCT_PAGES.redirectToMetadata]: 'http://169.254.169.254/latest/meta-data/',
    [PRODUCT_PAGES.redirectToMappedLoopback]: `http://[::ffff:127.0.0.1]:${port}/`,
    [PRODUCT_PAGES.redirectToFtp]: 'ftp://127.0.0.1/products.html',
    '/go/private-image': 'http://10.0.0.1/bag.jpg',
  };
  const chain = /^\/redirect\/(\d+)$/.exec(path);
  if (chain) {
    const left = Number(chain[1]);
    return redirect(res, left > 1 ? PRODUCT_PAGES.redirectChain(left - 1) : PRODUCT_PAGES.jsonLd);
  }
  if (redirects[path]) return redirect(res, redirects[path]);

  const image = ctx.images[path];
  if (image) {
    res.writeHead(200, { 'content-type': image.type, 'content-length': image.bytes.length });
    return void res.end(image.bytes);
  }
  const page = PAGES[path];
  if (page) return html(res, page(ctx.base()));

  switch (path) {
    case PRODUCT_PAGES.notHtml:
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end('{"name": "Red Leather Bag"}');
    case '/images/not-an-image.jpg':
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      return void res.end('this is text, not a JPEG');
    case PRODUCT_PAGES.oversize:
      // Written in pieces without a length: the guard must stop reading, not trust a header.
      res.writeHead(200, { 'content-type': 'text/html' });
      Readable.from(filler(3 * 1024 * 1024)).pipe(res);
      return;
    case PRODUCT_PAGES.oversizeDeclared: {
      const body = Buffer.concat([...filler(3 * 1024 * 1024)]);
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': body.length });
      return void res.end(body);
    }
    case PRODUCT_PAGES.slow:
      return; // never answered; close() ends the connection
    default:
      res.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not found</title>');
  }
}

const PAGES: Record<string, (base: string) => string> = {
  [PRODUCT_PAGES.jsonLd]: () => `<!doctype html>
<html lang="en"><head>
<meta charset="utf-8">
<title>Red Leather Bag | Fixture Shop</title>
<meta name="description" content="Shop the red leather bag at Fixture Shop.">
<meta property="og:site_name" content="Fixture Shop">
<meta property="og:title" content="Red Leather Bag – Fixture Shop">
<meta property="og:image" content="/images/red-leather-bag-front.jpg">
<script type="application/ld+json">
{"@context": "https://schema.org", "@graph": [
  {"@type": "WebPage", "@id": "#page", "name": "Red Leather Bag | Fixture Shop"},
  {"@type": "Product", "@id": "#product", "name": "Red Leather Bag",
   "description": "<p>A roomy red leather bag with a tan strap.</p><p>Fits a 15&quot; laptop.</p>",
   "image": ["/images/red-leather-bag-front.jpg",
             {"@type": "ImageObject", "url": "../images/red-leather-bag-side.png"}],
   "brand": {"@type": "Brand", "name": "Fixture Shop"},
   "offers": {"@type": "Offer", "price": "129.00", "priceCurrency": "EUR"}}
]}
</script>
</head><body><h1>Red Leather Bag</h1></body></html>`,

  [PRODUCT_PAGES.openGraph]: (base) => `<!doctype html>
<html><head>
<meta charset="utf-8">
<title>Linen Lamp</title>
<meta property="og:type" content="product">
<meta property="og:title" content="Linen Table Lamp">
<meta property="og:description" content="A table lamp with a linen shade &amp; an oak base.">
<meta property="og:image" content="${base}/images/linen-lamp.png">
<meta property="product:brand" content="Lumen &amp; Co">
<meta property="product:price:amount" content="89.00">
</head><body><img src="/images/linen-lamp.png" alt=""></body></html>`,

  [PRODUCT_PAGES.titleOnly]: () => `<!doctype html>
<html><head>
<title>Stoneware Mug | Fixture Shop</title>
<meta name="description" content="A hand-glazed stoneware mug.">
<meta property="og:site_name" content="Fixture Shop">
</head><body><p>Stoneware mug</p></body></html>`,

  [PRODUCT_PAGES.mixedImages]: () => `<!doctype html>
<html><head>
<title>Mixed Images Mug</title>
<script type="application/ld+json">
{"@context": "https://schema.org", "@type": "Product", "name": "Mixed Images Mug",
 "description": "A mug whose page links images of every kind.",
 "image": ["/images/missing.jpg", "/images/not-an-image.jpg", "/go/private-image",
           "/images/too-many-pixels.png", "/images/red-leather-bag-front.jpg"]}
</script>
</head><body></body></html>`,

  [PRODUCT_PAGES.nameless]: () => `<!doctype html><html><body><p>Nothing here.</p></body></html>`,
};

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'content-type': 'text/html' }).end('<p>Moved</p>');
}

function html(res: ServerResponse, body: string): void {
  const bytes = Buffer.from(body);
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': bytes.length,
  });
  res.end(bytes);
}

function* filler(total: number): Generator<Buffer> {
  const chunk = Buffer.from(`<p>${'x'.repeat(64 * 1024 - 7)}</p>`);
  yield Buffer.from('<!doctype html><title>Huge</title>');
  for (let sent = 0; sent < total; sent += chunk.length) yield chunk;
}

async function fixtureImages(): Promise<Context['images']> {
  const product = (colour: string, width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const onBackdrop = async (colour: string) =>
    sharp({ create: { width: 400, height: 300, channels: 3, background: '#eeeeee' } }).composite([
      { input: await product(colour, 140, 160), gravity: 'centre' },
    ]);
  const lamp = await sharp({
    create: { width: 240, height: 360, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: await product('#e8d8b0', 120, 300), gravity: 'centre' }])
    .png()
    .toBuffer();
  return {
    '/images/red-leather-bag-front.jpg': {
      bytes: await (await onBackdrop('#b03a2e')).jpeg({ quality: 90 }).toBuffer(),
      type: 'image/jpeg',
    },
    '/images/red-leather-bag-side.png': {
      bytes: await (await onBackdrop('#a0522d')).png().toBuffer(),
      type: 'image/png',
    },
    '/images/linen-lamp.png': { bytes: lamp, type: 'image/png' },
    '/images/too-many-pixels.png': {
      bytes: await product('#336699', 1200, 1000),
      type: 'image/png',
    },
  };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(0, '127.0.0.1', () => resolve());
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
