import { type CreateApiKey } from '@studio/api/contract/api-keys';
import { apiKeysApi } from '@studio/api/contract/routes/api-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';

const keysKey = ['api-keys'] as const;

/** The signed-in user's API keys, newest first, revoked ones too. */
export function useApiKeys() {
  return useQuery({ queryKey: keysKey, queryFn: () => callApi(apiKeysApi.list) });
}

/** Makes a key; the answer's secret is shown once and kept nowhere in the app. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CreateApiKey) => callApi(apiKeysApi.create, { body: fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: { title: 'Could not revoke the key', description: 'Please try again.' } },
    mutationFn: (id: string) => callApi(apiKeysApi.revoke, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey }),
  });
}
