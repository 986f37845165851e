import { type PortalFlow, portalResponseSchema } from '@studio/api/contract/billing';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Stripe's customer portal, at its home or at one task (cancel, change plan, card). */
export async function openPortal(flow: PortalFlow = 'home'): Promise<{ url: string }> {
  return portalResponseSchema.parse(await api.post('/api/billing/portal', { flow }));
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
