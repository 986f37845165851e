import { type MessageResponse, messageResponseSchema } from '@studio/api/contract/auth';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** Sends the verification mail again. Signed in, the email may be left out. */
export async function resendVerification(body: { email?: string } = {}): Promise<MessageResponse> {
  return messageResponseSchema.parse(await api.post('/api/auth/resend-verification', body));
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
