import { snapsApi } from '@studio/api/contract/routes/snaps';
import { type ExecuteDemoRequest, type ExecuteDemoResponse } from '@studio/api/contract/snaps';

import { callApi } from '@/lib/call-api';

/**
 * Runs the one free demo and waits for its content (the API awaits the workflow, 10-30 s). Free,
 * and needs no verified email; a second demo answers 403 `demo_limit_exceeded`.
 */
export async function executeDemo(request: ExecuteDemoRequest): Promise<ExecuteDemoResponse> {
  return callApi(snapsApi.executeDemo, { body: request });
}
