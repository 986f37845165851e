import { portalResponseSchema } from '@studio/api/contract/billing';
import { useMutation } from '@tanstack/react-query';

import { api, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** Stripe's customer portal (or the local equivalent): where a plan is changed or cancelled. */
export async function openPortal(): Promise<{ url: string }> {
  return portalResponseSchema.parse(await api.post('/api/billing/portal'));
}

export function useOpenPortal({ onOpened }: { onOpened: (url: string) => void }) {
  return useMutation({
    mutationFn: openPortal,
    onSuccess: ({ url }) => onOpened(url),
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Could not open billing',
        description:
          serverMessage(error) ?? 'We could not open the subscription settings. Please try again.',
      });
    },
  });
}
