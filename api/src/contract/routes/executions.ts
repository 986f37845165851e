import { z } from 'zod';
import { executionDetailsSchema } from '../execution-details';
import { executionHistorySchema, rawHistorySchema } from '../execution-history';
import {
  bulkCancelRequestSchema,
  bulkPreviewRequestSchema,
  bulkPreviewSchema,
  bulkReplayRequestSchema,
  bulkReplayStartedSchema,
  bulkReplayViewSchema,
  cancelRequestSchema,
  executionFilterSchema,
  executionListQuerySchema,
  executionListSchema,
  executionTimelineSchema,
  executionViewSchema,
  reasonRequestSchema,
  replayRequestSchema,
  reconciliationSchema,
  runLookupSchema,
  replayStartedSchema,
} from '../executions';
import { route } from '../route';

const stream = (description: string) => ({ description, contentType: 'text/event-stream' });

/** Runs: a creator's progress, and the operators' console, cancels, replays and reconciling. */
export const executionsApi = {
  list: route(
    'get',
    '/api/executions',
    'Executions',
    'manager',
    'Runs, newest first, filtered, a page at a time',
    {
      query: executionListQuerySchema,
      answer: { schema: executionListSchema },
    },
  ),
  changes: route(
    'get',
    '/api/executions/changes',
    'Executions',
    'manager',
    'Live changes to the filtered runs',
    {
      query: executionFilterSchema,
      answer: stream('`rows` events with the runs that changed'),
    },
  ),
  lookup: route(
    'get',
    '/api/executions/lookup/:ref',
    'Executions',
    'manager',
    'Find a run by its id, its Temporal workflow id or a content id',
    {
      description:
        'The first id in `ref` (a pasted address will do): a run’s own, which is also its Temporal workflow id, or a content item’s, answered with the run that made it.',
      answer: { schema: runLookupSchema },
    },
  ),
  get: route(
    'get',
    '/api/executions/:id',
    'Executions',
    'signed-in',
    'A run: your own, or any as a manager',
    {
      answer: { schema: executionViewSchema },
    },
  ),
  bulkPreview: route(
    'post',
    '/api/executions/bulk-preview',
    'Executions',
    'manager',
    'What a bulk replay would run',
    {
      body: bulkPreviewRequestSchema,
      answer: { schema: bulkPreviewSchema },
    },
  ),
  bulkReplay: route(
    'post',
    '/api/executions/bulk-replay',
    'Executions',
    'manager',
    'Replay many failed runs',
    {
      body: bulkReplayRequestSchema,
      answer: { status: 202, description: 'Started', schema: bulkReplayStartedSchema },
    },
  ),
  bulkReplayJob: route(
    'get',
    '/api/executions/bulk-replay/:jobId',
    'Executions',
    'manager',
    "A bulk replay's progress",
    {
      answer: { schema: bulkReplayViewSchema },
    },
  ),
  cancelBulkReplay: route(
    'post',
    '/api/executions/bulk-replay/:jobId/cancel',
    'Executions',
    'manager',
    'Stop a bulk replay',
    {
      body: reasonRequestSchema,
      answer: { status: 202, description: 'Stopping', schema: bulkReplayViewSchema },
    },
  ),
  cancelMany: route(
    'post',
    '/api/executions/cancel',
    'Executions',
    'manager',
    'Cancel the selected runs',
    {
      body: bulkCancelRequestSchema,
      answer: {
        status: 202,
        description: 'Cancelling',
        schema: z.object({ count: z.number().int() }),
      },
    },
  ),
  details: route(
    'get',
    '/api/executions/:id/details',
    'Executions',
    'manager',
    "A run's inputs, outputs and links",
    {
      answer: { schema: executionDetailsSchema },
    },
  ),
  timeline: route(
    'get',
    '/api/executions/:id/timeline',
    'Executions',
    'manager',
    "A run's node attempts over time",
    {
      answer: { schema: executionTimelineSchema },
    },
  ),
  history: route(
    'get',
    '/api/executions/:id/history',
    'Executions',
    'manager',
    "A run's Temporal event history, in words",
    { answer: { schema: executionHistorySchema } },
  ),
  rawHistory: route(
    'get',
    '/api/executions/:id/history/raw',
    'Executions',
    'manager',
    "A run's Temporal event history as Temporal's JSON",
    {
      description:
        'As `temporal workflow show --output json` prints it; 404 when Temporal has none.',
      answer: { schema: rawHistorySchema },
    },
  ),
  events: route(
    'get',
    '/api/executions/:id/events',
    'Executions',
    'signed-in',
    "A run's live progress",
    {
      answer: stream('`progress` events until the run ends'),
    },
  ),
  cancel: route(
    'post',
    '/api/executions/:id/cancel',
    'Executions',
    'signed-in',
    'Cancel a run in progress',
    {
      body: cancelRequestSchema,
      answer: {
        status: 202,
        description: 'Cancelling',
        schema: z.object({ id: z.string(), status: z.literal('cancelling') }),
      },
      refusals: ['execution_finished'],
    },
  ),
  reconcile: route(
    'post',
    '/api/executions/:id/reconcile',
    'Executions',
    'manager',
    'Check a run against Temporal and repair the database where Temporal has the last word',
    { answer: { schema: reconciliationSchema }, refusals: ['orchestrator_unavailable'] },
  ),
  replay: route('post', '/api/executions/:id/replay', 'Executions', 'manager', 'Replay a run', {
    body: replayRequestSchema,
    answer: { status: 202, description: 'Started', schema: replayStartedSchema },
  }),
};
