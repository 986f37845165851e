import { type PortalFlow } from '@studio/api/contract/billing';
import { billingApi } from '@studio/api/contract/routes/billing';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';

/** Stripe's customer portal, at its home or at one task (cancel, change plan, card). */
export async function openPortal(flow: PortalFlow = 'home'): Promise<{ url: string }> {
  return callApi(billingApi.portal, { body: { flow } });
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
