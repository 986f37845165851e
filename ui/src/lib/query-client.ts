import { type DefaultOptions, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { serverMessage } from './api-client';
import { reactToApiError } from './api-error-reactions';
import { toast } from './toast';

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

/** A call's own failure toast, shown when no app-wide answer came first. */
export type FailureToast = {
  title: string;
  /** The toast's text when the server sent no sentence of its own. */
  description: string;
  /** Say `description` even when the server sent a sentence. */
  ignoreServerMessage?: boolean;
};

/** What a query or mutation declares about its failures, read by the caches' `onError`. */
export type FailureMeta = {
  errorToast?: FailureToast;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

/**
 * Every failed query and mutation passes through here (TanStack's cache-level `onError`, steered
 * by `meta`): first the answers the whole app gives whichever call failed (not enough tokens, an
 * unverified email; lib/api-error-reactions.ts), then, only if none answered, the call's own
 * toast from its `meta.errorToast`. A cancelled call is no failure.
 */
export function answerFailure(error: unknown, meta: FailureMeta | undefined) {
  if (isAbort(error)) return;
  if (reactToApiError(error)) return;
  const own = meta?.errorToast;
  if (!own) return;
  toast({
    variant: 'destructive',
    title: own.title,
    description: (own.ignoreServerMessage ? undefined : serverMessage(error)) ?? own.description,
  });
}

/** A new QueryClient with the app's defaults. One per app mount, and one per test. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => answerFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => answerFailure(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { ...queryDefaults.queries },
      mutations: { ...queryDefaults.mutations },
    },
  });
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
