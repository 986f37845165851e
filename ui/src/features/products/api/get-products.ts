import { type Product } from '@studio/api/contract/products';
import { productsApi } from '@studio/api/contract/routes/products';

import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { queryFreshness } from '@/lib/query-client';

export async function getProducts(): Promise<Product[]> {
  return callApi(productsApi.list);
}

/** The prefix of every product query: invalidating it refreshes the list and each product. */
export const productsQueryKey = ['products'] as const;

export function productsQueryOptions() {
  return queryOptions({
    queryKey: productsQueryKey,
    queryFn: getProducts,
    ...queryFreshness.products,
  });
}

/** The signed-in user's products (active ones; drafts stay hidden). */
export function useProducts() {
  return useQuery(productsQueryOptions());
}
