import {
  categoryRequestSchema,
  managedCategorySchema,
  managerCategoryListSchema,
  reorderCategoriesRequestSchema,
} from '../manager-categories';
import { route } from '../route';

/** The gallery's categories: listed, added, reordered, renamed and deleted; each change audited. */
export const managerCategoriesApi = {
  list: route(
    'get',
    '/api/manager/categories',
    'Catalogue',
    'manager',
    'The categories, in order',
    {
      answer: { schema: managerCategoryListSchema },
    },
  ),
  create: route('post', '/api/manager/categories', 'Catalogue', 'manager', 'Add a category', {
    body: categoryRequestSchema,
    answer: { status: 201, description: 'Created', schema: managedCategorySchema },
    refusals: ['category_name_taken'],
  }),
  reorder: route(
    'put',
    '/api/manager/categories/order',
    'Catalogue',
    'manager',
    'Reorder the categories',
    {
      body: reorderCategoriesRequestSchema,
      answer: { schema: managerCategoryListSchema },
      refusals: ['category_order_stale'],
    },
  ),
  rename: route(
    'patch',
    '/api/manager/categories/:id',
    'Catalogue',
    'manager',
    'Rename a category',
    {
      body: categoryRequestSchema,
      answer: { schema: managedCategorySchema },
      refusals: ['category_name_taken'],
    },
  ),
  delete: route(
    'delete',
    '/api/manager/categories/:id',
    'Catalogue',
    'manager',
    'Delete an unused category',
    {
      answer: { status: 204, description: 'Deleted' },
      refusals: ['category_in_use'],
    },
  ),
};
