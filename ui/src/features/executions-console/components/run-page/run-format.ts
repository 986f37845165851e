import { type ExecutionStatus, TERMINAL_EXECUTION_STATUSES } from '@studio/api/contract/executions';

/** A run's id as the console shows it in a line of text: its first eight characters. */
export const shortId = (id: string) => id.slice(0, 8);

/** The run page of a run. */
export const runPath = (id: string) => `/manager/workflow-executions/${encodeURIComponent(id)}`;

/** Two runs side by side: the first as `a`, the second as `b`. */
export const comparePath = (a: string, b: string) =>
  `/manager/workflow-executions/compare?${new URLSearchParams({ a, b })}`;

/** A moment with the date, to the second, in the reader's locale. */
export const formatTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/** Queued or running: the run still changes. */
export const isLive = (status: ExecutionStatus) => !TERMINAL_EXECUTION_STATUSES.has(status);

export const MODE_LABELS = {
  start: 'From the start',
  'failed-step': 'From the failed step',
} as const;

/** The images and texts of an input or an output, by file key or as text. */
export type ShownValue =
  | { kind: 'image'; fileKey: string }
  | { kind: 'images'; fileKeys: string[] }
  | { kind: 'text'; text: string };
