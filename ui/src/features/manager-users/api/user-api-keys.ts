import { type ApiKeyLimits } from '@studio/api/contract/api-keys';
import { apiKeysApi } from '@studio/api/contract/routes/api-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { managerUsersQueryKey } from './get-users';

const keysKey = (userId: string) => [...managerUsersQueryKey, userId, 'api-keys'];

/** A user's API keys, as a manager sees them in the user's drawer. */
export function useUserApiKeys(userId: string) {
  return useQuery({
    queryKey: keysKey(userId),
    queryFn: () => callApi(apiKeysApi.userKeys, { params: { id: userId } }),
  });
}

/** Revokes one of the user's keys at once (audited on the user). */
export function useRevokeUserApiKey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: { title: 'Could not revoke the key', description: 'Please try again.' } },
    mutationFn: (keyId: string) => callApi(apiKeysApi.managerRevoke, { params: { id: keyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey(userId) }),
  });
}

/** Sets one of the user's keys' limits (audited on the user). */
export function useSetApiKeyLimits(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ keyId, limits }: { keyId: string; limits: ApiKeyLimits }) =>
      callApi(apiKeysApi.managerLimits, { params: { id: keyId }, body: limits }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey(userId) }),
  });
}
