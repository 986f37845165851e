import { snapsApi } from '@studio/api/contract/routes/snaps';
import { type ExecuteRequest, type executeResponseSchema } from '@studio/api/contract/snaps';
import { useMutation } from '@tanstack/react-query';
import { type z } from 'zod';

import { callApi } from '@/lib/call-api';
import { type SocialFormatId } from '@/lib/social-formats';

/**
 * POST /api/snaps/execute: an uploaded image (a data URL), or one of the user's products, whose
 * main image the server uses and to which it links the content. Exactly one of the two, though
 * the contract would take both. `formats` adds social formats (sent only when some are ticked).
 */
export type ExecuteSnapRequest = (
  | { snapId: string; inputs: { image: string } }
  | { snapId: string; productId: string; inputs: Record<string, never> }
) & { formats?: SocialFormatId[] };

export type ExecuteSnapResponse = z.infer<typeof executeResponseSchema>;

/**
 * Starts a run and answers at once (202) with its execution id and cost. Short of tokens, the API
 * answers 402 and, with an unverified email, 403: the app-wide reactions show both.
 */
export async function executeSnap(request: ExecuteSnapRequest): Promise<ExecuteSnapResponse> {
  const body: ExecuteRequest = request;
  return callApi(snapsApi.execute, { body });
}

export function useExecuteSnap() {
  return useMutation({ mutationFn: executeSnap });
}
