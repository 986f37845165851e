import { type MessageResponse } from '@studio/api/contract/auth';
import { authApi } from '@studio/api/contract/routes/auth';
import { type changePasswordRequestSchema } from '@studio/api/contract/billing';
import { useMutation } from '@tanstack/react-query';
import { type z } from 'zod';

import { callApi } from '@/lib/call-api';
import { toast } from '@/lib/toast';

export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Changes the password; the server signs out every other session of the account. */
export async function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  return callApi(authApi.changePassword, { body });
}

/** Failures stay on the form (the caller shows them); success is a toast. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => {
      toast({
        variant: 'success',
        title: 'Password changed',
        description: answer.message || 'Your other sessions have been signed out.',
      });
    },
  });
}
