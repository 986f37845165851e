import * as Tooltip from '@radix-ui/react-tooltip';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';

/** Tooltip timing from spec section 9. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass their own client to seed or inspect the cache; the app creates one. */
  queryClient?: QueryClient;
};

/** Everything the app needs above the router: the TanStack Query cache, tooltips and toasts. */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [ownClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient ?? ownClient}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        {children}
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
