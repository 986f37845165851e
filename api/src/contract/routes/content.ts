import { messageResponseSchema } from '../auth';
import {
  bulkContentSchema,
  bulkDeleteResponseSchema,
  contentArchiveQuerySchema,
  contentItemSchema,
  contentPageSchema,
  listContentQuerySchema,
  patchContentSchema,
} from '../content';
import { cutoutEditStartedSchema, cutoutTouchUpSchema, saveCutoutEditSchema } from '../cutouts';
import { route } from '../route';

/** The images a creator's runs made: the library, each item, its cut-out touch-up. */
export const contentApi = {
  list: route(
    'get',
    '/api/content',
    'Content',
    'signed-in',
    'Your generated images, a page at a time',
    {
      query: listContentQuerySchema,
      answer: { schema: contentPageSchema },
    },
  ),
  archive: route('get', '/api/content/archive', 'Content', 'signed-in', 'Chosen images as a ZIP', {
    description:
      'The items `ids` (comma-separated, at most 100) and the social formats grouped under them, streamed: each named by its title, a format by its size. 404 if any id is not yours.',
    query: contentArchiveQuerySchema,
    answer: { description: 'A ZIP archive', contentType: 'application/zip' },
  }),
  bulkDelete: route(
    'post',
    '/api/content/bulk-delete',
    'Content',
    'signed-in',
    'Delete chosen images',
    {
      description:
        'The items `ids` (at most 100) and their grouped social formats, in one transaction; 404 and nothing deleted if any id is not yours.',
      body: bulkContentSchema,
      answer: { schema: bulkDeleteResponseSchema },
    },
  ),
  get: route('get', '/api/content/:id', 'Content', 'signed-in', 'One of your images', {
    answer: { schema: contentItemSchema },
  }),
  cutout: route(
    'get',
    '/api/content/:id/cutout',
    'Content',
    'signed-in',
    'The cut-out an image came from',
    {
      description:
        'The photo, the cut-out, its objects (kept or dropped) and what an edited run costs, for the touch-up.',
      answer: { schema: cutoutTouchUpSchema },
      refusals: ['cutout_not_editable'],
    },
  ),
  editCutout: route(
    'post',
    '/api/content/:id/cutout/edits',
    'Content',
    'verified',
    'Run the snap again with an edited cut-out',
    {
      description:
        "The mask (a PNG data URL of the cut-out's size) is applied to the run's own photo; a new run of the same snap version starts from the cut-out step and charges only the steps after it. Its content links back (`editedFrom`).",
      body: saveCutoutEditSchema,
      answer: { status: 202, description: 'Started', schema: cutoutEditStartedSchema },
      refusals: [
        'cutout_not_editable',
        'invalid_mask',
        'mask_too_large',
        'insufficient_tokens',
        'orchestrator_unavailable',
      ],
    },
  ),
  update: route('patch', '/api/content/:id', 'Content', 'signed-in', 'Link an image to a product', {
    body: patchContentSchema,
    answer: { schema: contentItemSchema },
  }),
  delete: route('delete', '/api/content/:id', 'Content', 'signed-in', 'Delete an image', {
    answer: { schema: messageResponseSchema },
  }),
};
