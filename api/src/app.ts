import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import { type Logger } from 'pino';
import { type Database } from './domain/database';
import { type UploadLimits } from './domain/images/decode-image-data-url';
import { type FileStore } from './domain/storage/file-store';
import { errorMiddleware } from './http/error-middleware';
import { requestContext } from './http/request-context';
import { serveUi } from './http/serve-ui';
import { fileRoutes } from './routes/files';
import { healthRoutes } from './routes/health';
import { snapRoutes } from './routes/snaps';
import { type Orchestrator } from './temporal/orchestrator';

export interface AppDeps {
  db: Database;
  store: FileStore;
  orchestrator: Orchestrator;
  logger: Logger;
  upload: UploadLimits;
  demoTimeoutMs: number;
  /** Where the built UI is; without it the API serves only `/api` and `/files`. */
  uiDistDir?: string;
}

export function createApp(deps: AppDeps): Koa {
  const app = new Koa({ proxy: false });
  // Errors are answered by errorMiddleware; Koa's default stderr printing would double them.
  app.silent = true;

  // Base64 makes a data URL 4/3 the size of its bytes; leave room for the rest of the JSON.
  const jsonLimit = Math.ceil((deps.upload.maxBytes * 4) / 3) + 64 * 1024;

  app.use(requestContext(deps.logger));
  app.use(errorMiddleware());
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit, encoding: 'utf-8' }));
  for (const router of [healthRoutes(deps), snapRoutes(deps), fileRoutes(deps)]) {
    app.use(router.routes()).use(router.allowedMethods());
  }
  if (deps.uiDistDir) app.use(serveUi(deps.uiDistDir));
  return app;
}
