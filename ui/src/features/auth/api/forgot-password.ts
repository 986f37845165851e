import { type MessageResponse } from '@studio/api/contract/auth';
import { authApi } from '@studio/api/contract/routes/auth';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';

/** Asks for a reset link. The answer is the same whether or not the account exists. */
export async function forgotPassword(body: { email: string }): Promise<MessageResponse> {
  return callApi(authApi.forgotPassword, { body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
