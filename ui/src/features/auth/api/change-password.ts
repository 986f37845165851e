import { type MessageResponse, messageResponseSchema } from '@studio/api/contract/auth';
import { type changePasswordRequestSchema } from '@studio/api/contract/billing';
import { useMutation } from '@tanstack/react-query';
import { type z } from 'zod';

import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Changes the password; the server signs out every other session of the account. */
export async function changePassword(body: ChangePasswordRequest): Promise<MessageResponse | null> {
  const answer = await api.post('/api/auth/change-password', body);
  // The contract names no answer body: a sentence to show when there is one.
  const parsed = messageResponseSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

/** Failures stay on the form (the caller shows them); success is a toast. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => {
      toast({
        variant: 'success',
        title: 'Password changed',
        description: answer?.message ?? 'Your other sessions have been signed out.',
      });
    },
  });
}
