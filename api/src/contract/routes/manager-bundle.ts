import { catalogueBundleSchema, importPlanSchema, importQuerySchema } from '../catalogue-bundle';
import { route } from '../route';

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
      body: catalogueBundleSchema,
      // Checked as a whole by the domain: every problem at once (422 `invalid_bundle`), not the
      // first one a 400 would name.
      checksBodyItself: true,
      answer: { schema: importPlanSchema },
      refusals: ['invalid_bundle'],
    },
  ),
};
