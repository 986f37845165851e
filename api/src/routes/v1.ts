import Router from '@koa/router';
import { v1Api } from '../contract/routes/v1';
import { getBalance } from '../domain/credits/ledger';
import { listSnaps } from '../domain/snaps/snap-queries';
import { mountRoute } from '../http/mount-route';
import { DomainError } from '../domain/errors';
import { listAccountRuns } from '../domain/executions/account-runs';
import { executionView, findExecution } from '../domain/executions/execution-view';
import { isUuid } from '../domain/ids';
import { findOwnBatch } from '../domain/batches/batch-records';
import { batchView } from '../domain/batches/batch-view';
import { cancelBatch } from '../services/cancel-batch';
import { startBatch } from '../services/start-batch';
import { cancelExecution } from '../services/cancel-execution';
import { currentExecutionView } from '../services/execution-progress';
import { type ExecutionDeps, startSnapExecution } from '../services/start-execution';
import { canAccountReadFile } from '../domain/storage/file-access';
import { ImageVariants } from '../domain/storage/image-variants';
import { answerStoredFile } from './stored-file-answer';
import { productWithKeyFileUrls, withKeyFileUrls } from './v1-file-urls';
import { listActiveProducts } from '../domain/products/product-queries';
import { createProductFromUploads } from '../domain/products/product-uploads';
import { toProductView } from '../domain/products/product-view';
import { decodeImages } from '../services/analyse-product-images';
import { findOwnContent } from '../domain/content/content-items';
import { listContent } from '../domain/content/content-list';
import { checkRunsInFlight } from '../domain/api-keys/runs-in-flight';

/** The API for businesses (`/v1`), behind an API key: the same snaps and ledger as the app. */
export function v1Routes(deps: ExecutionDeps): Router {
  const router = new Router();
  const variants = new ImageVariants((key) => deps.store.read(key));
  /** The key's own account's run: another account's is the same 404 as none. */
  const ownRun = async (userId: string, id: string) => {
    const run = isUuid(id) ? await findExecution(deps.db, id) : undefined;
    if (!run || run.user_id !== userId) throw new DomainError('execution_not_found');
    return run;
  };

  mountRoute(router, v1Api.snaps, async () => ({ data: await listSnaps(deps.db) }));
  mountRoute(router, v1Api.balance, async ({ user }) => ({
    credits: await getBalance(deps.db, user.id),
  }));

  // A manager's key sees its own account's runs only: a key is a program, not an operator.
  mountRoute(router, v1Api.run, async ({ params, user }) =>
    currentExecutionView(deps, await ownRun(user.id, params.id)),
  );

  mountRoute(router, v1Api.runs, ({ query, user }) => listAccountRuns(deps.db, user.id, query));

  mountRoute(router, v1Api.startRun, async ({ body, user, ctx }) => {
    await checkRunsInFlight(deps.db, ctx, ctx.state.apiKey!, 1);
    const { execution } = await startSnapExecution(
      deps,
      {
        user,
        snapId: body.snapId,
        image: { dataUrl: body.image },
        demo: false,
        formats: body.formats,
        apiKeyId: ctx.state.apiKey!.id,
        ...(body.output ? { output: body.output } : {}),
      },
      ctx.state.log,
    );
    // The run as recorded (queued): asking Temporal for progress it cannot have yet cost a
    // query per start (a quarter of the session route's rate, npm run bench -- api-v1).
    return executionView(deps.db, execution);
  });

  mountRoute(router, v1Api.cancelRun, async ({ params, user }) => {
    await cancelExecution(deps, await ownRun(user.id, params.id));
    return currentExecutionView(deps, await ownRun(user.id, params.id));
  });

  /** The key's own account's batch: another account's is the same 404 as none. */
  const ownBatch = async (userId: string, id: string) => {
    const batch = await findOwnBatch(deps.db, userId, id);
    if (!batch) throw new DomainError('batch_not_found');
    return batch;
  };

  mountRoute(router, v1Api.startBatch, async ({ body, user, ctx }) => {
    // A batch runs a few at a time, but holds its runs queued: each counts as under way.
    await checkRunsInFlight(deps.db, ctx, ctx.state.apiKey!, new Set(body.productIds).size);
    return startBatch(deps, { user, ...body, apiKeyId: ctx.state.apiKey!.id }, ctx.state.log);
  });
  mountRoute(router, v1Api.batch, async ({ params, user }) =>
    batchView(deps.db, await ownBatch(user.id, params.id)),
  );
  mountRoute(router, v1Api.cancelBatch, async ({ params, user, ctx }) => {
    const batch = await ownBatch(user.id, params.id);
    await cancelBatch(deps, batch, ctx.state.log);
    return batchView(deps.db, await ownBatch(user.id, batch.id));
  });

  mountRoute(router, v1Api.content, async ({ query, user }) => {
    const page = await listContent(deps.db, user.id, query);
    return { ...page, content: page.content.map(withKeyFileUrls) };
  });
  mountRoute(router, v1Api.contentItem, async ({ params, user }) =>
    withKeyFileUrls(await findOwnContent(deps.db, user.id, params.id)),
  );

  mountRoute(router, v1Api.products, async ({ user }) =>
    (await listActiveProducts(deps.db, user.id)).map((p) =>
      productWithKeyFileUrls(toProductView(p)),
    ),
  );
  mountRoute(router, v1Api.createProduct, async ({ user, body }) => {
    const product = await createProductFromUploads(deps.db, deps.store, user.id, {
      name: body.name,
      description: body.description,
      images: await decodeImages(body.images, deps.upload),
    });
    return productWithKeyFileUrls(toProductView(product));
  });

  // The account's own files only, a manager's key included.
  mountRoute(router, v1Api.file, ({ params: { key }, query, user, ctx }) =>
    answerStoredFile(ctx, { ...deps, variants }, key, query, () =>
      canAccountReadFile(deps.db, user.id, key),
    ),
  );

  return router;
}
