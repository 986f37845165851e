import { type SetupServer } from 'msw/node';

/** A request the app made, as the tests look at it. */
export type RecordedRequest = {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  credentials: RequestCredentials;
  /** The JSON body parsed (the raw text when it is not JSON), or undefined when there was none. */
  body: unknown;
};

type Entry = { sequence: number; request: RecordedRequest };

let log: Entry[] = [];
let sequence = 0;

/**
 * Records every request the app makes, through MSW's life-cycle events (`request:start`), so a
 * test can check which calls were made and with what. A request is entered once its body has been
 * read (from a clone, before any handler reads the original), so an entry always has its body;
 * entries keep the order the requests were made in.
 */
export function recordRequests(server: SetupServer) {
  server.events.on('request:start', ({ request }) => {
    const entry = { sequence: ++sequence };
    const url = new URL(request.url);
    void request
      .clone()
      .text()
      .then((text) => {
        log.push({
          ...entry,
          request: {
            method: request.method,
            path: url.pathname,
            url,
            headers: new Headers(request.headers),
            credentials: request.credentials,
            body: parseBody(text),
          },
        });
        log.sort((a, b) => a.sequence - b.sequence);
      });
  });
}

/** Forgets the requests recorded so far; the set-up calls it before each test. */
export function clearRequests() {
  log = [];
}

/** Every request made in this test, oldest first. */
export function allRequests(): RecordedRequest[] {
  return log.map((entry) => entry.request);
}

/** The requests made to one endpoint, e.g. `requestsTo('POST /api/auth/login')` (no query). */
export function requestsTo(key: string): RecordedRequest[] {
  return allRequests().filter((request) => `${request.method} ${request.path}` === key);
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
