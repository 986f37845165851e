import {
  createSnapRequestSchema,
  managedSnapSchema,
  managerSnapListSchema,
  updateSnapRequestSchema,
} from '../manager-snaps';
import { route } from '../route';

/** What saving a snap may meet: its category, its pinned version, its name. */
const saveRefusals = [
  'category_not_found',
  'workflow_version_not_found',
  'snap_name_taken',
] as const;

/** The catalogue's snaps: every one, active or not, created and changed (there is no delete). */
export const managerSnapsApi = {
  list: route(
    'get',
    '/api/manager/snaps',
    'Catalogue',
    'manager',
    'Every snap with its workflow and figures',
    {
      answer: { schema: managerSnapListSchema },
    },
  ),
  create: route(
    'post',
    '/api/manager/snaps',
    'Catalogue',
    'manager',
    'Create a snap on a workflow',
    {
      body: createSnapRequestSchema,
      answer: { status: 201, description: 'Created', schema: managedSnapSchema },
      refusals: saveRefusals,
    },
  ),
  get: route('get', '/api/manager/snaps/:id', 'Catalogue', 'manager', 'A snap', {
    answer: { schema: managedSnapSchema },
  }),
  update: route(
    'patch',
    '/api/manager/snaps/:id',
    'Catalogue',
    'manager',
    'Change, publish or pin a snap',
    {
      body: updateSnapRequestSchema,
      answer: { schema: managedSnapSchema },
      refusals: saveRefusals,
    },
  ),
};
