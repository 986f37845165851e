import { type Database } from '@studio/api/domain/database';
import { type FileStore } from '@studio/api/domain/storage/file-store';
import { type AiProviders } from '../providers/capabilities';
import { createNodeActivities } from '../nodes/node-activities';
import { createExecutionActivities } from './execution-activities';

export interface ActivityDeps {
  db: Database;
  store: FileStore;
  providers: AiProviders;
  /** Side of the square packshot, in pixels. */
  imageSize: number;
}

/** Every activity the workers register, grouped by domain. */
export function createActivities(deps: ActivityDeps) {
  return {
    records: createExecutionActivities(deps),
    nodes: createNodeActivities(deps),
  };
}
