import { serverInfoSchema } from '../manager-server-info';
import { route } from '../route';

/** Server Information: this deployment's build, settings, workers and figures. */
export const managerServerInfoApi = {
  get: route(
    'get',
    '/api/manager/server-info',
    'Operations',
    'manager',
    'The build, its settings and the workers',
    {
      answer: { schema: serverInfoSchema },
    },
  ),
};
