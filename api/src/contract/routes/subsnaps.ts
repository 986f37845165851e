import { createdSubsnapSchema, createSubsnapRequestSchema, subsnapListSchema } from '../workflows';
import { route } from '../route';

/** Sub-snaps: steps made into one node that workflows share (the editor's "Make sub-snap"). */
export const subsnapsApi = {
  list: route('get', '/api/subsnaps', 'Workflows', 'manager', 'Every published sub-snap', {
    answer: { schema: subsnapListSchema },
  }),
  create: route('post', '/api/subsnaps', 'Workflows', 'manager', 'Make steps a sub-snap', {
    description:
      'Creates the sub-snap and publishes its version 1 in one transaction; answers the node that takes the steps’ place.',
    body: createSubsnapRequestSchema,
    refusals: ['invalid_graph', 'workflow_name_taken'],
    answer: { status: 201, description: 'Created and published', schema: createdSubsnapSchema },
  }),
};
