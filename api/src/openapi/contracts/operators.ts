import { z } from 'zod';
import { auditEventListQuerySchema, auditEventListSchema } from '../../contract/audit';
import { executionDetailsSchema } from '../../contract/execution-details';
import {
  bulkCancelRequestSchema,
  bulkPreviewRequestSchema,
  bulkPreviewSchema,
  bulkReplayRequestSchema,
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
  replayStartedSchema,
} from '../../contract/executions';
import {
  createWorkflowRequestSchema,
  graphDiffQuerySchema,
  graphDiffSchema,
  publishRequestSchema,
  publishResultSchema,
  restoreRequestSchema,
  saveDraftRequestSchema,
  testRunRequestSchema,
  testRunStartedSchema,
  updateWorkflowRequestSchema,
  workflowDetailSchema,
  workflowFileSchema,
  workflowSummarySchema,
  workflowVersionSchema,
} from '../../contract/workflows';
import { route } from '../../contract/route';

const stream = (description: string) => ({ description, contentType: 'text/event-stream' });
const revision = { schema: z.object({ revision: z.number().int() }) };

/** Runs and workflows: the operators' console and the managers' editor. */
export const OPERATOR_ROUTES = [
  route(
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
  route(
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
  route(
    'get',
    '/api/executions/:id',
    'Executions',
    'signed-in',
    'A run: your own, or any as a manager',
    {
      answer: { schema: executionViewSchema },
    },
  ),
  route(
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
  route('post', '/api/executions/bulk-replay', 'Executions', 'manager', 'Replay many failed runs', {
    body: bulkReplayRequestSchema,
    answer: { status: 202, description: 'Started', schema: bulkReplayViewSchema },
  }),
  route(
    'get',
    '/api/executions/bulk-replay/:jobId',
    'Executions',
    'manager',
    "A bulk replay's progress",
    {
      answer: { schema: bulkReplayViewSchema },
    },
  ),
  route(
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
  route('post', '/api/executions/cancel', 'Executions', 'manager', 'Cancel the selected runs', {
    body: bulkCancelRequestSchema,
    answer: {
      status: 202,
      description: 'Cancelling',
      schema: z.object({ count: z.number().int() }),
    },
  }),
  route(
    'get',
    '/api/executions/:id/details',
    'Executions',
    'manager',
    "A run's inputs, outputs and links",
    {
      answer: { schema: executionDetailsSchema },
    },
  ),
  route(
    'get',
    '/api/executions/:id/timeline',
    'Executions',
    'manager',
    "A run's node attempts over time",
    {
      answer: { schema: executionTimelineSchema },
    },
  ),
  route('get', '/api/executions/:id/events', 'Executions', 'signed-in', "A run's live progress", {
    answer: stream('`progress` events until the run ends'),
  }),
  route(
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
  route(
    'post',
    '/api/executions/:id/reconcile',
    'Executions',
    'manager',
    'Check a run against Temporal and repair the database where Temporal has the last word',
    { answer: { schema: reconciliationSchema }, refusals: ['orchestrator_unavailable'] },
  ),
  route('post', '/api/executions/:id/replay', 'Executions', 'manager', 'Replay a run', {
    body: replayRequestSchema,
    answer: { status: 202, description: 'Started', schema: replayStartedSchema },
  }),
  route(
    'get',
    '/api/audit-events',
    'Executions',
    'manager',
    "The operators' and managers' audit log",
    {
      query: auditEventListQuerySchema,
      answer: { schema: auditEventListSchema },
    },
  ),

  route('get', '/api/workflows', 'Workflows', 'manager', 'Every workflow', {
    answer: { schema: z.array(workflowSummarySchema) },
  }),
  route('post', '/api/workflows', 'Workflows', 'manager', 'Create a workflow', {
    body: createWorkflowRequestSchema,
    answer: { status: 201, description: 'Created', schema: workflowSummarySchema },
  }),
  route('post', '/api/workflows/import', 'Workflows', 'manager', 'Import a workflow file', {
    body: workflowFileSchema,
    answer: { status: 201, description: 'Imported', schema: workflowSummarySchema },
  }),
  route('get', '/api/workflows/:id/export', 'Workflows', 'manager', 'Download a workflow file', {
    answer: { schema: workflowFileSchema },
  }),
  route(
    'get',
    '/api/workflows/:id',
    'Workflows',
    'manager',
    'A workflow with its draft and versions',
    {
      answer: { schema: workflowDetailSchema },
    },
  ),
  route('put', '/api/workflows/:id/draft', 'Workflows', 'manager', 'Save the draft graph', {
    description: 'Refused with 409 when someone saved since the revision sent.',
    body: saveDraftRequestSchema,
    answer: revision,
    refusals: ['draft_conflict', 'invalid_graph'],
  }),
  route('patch', '/api/workflows/:id', 'Workflows', 'manager', 'Rename a workflow', {
    body: updateWorkflowRequestSchema,
    answer: { schema: workflowSummarySchema },
  }),
  route('delete', '/api/workflows/:id', 'Workflows', 'manager', 'Delete a workflow', {
    answer: { status: 204, description: 'Deleted' },
    refusals: ['workflow_in_use'],
  }),
  route(
    'post',
    '/api/workflows/:id/publish',
    'Workflows',
    'manager',
    'Publish the draft as a version',
    {
      body: publishRequestSchema,
      answer: { status: 201, description: 'Published', schema: publishResultSchema },
    },
  ),
  route(
    'get',
    '/api/workflows/:id/versions/:version',
    'Workflows',
    'manager',
    'A published version',
    {
      answer: { schema: workflowVersionSchema },
    },
  ),
  route(
    'get',
    '/api/workflows/:id/diff',
    'Workflows',
    'manager',
    'What changed between two graphs',
    {
      query: graphDiffQuerySchema,
      answer: { schema: graphDiffSchema },
    },
  ),
  route(
    'post',
    '/api/workflows/:id/draft/restore',
    'Workflows',
    'manager',
    'Make a version the draft',
    {
      body: restoreRequestSchema,
      answer: revision,
    },
  ),
  route(
    'post',
    '/api/workflows/:id/test-runs',
    'Workflows',
    'manager',
    'Test-run the draft or a version',
    {
      description: 'Free, and marked as a test in the console.',
      body: testRunRequestSchema,
      answer: { status: 202, description: 'Started', schema: testRunStartedSchema },
    },
  ),
];
