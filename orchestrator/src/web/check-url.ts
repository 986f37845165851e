import { isIP } from 'node:net';
import { hostAndPort } from './allowed-hosts';
import { UnsafeUrlError } from './fetch-errors';
import { forbiddenAddressReason } from './forbidden-address';

export interface CheckedUrl {
  url: URL;
  /** On the test-only allow-list: fetched without the address check. */
  allowListed: boolean;
}

/**
 * The checks made before every request (the first and each redirect): http or https only, no
 * credentials, and a host written as an IP address must be a public one. Such hosts are never
 * looked up, so the connection-time check (guarded-lookup.ts) would not see them. Host names are
 * left to that check, which judges the addresses they resolve to at the moment of connecting.
 *
 * The WHATWG URL parser has already turned every way of writing an IPv4 address (decimal
 * `2130706433`, octal `0177.0.0.1`, hex `0x7f.1`, short `127.1`) into dotted form and IPv6 into
 * its canonical bracketed form, so one check covers them all.
 */
export function checkUrl(address: string | URL, allowedHosts: ReadonlySet<string>): CheckedUrl {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new UnsafeUrlError(`not a URL: ${String(address).slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UnsafeUrlError(`scheme ${url.protocol} is not http or https`);
  }
  if (url.username || url.password) throw new UnsafeUrlError('credentials in the URL');
  if (allowedHosts.has(hostAndPort(url))) return { url, allowListed: true };

  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) {
    const reason = forbiddenAddressReason(host);
    if (reason) throw new UnsafeUrlError(reason);
  }
  return { url, allowListed: false };
}
