import { z } from 'zod';
import {
  createWorkflowRequestSchema,
  graphDiffQuerySchema,
  graphDiffSchema,
  publishRequestSchema,
  publishResultSchema,
  restoreRequestSchema,
  saveDraftRequestSchema,
  updateWorkflowRequestSchema,
  workflowDetailSchema,
  workflowFileSchema,
  workflowListSchema,
  workflowSummarySchema,
  workflowVersionSchema,
} from '../workflows';
import { route } from '../route';

const revision = { schema: z.object({ revision: z.number().int() }) };

/** The managers' workflow editor: drafts, versions, diffs and files (test runs: workflow-tests.ts). */
export const workflowsApi = {
  list: route('get', '/api/workflows', 'Workflows', 'manager', 'Every workflow', {
    answer: { schema: workflowListSchema },
  }),
  create: route('post', '/api/workflows', 'Workflows', 'manager', 'Create a workflow', {
    body: createWorkflowRequestSchema,
    answer: { status: 201, description: 'Created', schema: workflowSummarySchema },
  }),
  import: route('post', '/api/workflows/import', 'Workflows', 'manager', 'Import a workflow file', {
    body: workflowFileSchema,
    // Checked as a whole by the domain: every problem at once (400 `invalid_workflow_file`).
    checksBodyItself: true,
    refusals: ['invalid_workflow_file'],
    answer: { status: 201, description: 'Imported', schema: workflowSummarySchema },
  }),
  export: route(
    'get',
    '/api/workflows/:id/export',
    'Workflows',
    'manager',
    'Download a workflow file',
    {
      answer: { schema: workflowFileSchema },
    },
  ),
  get: route(
    'get',
    '/api/workflows/:id',
    'Workflows',
    'manager',
    'A workflow with its draft and versions',
    {
      answer: { schema: workflowDetailSchema },
    },
  ),
  saveDraft: route(
    'put',
    '/api/workflows/:id/draft',
    'Workflows',
    'manager',
    'Save the draft graph',
    {
      description: 'Refused with 409 when someone saved since the revision sent.',
      body: saveDraftRequestSchema,
      answer: revision,
      refusals: ['draft_conflict', 'invalid_graph'],
    },
  ),
  rename: route('patch', '/api/workflows/:id', 'Workflows', 'manager', 'Rename a workflow', {
    body: updateWorkflowRequestSchema,
    answer: { schema: workflowSummarySchema },
  }),
  delete: route('delete', '/api/workflows/:id', 'Workflows', 'manager', 'Delete a workflow', {
    answer: { status: 204, description: 'Deleted' },
    refusals: ['workflow_in_use'],
  }),
  publish: route(
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
  version: route(
    'get',
    '/api/workflows/:id/versions/:version',
    'Workflows',
    'manager',
    'A published version',
    {
      answer: { schema: workflowVersionSchema },
    },
  ),
  diff: route(
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
  restore: route(
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
};
