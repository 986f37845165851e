import { type User } from '@studio/api/contract/auth';

/** What a mocked endpoint answers. A body that is a string is sent as it is, else as JSON. */
export type MockReply = {
  status?: number;
  statusText?: string;
  body?: unknown;
  headers?: Record<string, string>;
};

export type MockRequest = {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  /** The JSON body parsed, or undefined when there was none. */
  body: unknown;
};

type Handler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

/** Handlers keyed by `METHOD /path` (the query string is ignored). */
export type MockHandlers = Record<string, Handler>;

const originalFetch = window.fetch;

const signedOut: MockHandlers = {
  'GET /api/auth/user': {
    status: 401,
    body: { error: 'unauthorized', message: 'Authentication required' },
  },
};

/**
 * Replaces fetch with handlers for this test, at the network boundary the API client uses. The
 * visitor is signed out unless a handler says otherwise. A call nobody handles fails loudly.
 * Returns the calls made, and `use` to add or change handlers mid-test.
 */
export function mockApi(handlers: MockHandlers = {}) {
  const table: MockHandlers = { ...signedOut, ...handlers };
  const calls: MockRequest[] = [];

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), window.location.href);
    const method = (init.method ?? 'GET').toUpperCase();
    const request: MockRequest = {
      method,
      path: url.pathname,
      url,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(request);
    const handler = table[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`mockApi: no handler for ${method} ${url.pathname}`);
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    const text =
      reply.body === undefined
        ? ''
        : typeof reply.body === 'string'
          ? reply.body
          : JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status ?? 200,
      statusText: reply.statusText ?? '',
      headers: reply.headers,
    });
  });

  window.fetch = fetchMock as typeof window.fetch;
  return {
    calls,
    fetchMock,
    /** The calls made to one endpoint, e.g. `callsTo('POST /api/auth/login')`. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    use(more: MockHandlers) {
      Object.assign(table, more);
    },
  };
}

export function restoreFetch() {
  window.fetch = originalFetch;
}

/**
 * Handlers for a signed-in user with a balance, no plan, no history and nothing made yet (what
 * the settings screen asks for). Tests override what they are about.
 */
export function signedInAs(user: User, { credits = 50 }: { credits?: number } = {}): MockHandlers {
  return {
    'GET /api/auth/user': { body: user },
    'GET /api/credits/balance': { body: { credits } },
    'GET /api/plans': { body: [] },
    'GET /api/user/subscription': { body: { subscription: null } },
    'GET /api/user/usage': { body: { productCount: 0, contentCount: 0 } },
    'GET /api/credit-transactions': { body: { transactions: [], total: 0, page: 1, limit: 5 } },
    'GET /api/content': { body: { content: [], hasMore: false } },
    'GET /api/products': { body: [] },
  };
}

/** An API error body, as errors.ts in the contract shapes it. */
export function apiError(status: number, error: string, message: string): MockReply {
  return { status, body: { error, message } };
}
