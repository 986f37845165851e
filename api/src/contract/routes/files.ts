import { imageVariantQuerySchema } from '../image-variants';
import { route } from '../route';

/** Stored files: a creator's own images and the catalogue's examples. */
export const filesApi = {
  file: route(
    'get',
    '/files/:key',
    'Content',
    'signed-in',
    'An image file: your own, or a catalogue example',
    {
      description:
        "Yours or a manager's, else 404. `?width=` (and `format=`) answers a resized copy. Keys are content hashes, so an answer never changes: `Cache-Control: private, max-age=31536000, immutable`.",
      query: imageVariantQuerySchema,
      refusals: ['invalid_image_variant', 'file_not_found'],
      answer: { description: 'The image', contentType: 'image/*' },
    },
  ),
};
