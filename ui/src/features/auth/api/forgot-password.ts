import { type MessageResponse, messageResponseSchema } from '@studio/api/contract/auth';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Asks for a reset link. The answer is the same whether or not the account exists. */
export async function forgotPassword(body: { email: string }): Promise<MessageResponse> {
  return messageResponseSchema.parse(await api.post('/api/auth/forgot-password', body));
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
