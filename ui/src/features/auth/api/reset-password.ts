import { type MessageResponse, messageResponseSchema } from '@studio/api/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { replaceSession } from '@/lib/auth';

export async function resetPassword(body: {
  token: string;
  password: string;
}): Promise<MessageResponse> {
  return messageResponseSchema.parse(await api.post('/api/auth/reset-password', body));
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The server ends every session of the user, this browser's included.
    onSuccess: () => replaceSession(queryClient, null),
  });
}
