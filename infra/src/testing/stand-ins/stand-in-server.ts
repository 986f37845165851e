import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { freePort } from '../../free-port';

/** One request a stand-in received, for tests to assert what an adapter sent. */
export interface RecordedRequest {
  method: string;
  /** The path without the query string, e.g. `/v1/predictions`. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON, or its text when it is not JSON; undefined when empty. */
  body: unknown;
  /** The body's bytes as sent (multipart uploads are not text). */
  raw: Buffer;
  /** When its body had arrived (`performance.now()`). */
  receivedAt: number;
  /** When its answer had been written. */
  answeredAt?: number;
  /** When the client closed it before it was answered (it gave up, or aborted the call). */
  abortedAt?: number;
}

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** What a route handler answers: JSON, or raw bytes with their content type. */
export type Answer = Reply | { status: number; bytes: Buffer; contentType: string };

type Handler = (request: RecordedRequest) => Promise<Answer>;

/**
 * The part every stand-in shares: a node:http server on a free 127.0.0.1 port that records each
 * request and can be told to fail, stall or hold its next API requests (those `isApi` accepts), so
 * a test selects a failure mode deterministically instead of hoping for one. Tests await what it
 * sees (a request arriving, a client hanging up) with {@link nextRequest} and {@link aborted}.
 */
export class StandInServer {
  readonly requests: RecordedRequest[] = [];
  private failures: Reply[] = [];
  private delays: number[] = [];
  private held: ((request: RecordedRequest) => boolean)[] = [];
  private closing = false;
  private readonly events = new EventEmitter();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: new URL(req.url ?? '/', 'http://stand-in').pathname,
        headers: req.headers,
        body: parseBody(raw.toString('utf8')),
        raw,
        receivedAt: performance.now(),
      };
      res.on('finish', () => {
        recorded.answeredAt = performance.now();
        this.events.emit('answered', recorded);
      });
      // The client hung up before the answer was written: it aborted the call (or gave up).
      res.on('close', () => {
        if (res.writableFinished || this.closing) return;
        recorded.abortedAt = performance.now();
        this.events.emit('aborted', recorded);
      });
      this.requests.push(recorded);
      this.events.emit('request', recorded);
      void this.answer(recorded, res);
    });
  });
  url = '';

  constructor(
    private readonly handler: Handler,
    private readonly isApi: (request: RecordedRequest) => boolean,
  ) {}

  async listen(): Promise<void> {
    const port = await freePort();
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject).listen(port, '127.0.0.1', () => resolve());
    });
    this.url = `http://127.0.0.1:${port}`;
  }

  /** The next `times` API requests are answered with `status` and `body` instead of served. */
  failNext(reply: Reply, times: number): void {
    for (let i = 0; i < times; i++) this.failures.push(reply);
  }

  /** The next `times` API requests are answered only after `ms` milliseconds. */
  delayNext(ms: number, times: number): void {
    for (let i = 0; i < times; i++) this.delays.push(ms);
  }

  /**
   * The next API request that `matches` is never answered: it stays open, as a call to a slow
   * model does, until the client closes it (see {@link aborted}) or the server closes.
   */
  holdNext(matches: (request: RecordedRequest) => boolean = () => true): void {
    this.held.push(matches);
  }

  /** The first request, already received or still to come, that `matches`. */
  async nextRequest(matches: (request: RecordedRequest) => boolean): Promise<RecordedRequest> {
    const seen = this.requests.find(matches);
    if (seen) return seen;
    for (;;) {
      const [request] = (await once(this.events, 'request')) as [RecordedRequest];
      if (matches(request)) return request;
    }
  }

  /** When the client closed `request` before it was answered (now or later), in ms. */
  async aborted(request: RecordedRequest): Promise<number> {
    while (request.abortedAt === undefined) await once(this.events, 'aborted');
    return request.abortedAt;
  }

  /** When the answer to `request` had been written (now or later), in ms. */
  async answered(request: RecordedRequest): Promise<number> {
    while (request.answeredAt === undefined) await once(this.events, 'answered');
    return request.answeredAt;
  }

  /** Forgets recorded requests and scripted failures, delays and holds. */
  reset(): void {
    this.requests.length = 0;
    this.failures = [];
    this.delays = [];
    this.held = [];
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(request: RecordedRequest, res: ServerResponse): Promise<void> {
    const api = this.isApi(request);
    const hold = api ? this.held.findIndex((matches) => matches(request)) : -1;
    if (hold >= 0) {
      this.held.splice(hold, 1);
      return;
    }
    const delay = api ? this.delays.shift() : undefined;
    if (delay) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          resolve();
        }, delay);
        this.timers.add(timer);
      });
      if (res.destroyed) return;
    }
    let answer: Answer;
    try {
      answer = (api ? this.failures.shift() : undefined) ?? (await this.handler(request));
    } catch (error) {
      answer = { status: 500, body: { error: `stand-in failure: ${(error as Error).message}` } };
    }
    if (res.destroyed) return;
    if ('bytes' in answer) {
      res.writeHead(answer.status, {
        'content-type': answer.contentType,
        'content-length': answer.bytes.length,
      });
      res.end(answer.bytes);
      return;
    }
    const body = JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      ...answer.headers,
    });
    res.end(body);
  }
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The bytes of a `data:image/...;base64,` URI, or undefined when it is not one. */
export function imageFromDataUri(value: unknown): Buffer | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/=]+)$/i.exec(value);
  return match ? Buffer.from(match[1]!, 'base64') : undefined;
}

/** `Bearer <token>` from the Authorization header. */
export function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  return /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
