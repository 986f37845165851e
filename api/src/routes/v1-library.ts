import Router from '@koa/router';
import { v1Api } from '../contract/routes/v1';
import { findOwnContent } from '../domain/content/content-items';
import { listContent } from '../domain/content/content-list';
import { getBalance } from '../domain/credits/ledger';
import { type Database } from '../domain/database';
import { listActiveProducts } from '../domain/products/product-queries';
import { createProductFromUploads } from '../domain/products/product-uploads';
import { toProductView } from '../domain/products/product-view';
import { listSnaps } from '../domain/snaps/snap-queries';
import { canAccountReadFile } from '../domain/storage/file-access';
import { type FileStore } from '../domain/storage/file-store';
import { ImageVariants } from '../domain/storage/image-variants';
import { type UploadLimits } from '../domain/images/decode-image-data-url';
import { mountRoute } from '../http/mount-route';
import { decodeImages } from '../services/analyse-product-images';
import { answerStoredFile } from './stored-file-answer';
import { productWithKeyFileUrls, withKeyFileUrls } from './v1-file-urls';

/**
 * The API for businesses (`/v1`), what a program reads and adds beside its runs: the snaps, the
 * balance, the library, the files (at `/v1/files/…`, which a key can download) and products.
 * A manager's key reads its own account only: a key is a program, not an operator.
 */
export function v1LibraryRoutes(deps: {
  db: Database;
  store: FileStore;
  upload: UploadLimits;
}): Router {
  const router = new Router();
  const variants = new ImageVariants((key) => deps.store.read(key));

  mountRoute(router, v1Api.snaps, async () => ({ data: await listSnaps(deps.db) }));
  mountRoute(router, v1Api.balance, async ({ user }) => ({
    credits: await getBalance(deps.db, user.id),
  }));

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
