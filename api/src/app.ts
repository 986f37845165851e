import Koa from 'koa';
import { type Logger } from 'pino';
import { ANALYSIS_TIMEOUT_MS } from '@studio/workflows/product-activities';
import { exceptApiKeyPaths, loadApiKey } from './auth/api-key-auth';
import { csrfProtection } from './auth/csrf';
import { type GoogleSettings } from './auth/google-oidc';
import { loadCurrentUser } from './auth/current-user';
import { type RateLimits } from './auth/rate-limits';
import { sessionMiddleware } from './auth/session';
import { createStripeClient, type StripeSettings } from './domain/billing/stripe-client';
import { type Database } from './domain/database';
import { type UploadLimits } from './domain/images/decode-image-data-url';
import { type FileStore } from './domain/storage/file-store';
import { errorMiddleware } from './http/error-middleware';
import { idempotentRequests } from './http/idempotency';
import { jsonBody } from './http/json-body';
import { refuseNullCharacters } from './http/null-characters';
import { AppLifecycle } from './http/lifecycle';
import { type ApiMetrics } from './http/metrics';
import { requestContext } from './http/request-context';
import { serveUi } from './http/serve-ui';
import { type Mailer } from './mail/mailer';
import { apiKeyRoutes } from './routes/api-keys';
import { authRoutes } from './routes/auth';
import { billingRoutes } from './routes/billing';
import { contentRoutes } from './routes/content';
import { creditRoutes } from './routes/credits';
import { auditRoutes } from './routes/audit';
import { batchRoutes } from './routes/batches';
import { executionRoutes } from './routes/executions';
import { fileRoutes } from './routes/files';
import { feedbackTrackingRoutes } from './routes/feedback-tracking';
import { googleAuthRoutes } from './routes/google-auth';
import { healthRoutes } from './routes/health';
import { categoryRoutes } from './routes/categories';
import { managerRoutes } from './routes/manager';
import { managerTransactionRoutes } from './routes/manager-transactions';
import { managerContentRoutes } from './routes/manager-content';
import { managerFeedbackRoutes } from './routes/manager-feedback';
import { managerBundleRoutes } from './routes/manager-bundle';
import { managerCategoryRoutes } from './routes/manager-categories';
import { managerSnapRoutes } from './routes/manager-snaps';
import { managerErrorLogRoutes } from './routes/manager-error-logs';
import { managerServerInfoRoutes, type ServerInfoSettings } from './routes/manager-server-info';
import { managerBadgeRoutes } from './routes/manager-badges';
import { openApiRoutes } from './routes/openapi';
import { testSupportRoutes } from './routes/test-support';
import { recordError } from './domain/error-logs/error-records';
import { consoleViewRoutes } from './routes/console-views';
import { subsnapRoutes } from './routes/subsnaps';
import { workflowTestRoutes } from './routes/workflow-tests';
import { workflowRoutes } from './routes/workflows';
import { productRoutes } from './routes/products';
import { snapRoutes } from './routes/snaps';
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './routes/stripe-webhook';
import { userRoutes } from './routes/user';
import { v1LibraryRoutes } from './routes/v1-library';
import { v1RunRoutes } from './routes/v1-runs';
import { type Orchestrator } from './temporal/orchestrator';
import { type TemporalLinks } from './domain/executions/execution-details';

export interface AppDeps {
  db: Database;
  store: FileStore;
  orchestrator: Orchestrator;
  logger: Logger;
  mailer: Mailer;
  rateLimits: RateLimits;
  upload: UploadLimits;
  /** How long a snap run the creator waits for (the demo, a packshot) is awaited. */
  demoTimeoutMs: number;
  /** How long a product analysis or text enhancement is awaited (default ANALYSIS_TIMEOUT_MS). */
  analysisTimeoutMs?: number;
  auth: {
    sessionSecret: string;
    publicUrl: string;
    allowedOrigins: string[];
    trustProxy: boolean;
    startingCredits: number;
  };
  /** Google sign-in's OAuth client; without it `/auth/google` says it is not configured. */
  google?: GoogleSettings;
  /** Stripe's keys; without them purchases go through the labelled local test checkout. */
  stripe?: StripeSettings;
  /** Where the built UI is; without it the API serves only `/api` and `/files`. */
  uiDistDir?: string;
  /** Where the console links a run in Temporal's Web UI; without it, no link. */
  temporalLinks?: TemporalLinks;
  /** Mounts the test stack's calls (`POST /api/test/server-error`); never in production. */
  testRoutes?: boolean;
  /** What Server Information shows of the build and its settings (commit, Temporal, AI). */
  serverInfo?: ServerInfoSettings;
  /** Serving or draining (main.ts drains it on SIGTERM); a new one, always serving, by default. */
  lifecycle?: AppLifecycle;
  /** The Prometheus series to keep (main.ts serves them on METRICS_PORT); none by default. */
  metrics?: ApiMetrics;
}

export function createApp(deps: AppDeps): Koa {
  const app = new Koa({ proxy: deps.auth.trustProxy });
  // Errors are answered by errorMiddleware; Koa's default stderr printing would double them.
  app.silent = true;
  const lifecycle = deps.lifecycle ?? new AppLifecycle();

  if (deps.metrics) app.use(deps.metrics.middleware);
  app.use(requestContext(deps.logger));
  app.use((ctx, next) => {
    ctx.state.lifecycle = lifecycle;
    return next();
  });
  // Every 5xx is also kept for the managers' Error Logs.
  app.use(errorMiddleware({ record: (occurrence) => recordError(deps.db, occurrence) }));
  // Stripe's webhook is authenticated by its signature, not by a browser's headers; the `/v1`
  // routes by an API key alone: no session is read there, so no CSRF applies and a browser's
  // cookie can never call them.
  app.use(
    exceptApiKeyPaths(
      csrfProtection({
        allowedOrigins: [deps.auth.publicUrl, ...deps.auth.allowedOrigins],
        exempt: [STRIPE_WEBHOOK_PATH],
      }),
    ),
  );
  app.use(
    exceptApiKeyPaths(
      sessionMiddleware(app, {
        db: deps.db,
        secret: deps.auth.sessionSecret,
        secure: deps.auth.publicUrl.startsWith('https://'),
      }),
    ),
  );
  app.use(exceptApiKeyPaths(loadCurrentUser(deps.db)));
  app.use(loadApiKey(deps.db));
  const stripe = deps.stripe ? createStripeClient(deps.stripe) : undefined;
  // Before the body parser: the webhook's signature is checked over the raw bytes.
  const webhook = stripeWebhookRoutes({
    db: deps.db,
    stripe,
    webhookSecret: deps.stripe?.webhookSecret,
  });
  app.use(webhook.routes()).use(webhook.allowedMethods());
  app.use(jsonBody(deps.upload));
  app.use(refuseNullCharacters());
  // After the body is read (a retry must send the same) and the key is known (keys are per account).
  app.use(idempotentRequests(deps.db));
  const routers = [
    healthRoutes({ ...deps, lifecycle }),
    openApiRoutes(),
    authRoutes({
      ...deps,
      publicUrl: deps.auth.publicUrl,
      startingCredits: deps.auth.startingCredits,
    }),
    googleAuthRoutes({
      db: deps.db,
      publicUrl: deps.auth.publicUrl,
      startingCredits: deps.auth.startingCredits,
      google: deps.google,
    }),
    creditRoutes(deps),
    billingRoutes({ db: deps.db, stripe, publicUrl: deps.auth.publicUrl }),
    userRoutes(deps),
    snapRoutes(deps),
    categoryRoutes(deps),
    productRoutes({
      ...deps,
      analysisTimeoutMs: deps.analysisTimeoutMs ?? ANALYSIS_TIMEOUT_MS,
      snapTimeoutMs: deps.demoTimeoutMs,
    }),
    contentRoutes(deps),
    executionRoutes(deps),
    consoleViewRoutes(deps),
    batchRoutes(deps),
    auditRoutes(deps),
    managerRoutes(deps),
    managerTransactionRoutes(deps),
    managerContentRoutes(deps),
    managerFeedbackRoutes(deps),
    managerBundleRoutes(deps),
    managerCategoryRoutes(deps),
    managerSnapRoutes(deps),
    managerErrorLogRoutes(deps),
    managerServerInfoRoutes(deps),
    managerBadgeRoutes(deps),
    workflowRoutes(deps),
    workflowTestRoutes(deps),
    subsnapRoutes(deps),
    feedbackTrackingRoutes(deps),
    fileRoutes(deps),
    apiKeyRoutes(deps),
    v1RunRoutes(deps),
    v1LibraryRoutes(deps),
    ...(deps.testRoutes ? [testSupportRoutes()] : []),
  ];
  for (const router of routers) app.use(router.routes()).use(router.allowedMethods());
  if (deps.uiDistDir) app.use(serveUi(deps.uiDistDir));
  return app;
}
