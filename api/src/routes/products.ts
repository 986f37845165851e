import Router from '@koa/router';
import { productsApi } from '../contract/routes/products';
import { type Product } from '../domain/models/product';
import { saveProductFromUrl } from '../domain/products/product-drafts';
import { findOwnProduct, listActiveProducts } from '../domain/products/product-queries';
import { createProductFromUploads } from '../domain/products/product-uploads';
import { toProductView } from '../domain/products/product-view';
import { createProduct, deleteProduct, updateProduct } from '../domain/products/product-writes';
import { mountRoute } from '../http/mount-route';
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
 * Products (spec section 7), as contract/routes/products.ts declares them. Every id is looked up
 * among the caller's own: anyone else's answers 404 product_not_found.
 */
export function productRoutes(deps: ProductDeps & PackshotDeps): Router {
  const router = new Router();
  const view = (product: Promise<Product>) => product.then(toProductView);

  mountRoute(router, productsApi.list, async ({ user }) =>
    (await listActiveProducts(deps.db, user.id)).map(toProductView),
  );
  mountRoute(router, productsApi.get, ({ user, params }) =>
    view(findOwnProduct(deps.db, user.id, params.id)),
  );
  mountRoute(router, productsApi.create, ({ user, body }) =>
    view(createProduct(deps.db, user.id, body)),
  );
  mountRoute(router, productsApi.update, ({ user, params, body }) =>
    view(updateProduct(deps.db, user.id, params.id, body)),
  );
  mountRoute(router, productsApi.delete, async ({ user, params }) => {
    await deleteProduct(deps.db, user.id, params.id);
    return { message: 'Product deleted' };
  });

  // Analysis: AI features.
  for (const declaration of [productsApi.analyze, productsApi.analyzeUrl]) {
    mountRoute(router, declaration, ({ user, body, ctx }) =>
      analyseProductPage(deps, user.id, body.url, ctx.state.log),
    );
  }
  mountRoute(router, productsApi.analyzeImage, ({ user, body, ctx }) => {
    const request = { images: [body.image], filenames: body.filename ? [body.filename] : [] };
    return analyseUploadedImages(deps, user.id, request, ctx.state.log);
  });
  mountRoute(router, productsApi.analyzeImages, ({ user, body, ctx }) =>
    analyseUploadedImages(deps, user.id, body, ctx.state.log),
  );
  mountRoute(router, productsApi.analyzeContentImage, ({ user, body, ctx }) =>
    analyseOwnImages(deps, user.id, [body.imageUrl], ctx.state.log),
  );
  mountRoute(router, productsApi.analyzeContentImages, ({ user, body, ctx }) =>
    analyseOwnImages(deps, user.id, body.imageUrls, ctx.state.log),
  );

  // Saving what the creator reviewed: no AI involved, so a signed-in creator is enough.
  const fromUploads = async (
    userId: string,
    fields: { name: string; description: string; images: string[] },
  ) =>
    createProductFromUploads(deps.db, deps.store, userId, {
      ...fields,
      images: await decodeImages(fields.images, deps.upload),
    });

  mountRoute(router, productsApi.createFromImage, ({ user, body }) => {
    const { name, description, image } = body;
    return view(fromUploads(user.id, { name, description, images: [image] }));
  });
  mountRoute(router, productsApi.createFromImages, ({ user, body }) => {
    const { name, description, images } = body;
    return view(fromUploads(user.id, { name, description, images }));
  });
  mountRoute(router, productsApi.createFromContentImage, ({ user, body }) => {
    const { imageUrl, ...fields } = body;
    return view(createProduct(deps.db, user.id, { ...fields, imageUrls: [imageUrl] }));
  });
  mountRoute(router, productsApi.createFromContentImages, ({ user, body }) =>
    view(createProduct(deps.db, user.id, body)),
  );
  mountRoute(router, productsApi.createFromUrl, ({ user, body }) =>
    view(saveProductFromUrl(deps.db, user.id, body)),
  );

  mountRoute(router, productsApi.enhancePackshot, async ({ user, body, ctx }) => {
    const { status, body: answer } = await createPackshot(deps, user, body, ctx.state.log);
    ctx.status = status;
    return answer;
  });
  mountRoute(router, productsApi.enhanceText, ({ user, body, ctx }) =>
    enhanceProductText(deps, user.id, body, ctx.state.log),
  );

  return router;
}
