import Router from '@koa/router';
import { requireUser, requireVerifiedEmail } from '../auth/current-user';
import { type MessageResponse } from '../contract/auth';
import {
  analyzeContentImageSchema,
  analyzeContentImagesSchema,
  analyzeImageSchema,
  analyzeImagesSchema,
  analyzeUrlSchema,
  createFromContentImageSchema,
  createFromContentImagesSchema,
  createFromImageSchema,
  createFromImagesSchema,
  createFromUrlSchema,
  enhancePackshotSchema,
  enhanceTextSchema,
  productFieldsSchema,
  updateProductSchema,
} from '../contract/products';
import { type Product } from '../domain/models/product';
import { saveProductFromUrl } from '../domain/products/product-drafts';
import { findOwnProduct, listActiveProducts } from '../domain/products/product-queries';
import { createProductFromUploads } from '../domain/products/product-uploads';
import { toProductView } from '../domain/products/product-view';
import { createProduct, deleteProduct, updateProduct } from '../domain/products/product-writes';
import {
  analyseOwnImages,
  analyseUploadedImages,
  decodeImages,
} from '../services/analyse-product-images';
import { analyseProductPage } from '../services/analyse-product-page';
import { createPackshot, type PackshotDeps } from '../services/create-packshot';
import { enhanceProductText } from '../services/enhance-product-text';
import { type ProductDeps } from '../services/product-deps';

/**
 * Products (spec section 7). Reading and saving need a signed-in creator; analysis, text
 * enhancement and packshots are AI features and need a verified email (403 otherwise). Every id
 * is looked up among the caller's own: anyone else's answers 404 product_not_found.
 */
export function productRoutes(deps: ProductDeps & PackshotDeps): Router {
  const router = new Router({ prefix: '/api' });
  const body = (ctx: { request: { body?: unknown } }) => ctx.request.body ?? {};
  /** Every create answers 201 with the product as the API shows it. */
  const created = (ctx: { status: number; body: unknown }, product: Product) => {
    ctx.status = 201;
    ctx.body = toProductView(product);
  };

  router.get('/products', requireUser, async (ctx) => {
    ctx.body = (await listActiveProducts(deps.db, ctx.state.user.id)).map(toProductView);
  });

  router.get('/products/:id', requireUser, async (ctx) => {
    ctx.body = toProductView(await findOwnProduct(deps.db, ctx.state.user.id, ctx.params.id!));
  });

  router.post('/products', requireUser, async (ctx) => {
    const fields = productFieldsSchema.parse(body(ctx));
    created(ctx, await createProduct(deps.db, ctx.state.user.id, fields));
  });

  router.put('/products/:id', requireUser, async (ctx) => {
    const changes = updateProductSchema.parse(body(ctx));
    const product = await updateProduct(deps.db, ctx.state.user.id, ctx.params.id!, changes);
    ctx.body = toProductView(product);
  });

  router.delete('/products/:id', requireUser, async (ctx) => {
    await deleteProduct(deps.db, ctx.state.user.id, ctx.params.id!);
    ctx.body = { message: 'Product deleted' } satisfies MessageResponse;
  });

  // Analysis: AI features.
  for (const path of ['/products/analyze', '/products/analyze-url']) {
    router.post(path, requireVerifiedEmail, async (ctx) => {
      const { url } = analyzeUrlSchema.parse(body(ctx));
      ctx.body = await analyseProductPage(deps, ctx.state.user.id, url, ctx.state.log);
    });
  }

  router.post('/products/analyze-image', requireVerifiedEmail, async (ctx) => {
    const { image, filename } = analyzeImageSchema.parse(body(ctx));
    const request = { images: [image], filenames: filename ? [filename] : [] };
    ctx.body = await analyseUploadedImages(deps, ctx.state.user.id, request, ctx.state.log);
  });

  router.post('/products/analyze-images', requireVerifiedEmail, async (ctx) => {
    const request = analyzeImagesSchema.parse(body(ctx));
    ctx.body = await analyseUploadedImages(deps, ctx.state.user.id, request, ctx.state.log);
  });

  router.post('/products/analyze-content-image', requireVerifiedEmail, async (ctx) => {
    const { imageUrl } = analyzeContentImageSchema.parse(body(ctx));
    ctx.body = await analyseOwnImages(deps, ctx.state.user.id, [imageUrl], ctx.state.log);
  });

  router.post('/products/analyze-content-images', requireVerifiedEmail, async (ctx) => {
    const { imageUrls } = analyzeContentImagesSchema.parse(body(ctx));
    ctx.body = await analyseOwnImages(deps, ctx.state.user.id, imageUrls, ctx.state.log);
  });

  // Saving what the creator reviewed: no AI involved, so a signed-in creator is enough.
  const fromUploads = async (
    userId: string,
    fields: { name: string; description: string; images: string[] },
  ) =>
    createProductFromUploads(deps.db, deps.store, userId, {
      ...fields,
      images: await decodeImages(fields.images, deps.upload),
    });

  router.post('/products/create-from-image', requireUser, async (ctx) => {
    const { name, description, image } = createFromImageSchema.parse(body(ctx));
    created(ctx, await fromUploads(ctx.state.user.id, { name, description, images: [image] }));
  });

  router.post('/products/create-from-images', requireUser, async (ctx) => {
    const { name, description, images } = createFromImagesSchema.parse(body(ctx));
    created(ctx, await fromUploads(ctx.state.user.id, { name, description, images }));
  });

  router.post('/products/create-from-content-image', requireUser, async (ctx) => {
    const { imageUrl, ...fields } = createFromContentImageSchema.parse(body(ctx));
    const product = await createProduct(deps.db, ctx.state.user.id, {
      ...fields,
      imageUrls: [imageUrl],
    });
    created(ctx, product);
  });

  router.post('/products/create-from-content-images', requireUser, async (ctx) => {
    const fields = createFromContentImagesSchema.parse(body(ctx));
    created(ctx, await createProduct(deps.db, ctx.state.user.id, fields));
  });

  router.post('/products/create-from-url', requireUser, async (ctx) => {
    const fields = createFromUrlSchema.parse(body(ctx));
    created(ctx, await saveProductFromUrl(deps.db, ctx.state.user.id, fields));
  });

  router.post('/products/enhance-packshot', requireVerifiedEmail, async (ctx) => {
    const request = enhancePackshotSchema.parse(body(ctx));
    const { status, body: answer } = await createPackshot(
      deps,
      ctx.state.user,
      request,
      ctx.state.log,
    );
    ctx.status = status;
    ctx.body = answer;
  });

  router.post('/enhance-product-text', requireVerifiedEmail, async (ctx) => {
    const request = enhanceTextSchema.parse(body(ctx));
    ctx.body = await enhanceProductText(deps, ctx.state.user.id, request, ctx.state.log);
  });

  return router;
}
