import { type Role } from '@studio/api/contract/auth';
import { endSessionsResponseSchema } from '@studio/api/contract/manager-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { managerUsersQueryKey } from './get-users';

const base = (userId: string) => `/api/manager/users/${encodeURIComponent(userId)}`;

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
    api.post(`${base(userId)}/credits`, change),
  );
}

export function useChangeRole(userId: string) {
  return useUserMutation((change: { role: Role; reason: string }) =>
    api.patch(`${base(userId)}/role`, change),
  );
}

/** Signs the user out everywhere; answers how many sessions ended. */
export function useEndSessions(userId: string) {
  return useUserMutation(async (reason: string) =>
    endSessionsResponseSchema.parse(await api.delete(`${base(userId)}/sessions`, { reason })),
  );
}

export function useResendVerification(userId: string) {
  return useUserMutation(() => api.post(`${base(userId)}/resend-verification`, {}));
}
