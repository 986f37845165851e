import { routesOf } from '../../contract/route';
import { categoriesApi } from '../../contract/routes/categories';
import { contentApi } from '../../contract/routes/content';
import { feedbackApi } from '../../contract/routes/feedback';
import { filesApi } from '../../contract/routes/files';
import { productsApi } from '../../contract/routes/products';
import { snapsApi } from '../../contract/routes/snaps';

/** Snaps, products and content: the creator's work. */
export const CREATOR_ROUTES = routesOf(
  snapsApi,
  categoriesApi,
  productsApi,
  contentApi,
  filesApi,
  feedbackApi,
);
