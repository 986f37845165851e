/** Every Temporal workflow function: the worker's `workflowsPath`. */
export { runGraph } from './run-graph';
export { bulkReplay } from './bulk-replay';
export { snapBatch } from './snap-batch';
export { analyseProductImages, analyseProductPage, enhanceProductText } from './product-workflows';
export { errorLogPrune, fileSweep, reconciler, reservationSweep } from './housekeeping-workflows';
