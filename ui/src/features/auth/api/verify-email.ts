import { type MessageResponse } from '@studio/api/contract/auth';
import { authApi } from '@studio/api/contract/routes/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { userQueryKey } from '@/lib/auth';

export async function verifyEmail(body: { token: string }): Promise<MessageResponse> {
  return callApi(authApi.verifyEmail, { body });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // A signed-in user's emailVerified flips: refetch it so the banner goes away. A check of the
    // user still in flight may have been answered before the verification; a first load is not
    // restarted by invalidation alone, so cancel it first.
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: userQueryKey });
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
