import { portalResponseSchema } from '@studio/api/contract/billing';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Stripe's customer portal (or the local equivalent): where a plan is changed or cancelled. */
export async function openPortal(): Promise<{ url: string }> {
  return portalResponseSchema.parse(await api.post('/api/billing/portal'));
}

export function useOpenPortal({ onOpened }: { onOpened: (url: string) => void }) {
  return useMutation({
    mutationFn: openPortal,
    onSuccess: ({ url }) => onOpened(url),
    meta: {
      errorToast: {
        title: 'Could not open billing',
        description: 'We could not open the subscription settings. Please try again.',
      },
    },
  });
}
