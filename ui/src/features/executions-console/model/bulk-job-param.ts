/**
 * The console's search parameter naming the bulk replay its progress panel follows
 * (`?bulkJob=<id>`): a reload, or a link from the audit log, brings the panel back.
 */
export const BULK_JOB_PARAM = 'bulkJob';

/** The console's page with the panel of this bulk replay open. */
export const bulkJobPath = (jobId: string) =>
  `/manager/workflow-executions?${new URLSearchParams({ [BULK_JOB_PARAM]: jobId })}`;
