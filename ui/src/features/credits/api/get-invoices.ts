import { type Invoice } from '@studio/api/contract/billing';
import { billingApi } from '@studio/api/contract/routes/billing';
import { useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { queryFreshness } from '@/lib/query-client';

export type { Invoice };

export async function getInvoices(): Promise<Invoice[]> {
  return (await callApi(billingApi.invoices)).items;
}

export const invoicesQueryKey = ['credits', 'invoices'] as const;

/** The signed-in user's paid invoices, newest first. */
export function useInvoices() {
  return useQuery({ queryKey: invoicesQueryKey, queryFn: getInvoices, ...queryFreshness.user });
}
