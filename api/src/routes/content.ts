import Router from '@koa/router';
import { contentApi } from '../contract/routes/content';
import { contentArchiveFiles } from '../domain/content/content-archive';
import {
  deleteContent,
  deleteContentItems,
  linkContentToProduct,
} from '../domain/content/content-changes';
import { findOwnContent } from '../domain/content/content-items';
import { listContent } from '../domain/content/content-list';
import { findContentCutout, toCutoutTouchUp } from '../domain/cutouts/content-cutout';
import { type Database } from '../domain/database';
import { type FileStore } from '../domain/storage/file-store';
import { attachment } from '../http/content-disposition';
import { mountRoute } from '../http/mount-route';
import { zipStream } from '../http/zip-stream';
import { startCutoutEdit } from '../services/edit-cutout';
import { type Orchestrator } from '../temporal/orchestrator';

/**
 * The creator's own content: list (newest first, 12 a page), one item, link to a product, delete.
 * Someone else's content answers the same 404 content_not_found as content that does not exist.
 */
export function contentRoutes(deps: {
  db: Database;
  store: FileStore;
  orchestrator: Orchestrator;
}): Router {
  const router = new Router();

  mountRoute(router, contentApi.list, ({ query, user }) => listContent(deps.db, user.id, query));

  // Before `/:id`, which would take `archive` and `bulk-delete` for ids.
  /** The chosen items' images and their formats as one ZIP, streamed as it is read. */
  mountRoute(router, contentApi.archive, async ({ query: { ids }, user, ctx }) => {
    const files = await contentArchiveFiles(deps.db, user.id, ids);
    ctx.set('Content-Type', 'application/zip');
    ctx.set('Content-Disposition', attachment(`snapshot-studio-${files.length}-images.zip`));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = zipStream(deps.store, files, (err) =>
      ctx.state.log.error({ err }, 'content archive failed'),
    );
  });

  mountRoute(router, contentApi.bulkDelete, async ({ body: { ids }, user }) => ({
    deleted: await deleteContentItems(deps.db, user.id, ids),
  }));

  mountRoute(router, contentApi.get, ({ params, user }) =>
    findOwnContent(deps.db, user.id, params.id),
  );

  /** The cut-out the item was made from, with its objects, for the touch-up editor. */
  mountRoute(router, contentApi.cutout, async ({ params, user }) =>
    toCutoutTouchUp(await findContentCutout(deps.db, user.id, params.id)),
  );

  /** Saves a touch-up: a new run from the cut-out step with the edited mask (202). */
  mountRoute(router, contentApi.editCutout, ({ params, body: { mask }, user, ctx }) =>
    startCutoutEdit(deps, { user, contentId: params.id, mask }, ctx.state.log),
  );

  mountRoute(router, contentApi.update, ({ params, body: { productId }, user }) =>
    linkContentToProduct(deps.db, user.id, params.id, productId),
  );

  mountRoute(router, contentApi.delete, async ({ params, user }) => {
    await deleteContent(deps.db, user.id, params.id);
    return { message: 'Content deleted' };
  });

  return router;
}
