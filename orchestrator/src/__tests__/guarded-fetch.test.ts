import { isIP } from 'node:net';
import {
  PRODUCT_PAGES,
  type ProductPageServer,
  startProductPageServer,
} from '@studio/infra/testing/product-page-server';
import { FetchFailedError, UnsafeUrlError } from '../web/fetch-errors';
import { createGuardedFetcher, type GuardedFetcher } from '../web/guarded-fetch';
import { systemResolver, type Resolver } from '../web/guarded-lookup';

let shop: ProductPageServer;
let fetcher: GuardedFetcher;

/** Names a test resolves as it likes; any other name goes to the system resolver. */
const FAKE_DNS: Record<string, string[]> = {
  'intranet.example': ['10.1.2.3'],
  'metadata.example': ['169.254.169.254'],
  'rebinding.example': ['93.184.216.34', '127.0.0.1'],
  'loopback6.example': ['::1'],
  'mapped.example': ['::ffff:192.168.0.10'],
  'nat64.example': ['64:ff9b::a9fe:a9fe'],
};
const resolve: Resolver = async (hostname) => {
  if (hostname.endsWith('.invalid')) {
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  }
  const fake = FAKE_DNS[hostname];
  return fake
    ? fake.map((address) => ({ address, family: isIP(address) }))
    : systemResolver(hostname);
};

beforeAll(async () => {
  shop = await startProductPageServer();
  fetcher = createGuardedFetcher({ allowedHosts: [shop.host], resolve });
});
afterAll(async () => {
  await fetcher.close();
  await shop.close();
});

const page = { maxBytes: 2 * 1024 * 1024, accept: 'text/html' };
const refusal = async (url: string): Promise<UnsafeUrlError> => {
  const error = await fetcher.fetch(url, page).then(
    () => {
      throw new Error(`${url} was fetched`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnsafeUrlError);
  expect((error as Error).message).toBe('This address cannot be fetched.');
  return error as UnsafeUrlError;
};

describe('the guarded fetch', () => {
  it('fetches an allow-listed fixture page and follows its redirects', async () => {
    const direct = await fetcher.fetch(shop.url + PRODUCT_PAGES.jsonLd, page);
    expect(direct).toMatchObject({
      url: shop.url + PRODUCT_PAGES.jsonLd,
      mediaType: 'text/html',
      contentType: 'text/html; charset=utf-8',
    });
    expect(direct.body.toString()).toContain('Red Leather Bag');

    const redirected = await fetcher.fetch(shop.url + PRODUCT_PAGES.redirectChain(3), page);
    expect(redirected.url).toBe(shop.url + PRODUCT_PAGES.jsonLd);
  });

  /*
   * Every way of reaching a non-public address that the guard must refuse, each written as a
   * creator (or a page's redirect) could write it. The internal service on another port of
   * 127.0.0.1 must never see a request.
   */
  const forbidden: [string, () => string][] = [
    ['loopback', () => 'http://127.0.0.1/'],
    ['loopback on the internal port', () => shop.internalUrl + '/admin'],
    ['IPv6 loopback', () => 'http://[::1]/'],
    ['the unspecified address', () => 'http://0.0.0.0/'],
    ['10/8', () => 'http://10.0.0.1/'],
    ['172.16/12', () => 'http://172.20.1.1/'],
    ['192.168/16', () => 'http://192.168.0.1/router'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['AWS IPv6 metadata', () => 'http://[fd00:ec2::254]/latest/meta-data/'],
    ['carrier-grade NAT', () => 'http://100.64.0.1/'],
    ['multicast', () => 'http://224.0.0.251/'],
    ['IPv4-mapped IPv6 loopback', () => 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped IPv6 private, hex', () => 'http://[::ffff:a00:1]/'],
    ['NAT64 of a private address', () => 'http://[64:ff9b::c0a8:1]/'],
    ['6to4 of a private address', () => 'http://[2002:a00:1::1]/'],
    ['decimal loopback', () => 'http://2130706433/'],
    ['octal loopback', () => 'http://0177.0.0.1/'],
    ['hex loopback', () => 'http://0x7f.0x0.0x0.0x1/'],
    ['decimal metadata', () => 'http://2852039166/'],
    ['localhost (resolves to loopback)', () => `http://localhost:${new URL(shop.url).port}/`],
    ['a name resolving to 10/8', () => 'http://intranet.example/'],
    ['a name resolving to metadata', () => 'https://metadata.example/'],
    ['a name with one private address among public ones', () => 'http://rebinding.example/'],
    ['a name resolving to ::1', () => 'http://loopback6.example/'],
    ['a name resolving to mapped IPv6', () => 'http://mapped.example/'],
    ['a name resolving to NAT64 metadata', () => 'http://nat64.example/'],
    ['ftp:', () => 'ftp://example.com/catalogue.html'],
    ['file:', () => 'file:///etc/passwd'],
    ['data:', () => 'data:text/html,<title>hi</title>'],
    ['credentials', () => 'http://admin:admin@example.com/'],
    ['a redirect to a private address', () => shop.url + PRODUCT_PAGES.redirectToPrivate],
    ['a redirect to metadata', () => shop.url + PRODUCT_PAGES.redirectToMetadata],
    ['a redirect to mapped loopback', () => shop.url + PRODUCT_PAGES.redirectToMappedLoopback],
    ['a redirect to another port of 127.0.0.1', () => shop.url + PRODUCT_PAGES.redirectToOtherPort],
    ['a redirect to localhost', () => shop.url + PRODUCT_PAGES.redirectToLocalhost],
    ['a redirect to ftp:', () => shop.url + PRODUCT_PAGES.redirectToFtp],
  ];
  it.each(forbidden)('refuses %s', async (_what, url) => {
    const before = shop.requests.length;
    await refusal(url());
    expect(shop.internalRequests).toEqual([]);
    // Only the allow-listed fixture page itself may have been asked (before its redirect).
    const target = new URL(url());
    const fromShop = shop.requests.slice(before);
    expect(fromShop).toEqual(target.origin === shop.url ? [`GET ${target.pathname}`] : []);
  });

  it('never connects to a refused address: the lookup refuses it at connect time', async () => {
    const port = new URL(shop.url).port;
    const before = shop.requests.length;
    const error = await refusal(`http://localhost:${port}${PRODUCT_PAGES.jsonLd}`);
    expect(error.reason).toMatch(/localhost resolves to a loopback address/);
    expect(shop.requests.length).toBe(before);
  });

  it.each([
    [
      'more than 3 redirects',
      PRODUCT_PAGES.redirectChain(4),
      'too_many_redirects',
      /more than 3 times/,
    ],
    ['a 404', PRODUCT_PAGES.missing, 'status', /answered 404 Not Found/],
    ['a streamed over-size page', PRODUCT_PAGES.oversize, 'too_large', /larger than 2 MB/],
    ['a declared over-size page', PRODUCT_PAGES.oversizeDeclared, 'too_large', /larger than 2 MB/],
  ])('gives up on %s', async (_what, path, failure, message) => {
    const error = await fetcher.fetch(shop.url + path, page).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchFailedError);
    expect(error).toMatchObject({ failure, message: expect.stringMatching(message) });
  });

  it('gives up when the whole fetch takes longer than its deadline', async () => {
    const impatient = createGuardedFetcher({ allowedHosts: [shop.host], timeoutMs: 300 });
    const started = Date.now();
    const error = await impatient.fetch(shop.url + PRODUCT_PAGES.slow, page).catch((e) => e);
    await impatient.close();
    expect(error).toMatchObject({
      failure: 'timeout',
      message: 'The address did not answer within 0.3 seconds.',
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('says when a name does not resolve', async () => {
    await expect(fetcher.fetch('https://no-such-shop.invalid/', page)).rejects.toMatchObject({
      failure: 'not_found',
      message: 'The address could not be found.',
    });
  });
});
