import { PassThrough } from 'node:stream';
import { type Context } from 'koa';

/**
 * Answers the request with a server-sent-event stream and gives it to write events to. The
 * instance's lifecycle closes it with a reconnect hint when the instance drains.
 */
export function openEventStream(ctx: Context): PassThrough {
  const stream = new PassThrough();
  ctx.state.lifecycle.track(stream);
  ctx.req.socket.setTimeout(0);
  ctx.set({
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  ctx.status = 200;
  ctx.body = stream;
  return stream;
}

/**
 * Answers with an event stream of what `watch` gives, each as an event named `event` carrying it
 * as JSON, and ends the stream when `watch` ends. `watch` is stopped (its signal aborts) when the
 * reader leaves or the instance drains.
 */
export function streamEvents<T>(
  ctx: Context,
  event: string,
  watch: (signal: AbortSignal) => AsyncIterable<T>,
  logContext: Record<string, unknown>,
): void {
  const stream = openEventStream(ctx);
  const gone = new AbortController();
  ctx.req.once('close', () => gone.abort());
  const signal = AbortSignal.any([gone.signal, ctx.state.lifecycle.signal]);
  void (async () => {
    for await (const value of watch(signal)) {
      stream.write(`event: ${event}\ndata: ${JSON.stringify(value)}\n\n`);
    }
    stream.end();
  })().catch((err: unknown) => {
    ctx.state.log.error({ err, ...logContext }, 'event stream failed');
    stream.end();
  });
}
