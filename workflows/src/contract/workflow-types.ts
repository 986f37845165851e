import type * as workflows from '../workflows';

/**
 * Every workflow's type name, as clients start it by name (the API never imports workflow code
 * at run time) and as schedules name it. Checked against the functions `workflows.ts` exports:
 * a workflow added there without its name here (or a name that is not a workflow) fails to
 * compile. Running executions and recorded histories depend on these names: never rename one.
 */
export const WORKFLOW_TYPES = {
  runGraph: 'runGraph',
  bulkReplay: 'bulkReplay',
  snapBatch: 'snapBatch',
  analyseProductImages: 'analyseProductImages',
  analyseProductPage: 'analyseProductPage',
  enhanceProductText: 'enhanceProductText',
  fileSweep: 'fileSweep',
  reservationSweep: 'reservationSweep',
  errorLogPrune: 'errorLogPrune',
  reconciler: 'reconciler',
} as const satisfies { [Name in keyof typeof workflows]: Name };

export type WorkflowType = keyof typeof workflows;

/**
 * The longest a runGraph may run. Temporal ends it then without running its clean-up; the
 * reservation sweep gives back what such a run still held.
 */
export const EXECUTION_TIMEOUT_MS = 60 * 60 * 1000;
