import { z } from 'zod';
import { catalogueBundleSchema, importPlanSchema, importQuerySchema } from '../catalogue-bundle';
import { route } from '../route';

/**
 * What the import reads: any JSON, judged as a catalogue bundle by the server itself
 * (domain/catalogue/bundle-apply.ts `parseBundle`), which refuses a bad one with every problem
 * at once (422 `invalid_bundle`) rather than the first one a 400 would name. Its shape is
 * `catalogueBundleSchema`'s, as the export answers it.
 */
const bundleUploadSchema = z
  .unknown()
  .describe('A catalogue bundle, as `GET /api/manager/bundle` answers it.');

/** Production Import: the catalogue out as one bundle, and a bundle in (dry run, then apply). */
export const managerBundleApi = {
  export: route(
    'get',
    '/api/manager/bundle',
    'Catalogue',
    'manager',
    'Export the catalogue as one file',
    {
      answer: { schema: catalogueBundleSchema },
    },
  ),
  import: route(
    'post',
    '/api/manager/bundle/import',
    'Catalogue',
    'manager',
    'Import a catalogue file',
    {
      description: 'With `?dryRun=true`, answers the plan without changing anything.',
      query: importQuerySchema,
      body: bundleUploadSchema,
      answer: { schema: importPlanSchema },
      refusals: ['invalid_bundle'],
    },
  ),
};
