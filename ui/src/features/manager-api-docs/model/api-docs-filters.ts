import { z } from 'zod';

import { urlFilters } from '@/lib/url-filters';
import { ACCESS_LEVELS } from './access';

/**
 * The page's filters in the URL (`?q=products&access=manager`), so a link to "the manager-only
 * product calls" shows just those. The document is filtered here in the browser, not by the
 * server: it is one file, fetched whole for the download anyway.
 */
const apiDocsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  access: z.enum(ACCESS_LEVELS).optional(),
});

export const apiDocsFilters = urlFilters(apiDocsQuerySchema, ['q', 'access']);

export type ApiDocsFilters = ReturnType<typeof apiDocsFilters.fromSearch>;
