import { Agent, fetch, type Dispatcher } from 'undici';
import { checkUrl, type CheckedUrl } from './check-url';
import { FetchFailedError, UnsafeUrlError } from './fetch-errors';
import { guardedLookup, type Resolver } from './guarded-lookup';
import { readCappedBody } from './read-capped-body';

export interface UrlFetchSettings {
  /** Test-only `host:port` entries fetched without the address check (URL_FETCH_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
  /** Bound on one fetch, redirects and body included; 10 s when not set. */
  timeoutMs?: number;
  /** Redirects followed before giving up; 3 when not set. */
  maxRedirects?: number;
  /** How host names are resolved; the system resolver when not set (tests inject one). */
  resolve?: Resolver;
}

export interface FetchedResource {
  /** Where the body came from, after redirects. */
  url: string;
  /** The Content-Type header, lower case, without parameters; '' when there was none. */
  mediaType: string;
  /** The Content-Type header as sent (with charset), for decoding text. */
  contentType: string;
  body: Buffer;
}

export interface GuardedFetcher {
  /** GETs a creator-supplied address through the guard. Throws UnsafeUrlError or FetchFailedError. */
  fetch(url: string, options: { maxBytes: number; accept: string }): Promise<FetchedResource>;
  /** Closes the connections this fetcher opened. */
  close(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_REDIRECTS = 3;
const USER_AGENT = 'SnapshotStudio/1.0 (product page analysis)';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches addresses a creator typed, without letting them reach our own network (SSRF):
 * - each request's URL is checked first (check-url.ts), the first one and every redirect, which
 *   are followed by hand, at most `maxRedirects`;
 * - every connection resolves its host name through guardedLookup, which refuses non-public
 *   addresses at connect time, so the address checked is the address connected to;
 * - the body is capped while it streams, and one deadline covers the whole fetch.
 * Allow-listed `host:port` entries (tests only) go through a plain agent instead.
 *
 * One fetcher serves one analysis: its connections (the page's and its images') are closed with it.
 */
export function createGuardedFetcher(settings: UrlFetchSettings): GuardedFetcher {
  const allowed = new Set(settings.allowedHosts);
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = settings.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const guarded = new Agent({ connect: { lookup: guardedLookup(settings.resolve) } });
  const trusted = allowed.size > 0 ? new Agent() : undefined;
  const dispatcher = (checked: CheckedUrl): Dispatcher =>
    checked.allowListed && trusted ? trusted : guarded;

  return {
    async fetch(address, options) {
      const signal = AbortSignal.timeout(timeoutMs);
      let checked = checkUrl(address, allowed);
      try {
        for (let redirects = 0; ; redirects++) {
          const response = await fetch(checked.url, {
            redirect: 'manual',
            dispatcher: dispatcher(checked),
            signal,
            headers: { accept: options.accept, 'user-agent': USER_AGENT },
          });
          if (REDIRECTS.has(response.status)) {
            await response.body?.cancel().catch(() => {});
            const location = response.headers.get('location');
            if (!location) {
              throw new FetchFailedError('status', 'The address redirected without saying where.');
            }
            if (redirects >= maxRedirects) {
              throw new FetchFailedError(
                'too_many_redirects',
                `The address redirected more than ${maxRedirects} times.`,
              );
            }
            checked = checkUrl(new URL(location, checked.url), allowed);
            continue;
          }
          if (!response.ok) {
            await response.body?.cancel().catch(() => {});
            throw new FetchFailedError(
              'status',
              `The address answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`,
            );
          }
          const contentType = response.headers.get('content-type') ?? '';
          const body = await readCappedBody(response, options.maxBytes);
          return {
            url: checked.url.href,
            contentType,
            mediaType: contentType.split(';')[0]!.trim().toLowerCase(),
            body,
          };
        }
      } catch (error) {
        throw fetchError(error, signal, timeoutMs);
      }
    },
    async close() {
      await Promise.all([guarded.destroy(), trusted?.destroy()]);
    },
  };
}

/** The guard's own errors as they are; the others sorted into a message for the creator. */
function fetchError(error: unknown, signal: AbortSignal, timeoutMs: number): Error {
  if (error instanceof UnsafeUrlError || error instanceof FetchFailedError) return error;
  // undici wraps connection errors, our lookup's refusal included, as `TypeError: fetch failed`.
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof UnsafeUrlError) return cause;
  }
  if (signal.aborted) {
    return new FetchFailedError(
      'timeout',
      `The address did not answer within ${Math.round(timeoutMs / 100) / 10} seconds.`,
    );
  }
  const code = errorCode(error);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new FetchFailedError('not_found', 'The address could not be found.');
  }
  return new FetchFailedError('unreachable', 'The address could not be reached.');
}

function errorCode(error: unknown): string | undefined {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (code) return code;
  }
  return undefined;
}
