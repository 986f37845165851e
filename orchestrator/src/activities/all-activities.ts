import { createExecutionActivities } from './execution-activities';
import { createImageActivities, type ImageActivityDeps } from './image-activities';

/** Every activity the worker registers, grouped by domain. */
export function createActivities(deps: ImageActivityDeps) {
  return { ...createImageActivities(deps), ...createExecutionActivities(deps) };
}
