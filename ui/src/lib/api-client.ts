import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@studio/api/contract/csrf';
import { type ApiErrorCode, isApiErrorCode } from '@studio/api/contract/error-codes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * What a 401 does. `throw` (the default) raises an ApiError like any other failure; `null`
   * answers null instead, for queries that may run signed out (the current user).
   */
  on401?: 'throw' | 'null';
};

/**
 * A non-OK answer. Its message is the spec's error text (section 8): the status code, a colon and
 * the body, or the status text when the body is empty. The parsed body stays on it, so callers
 * can read the server's stable `code`, its `serverMessage` and any other field it sent (such as
 * `requiresVerification`). React to the code, never to the wording of a message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly method: HttpMethod;
  readonly path: string;
  readonly status: number;
  readonly statusText: string;
  /** The body parsed as JSON, the raw text when it is not JSON, or null when it is empty. */
  readonly body: unknown;
  /**
   * The body's `error` field when it is one of the API's codes (contract/error-codes.ts), such as
   * `invalid_credentials`; undefined for anything else (the raw field stays in `body`).
   */
  readonly code: ApiErrorCode | undefined;
  /** The body's `message` field: a sentence meant for people. */
  readonly serverMessage: string | undefined;

  constructor(init: {
    method: HttpMethod;
    path: string;
    status: number;
    statusText: string;
    text: string;
  }) {
    super(`${init.status}: ${init.text || init.statusText}`);
    this.method = init.method;
    this.path = init.path;
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = parseLoosely(init.text);
    const code = stringField(this.body, 'error');
    this.code = isApiErrorCode(code) ? code : undefined;
    this.serverMessage = stringField(this.body, 'message');
  }
}

/**
 * The one way the app talks to the API. Every call sends the session cookie; every write carries
 * the CSRF header the API demands; bodies go out and come back as JSON. Answers are `unknown`:
 * the app calls routes through callApi (lib/call-api.ts), which parses them by the route's
 * declaration. Failures are answered app-wide by the query client's caches (lib/query-client.ts).
 */
export async function apiFetch(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (!isAbort(error)) console.error(`API request failed for ${method} ${path}`, error);
    throw error;
  }

  if (response.status === 401 && options.on401 === 'null') return null;

  const text = await response.text();
  if (!response.ok) {
    const error = new ApiError({
      method,
      path,
      status: response.status,
      statusText: response.statusText,
      text,
    });
    console.error(`API request failed for ${method} ${path}`, error);
    throw error;
  }
  if (text.trim() === '') {
    console.warn(`Empty response body from ${method} ${path}`);
    return null;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`Failed to parse JSON response from ${path}`);
  }
}

/** The server's sentence for a failed call, if it sent one; callers supply the fallback. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

function parseLoosely(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function stringField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
