import {
  managedContentDetailSchema,
  managedContentPageSchema,
  managerContentQuerySchema,
  removeContentRequestSchema,
} from '../manager-content';
import { route } from '../route';

/** Content Management: every creator's images, for moderation. */
export const managerContentApi = {
  list: route(
    'get',
    '/api/manager/content',
    'Manager',
    'manager',
    "Every creator's images, for moderation",
    {
      query: managerContentQuerySchema,
      answer: { schema: managedContentPageSchema },
    },
  ),
  get: route(
    'get',
    '/api/manager/content/:id',
    'Manager',
    'manager',
    'An image with its run and owner',
    {
      answer: { schema: managedContentDetailSchema },
    },
  ),
  remove: route(
    'delete',
    '/api/manager/content/:id',
    'Manager',
    'manager',
    'Remove an image, with a reason',
    {
      body: removeContentRequestSchema,
      answer: { schema: managedContentDetailSchema },
      refusals: ['content_already_removed'],
    },
  ),
};
