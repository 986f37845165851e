import { type DefaultOptions, QueryClient } from '@tanstack/react-query';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** How long a query's data counts as fresh (`staleTime`) and stays cached unused (`gcTime`). */
export type QueryFreshness = {
  readonly staleTime: number;
  readonly gcTime: number;
  readonly refetchOnWindowFocus?: boolean;
};

/**
 * Per-resource freshness from the product spec (section 9). Spread the entry into a resource's
 * `queryOptions` next to its query key, e.g. `queryOptions({ queryKey, queryFn,
 * ...queryFreshness.products })`.
 *
 * The spec writes a unit only once when both numbers share it ("products 10 / 30 min") and both
 * units when they differ ("transactions 30 s / 2 min"), so the bare numbers are minutes.
 */
export const queryFreshness = {
  products: { staleTime: 10 * MINUTE, gcTime: 30 * MINUTE },
  snaps: { staleTime: 15 * MINUTE, gcTime: 30 * MINUTE },
  workflows: { staleTime: 10 * MINUTE, gcTime: 30 * MINUTE },
  categories: { staleTime: 20 * MINUTE, gcTime: 60 * MINUTE },
  // Generated content changes while workflows run, so it is always stale and refetched on focus.
  content: { staleTime: 0, gcTime: 5 * MINUTE, refetchOnWindowFocus: true },
  user: { staleTime: 2 * MINUTE, gcTime: 5 * MINUTE },
  transactions: { staleTime: 30 * SECOND, gcTime: 2 * MINUTE },
  stats: { staleTime: 1 * MINUTE, gcTime: 5 * MINUTE },
} as const satisfies Record<string, QueryFreshness>;

/**
 * App-wide defaults (spec section 9): data is fresh for 30 s and kept 5 min; no retries, no
 * refetch on window focus and no polling; refetch on mount and on reconnect. Mutations are
 * never retried, because most of them spend credits.
 */
export const queryDefaults = {
  queries: {
    staleTime: 30 * SECOND,
    gcTime: 5 * MINUTE,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: true,
    refetchOnReconnect: true,
    refetchInterval: false,
  },
  mutations: {
    retry: false,
  },
} as const satisfies DefaultOptions;

/** A new QueryClient with the app's defaults. One per app mount, and one per test. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...queryDefaults.queries },
      mutations: { ...queryDefaults.mutations },
    },
  });
}
