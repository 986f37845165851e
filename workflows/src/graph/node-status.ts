/**
 * A step's state in a run. `skipped`: a node a run with pinned outputs leaves out (it only feeds
 * a pinned node). Part of the graph model, with no SDK import, so the API's wire schema and the UI
 * use the same list the workflow records.
 */
export const NODE_STATUSES = [
  'pending',
  'running',
  'succeeded',
  'failed',
  'cancelled',
  'skipped',
] as const;
export type NodeStatus = (typeof NODE_STATUSES)[number];
