import { type Invoice, invoicesResponseSchema } from '@studio/api/contract/billing';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryFreshness } from '@/lib/query-client';

export type { Invoice };

export async function getInvoices(): Promise<Invoice[]> {
  return invoicesResponseSchema.parse(await api.get('/api/billing/invoices')).items;
}

export const invoicesQueryKey = ['credits', 'invoices'] as const;

/** The signed-in user's paid invoices, newest first. */
export function useInvoices() {
  return useQuery({ queryKey: invoicesQueryKey, queryFn: getInvoices, ...queryFreshness.user });
}
