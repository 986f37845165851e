import { type MessageResponse } from '@studio/api/contract/auth';
import { authApi } from '@studio/api/contract/routes/auth';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { toast } from '@/lib/toast';

/** Sends the verification mail again. Signed in, the email may be left out. */
export async function resendVerification(body: { email?: string } = {}): Promise<MessageResponse> {
  return callApi(authApi.resendVerification, { body });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: ({ message }) => {
      toast({ variant: 'success', title: 'Email Sent', description: message });
    },
    meta: {
      errorToast: {
        title: 'Email not sent',
        description: 'We could not send the verification email. Please try again.',
      },
    },
  });
}
