import { type Role } from '@studio/api/contract/auth';
import { managerUsersApi } from '@studio/api/contract/routes/manager-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { managerUsersQueryKey } from './get-users';

/** Every action reads the section again: the row, the drawer and the headline figures. */
function useUserMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerUsersQueryKey }),
  });
}

/** A grant (positive) or deduction (negative) with the reason the audit log keeps. */
export function useAdjustCredits(userId: string) {
  return useUserMutation((change: { amount: number; reason: string }) =>
    callApi(managerUsersApi.adjustCredits, { params: { id: userId }, body: change }),
  );
}

export function useChangeRole(userId: string) {
  return useUserMutation((change: { role: Role; reason: string }) =>
    callApi(managerUsersApi.changeRole, { params: { id: userId }, body: change }),
  );
}

/** Signs the user out everywhere; answers how many sessions ended. */
export function useEndSessions(userId: string) {
  return useUserMutation((reason: string) =>
    callApi(managerUsersApi.endSessions, { params: { id: userId }, body: { reason } }),
  );
}

export function useResendVerification(userId: string) {
  return useUserMutation(() =>
    callApi(managerUsersApi.resendVerification, { params: { id: userId } }),
  );
}
