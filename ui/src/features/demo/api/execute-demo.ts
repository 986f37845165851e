import {
  type ExecuteDemoRequest,
  type ExecuteDemoResponse,
  executeDemoResponseSchema,
} from '@studio/api/contract/snaps';

import { api } from '@/lib/api-client';

/**
 * Runs the one free demo and waits for its content (the API awaits the workflow, 10-30 s). Free,
 * and needs no verified email; a second demo answers 403 `demo_limit_exceeded`.
 */
export async function executeDemo(request: ExecuteDemoRequest): Promise<ExecuteDemoResponse> {
  return executeDemoResponseSchema.parse(await api.post('/api/snaps/execute-demo', request));
}
