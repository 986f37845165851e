import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

import { createQueryClient } from '../lib/query-client';

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass their own client to seed or inspect the cache; the app creates one. */
  queryClient?: QueryClient;
};

/** Everything the app needs above the router: today the TanStack Query cache. */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [ownClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient ?? ownClient}>{children}</QueryClientProvider>;
}
