/** Every Temporal workflow function: the worker's `workflowsPath`. */
export { runSnap } from './run-snap';
