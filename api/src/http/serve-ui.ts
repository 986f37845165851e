import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Middleware } from 'koa';
import serve from 'koa-static';
import send from 'koa-send';

/**
 * Serves the built React app: its files as they are, and index.html for any other GET that
 * asks for a page, so the client-side router can take over. `/api`, `/files` and `/v1` are left alone.
 */
export function serveUi(distDir: string): Middleware {
  const staticFiles = serve(distDir, { index: false, maxage: 0 });
  return async (ctx, next) => {
    if (['/api/', '/files/', '/v1/'].some((prefix) => ctx.path.startsWith(prefix))) return next();
    await staticFiles(ctx, async () => {});
    if (ctx.body != null || ctx.status !== 404) return;
    if (ctx.method !== 'GET' || !ctx.accepts('html')) return next();
    if (!existsSync(path.join(distDir, 'index.html'))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The UI has not been built. Run `npm start`, which builds it.';
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root: distDir });
  };
}
