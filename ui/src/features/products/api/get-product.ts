import { type Product } from '@studio/api/contract/products';
import { productsApi } from '@studio/api/contract/routes/products';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { queryFreshness } from '@/lib/query-client';
import { productsQueryKey } from './get-products';

export async function getProduct(id: string): Promise<Product> {
  return callApi(productsApi.get, { params: { id } });
}

export function productQueryKey(id: string) {
  return [...productsQueryKey, id] as const;
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productQueryKey(id),
    queryFn: () => getProduct(id),
    ...queryFreshness.products,
  });
}

/** One product; shows what the list already holds for it while the product itself loads. */
export function useProduct(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...productQueryOptions(id),
    placeholderData: () =>
      queryClient.getQueryData<Product[]>(productsQueryKey)?.find((product) => product.id === id),
  });
}
