import { type PassThrough } from 'node:stream';

declare module 'koa' {
  interface DefaultState {
    /** The instance's lifecycle, for event streams to close when it drains. */
    lifecycle: AppLifecycle;
  }
}

/** How soon a browser reconnects a stream the instance closed (EventSource's `retry`). */
export const RECONNECT_AFTER_MS = 1000;

/**
 * An API instance's life as the proxy in front of it sees it: serving, then draining (SIGTERM).
 * Draining, it answers `/api/ready` with 503 so the proxy sends new requests elsewhere, and closes
 * every open event stream with a reconnect hint: the browser's EventSource opens it again, on
 * another instance, and gets the current state first (the streams are built to resume).
 */
export class AppLifecycle {
  private drainingNow = false;
  private readonly streams = new Set<PassThrough>();
  private readonly stopping = new AbortController();

  get draining(): boolean {
    return this.drainingNow;
  }

  /**
   * Aborted when the instance drains: the work behind each event stream (a run's watcher, the
   * console's subscription) stops with it, before the database and Temporal connections close
   * under it.
   */
  get signal(): AbortSignal {
    return this.stopping.signal;
  }

  /** An open event stream, to close when the instance drains. */
  track(stream: PassThrough): void {
    if (this.drainingNow) return closeWithHint(stream);
    this.streams.add(stream);
    stream.once('close', () => this.streams.delete(stream));
    stream.once('finish', () => this.streams.delete(stream));
  }

  /** Stops taking new work: readiness fails and every stream is told to reconnect elsewhere. */
  drain(): void {
    this.drainingNow = true;
    // The hints first: the work behind a stream may end it as soon as it hears of the abort.
    for (const stream of this.streams) closeWithHint(stream);
    this.streams.clear();
    this.stopping.abort();
  }

  get openStreams(): number {
    return this.streams.size;
  }
}

function closeWithHint(stream: PassThrough): void {
  if (stream.writableEnded) return;
  stream.end(`retry: ${RECONNECT_AFTER_MS}\nevent: reconnect\ndata: {}\n\n`);
}
