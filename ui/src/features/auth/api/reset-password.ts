import { type MessageResponse } from '@studio/api/contract/auth';
import { authApi } from '@studio/api/contract/routes/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { replaceSession } from '@/lib/auth';

export async function resetPassword(body: {
  token: string;
  password: string;
}): Promise<MessageResponse> {
  return callApi(authApi.resetPassword, { body });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The server ends every session of the user, this browser's included.
    onSuccess: () => replaceSession(queryClient, null),
  });
}
