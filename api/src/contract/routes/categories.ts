import { listCategoriesResponseSchema } from '../snaps';
import { route } from '../route';

/** The gallery's categories, in the managers' order. */
export const categoriesApi = {
  list: route('get', '/api/categories', 'Snaps', 'signed-in', "The gallery's categories", {
    answer: { schema: listCategoriesResponseSchema },
  }),
};
