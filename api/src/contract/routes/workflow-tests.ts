import {
  pinRequestSchema,
  testRunListSchema,
  testRunRequestSchema,
  testRunStartedSchema,
  workflowPinListSchema,
  workflowPinSchema,
} from '../workflow-tests';
import { route } from '../route';

/** The editor's test runs of a workflow, its last ones kept, and the outputs pinned from them. */
export const workflowTestsApi = {
  testRun: route(
    'post',
    '/api/workflows/:id/test-runs',
    'Workflows',
    'manager',
    'Test-run the draft, a version, or one step',
    {
      description:
        'Free, and marked as a test in the console. Pinned outputs are given, not made; with `step`, only that node runs.',
      body: testRunRequestSchema,
      refusals: [
        'test_input_missing',
        'test_step_inputs_missing',
        'test_step_not_runnable',
        'workflow_node_not_found',
      ],
      answer: { status: 202, description: 'Started', schema: testRunStartedSchema },
    },
  ),
  testRuns: route(
    'get',
    '/api/workflows/:id/test-runs',
    'Workflows',
    'manager',
    'The last test runs of a workflow',
    { answer: { schema: testRunListSchema } },
  ),
  pins: route('get', '/api/workflows/:id/pins', 'Workflows', 'manager', 'The pinned outputs', {
    answer: { schema: workflowPinListSchema },
  }),
  pin: route(
    'put',
    '/api/workflows/:id/pins/:nodeId',
    'Workflows',
    'manager',
    'Pin a node’s output from a test run',
    {
      body: pinRequestSchema,
      refusals: ['test_output_missing', 'execution_not_found'],
      answer: { schema: workflowPinSchema },
    },
  ),
  unpin: route(
    'delete',
    '/api/workflows/:id/pins/:nodeId',
    'Workflows',
    'manager',
    'Unpin a node’s output',
    { answer: { status: 204, description: 'Unpinned' } },
  ),
};
