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
