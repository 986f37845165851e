import { type Database } from '../domain/database';
import { type UploadLimits } from '../domain/images/decode-image-data-url';
import { type FileStore } from '../domain/storage/file-store';
import { type Orchestrator } from '../temporal/orchestrator';

/** What the product services need. */
export interface ProductDeps {
  db: Database;
  store: FileStore;
  orchestrator: Orchestrator;
  upload: UploadLimits;
  /** How long an analysis or a text enhancement is awaited (ANALYSIS_TIMEOUT_MS). */
  analysisTimeoutMs: number;
}
