import { type Database } from '@studio/api/domain/database';
import { type UploadLimits } from '@studio/api/domain/images/decode-image-data-url';
import { type FileStore } from '@studio/api/domain/storage/file-store';
import { type AiProviders } from '../providers/capabilities';
import { createNodeActivities } from '../nodes/node-activities';
import { createProductActivities } from '../products/product-activities';
import { type UrlFetchSettings } from '../web/guarded-fetch';
import { createBatchActivities } from './batch-activities';
import { createBulkReplayActivities } from './bulk-replay-activities';
import { createExecutionActivities } from './execution-activities';
import { createHousekeepingActivities } from './housekeeping-activities';

export interface ActivityDeps {
  db: Database;
  store: FileStore;
  providers: AiProviders;
  /** Side of the square packshot, in pixels. */
  imageSize: number;
  /** Product-page fetching through the SSRF guard. */
  urlFetch: UrlFetchSettings;
  /** Limits on images taken from product pages (the API's upload limits). */
  imageLimits: UploadLimits;
  /** How long Error Logs entries are kept (default 30 days). */
  errorLogRetentionDays?: number;
}

/** Every activity the workers register, grouped by domain. */
export function createActivities(deps: ActivityDeps) {
  return {
    records: createExecutionActivities(deps),
    bulkReplays: createBulkReplayActivities(deps),
    batches: createBatchActivities(deps),
    housekeeping: createHousekeepingActivities(deps),
    nodes: createNodeActivities(deps),
    products: createProductActivities(deps),
  };
}
