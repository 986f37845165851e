import { authApi } from '@studio/api/contract/routes/auth';
import { type LoginRequest, type RegisterRequest, type User } from '@studio/api/contract/auth';
import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { serverMessage } from './api-client';
import { callApi, callApiOrSignedOut } from './call-api';
import { queryFreshness } from './query-client';
import { toast } from './toast';

// The session is shared by the whole app (guards, top bar, every feature), so it lives here in
// lib rather than in a feature, as bulletproof-react does with its lib/auth.

export const userQueryKey = ['auth', 'user'] as const;

/** The signed-in user, or null when the API answers 401 (signed out). */
export async function getUser(): Promise<User | null> {
  return callApiOrSignedOut(authApi.user);
}

export function userQueryOptions() {
  return queryOptions({ queryKey: userQueryKey, queryFn: getUser, ...queryFreshness.user });
}

/** The auth session: one check of the current user, shared by every caller. */
export function useUser() {
  return useQuery(userQueryOptions());
}

/**
 * The session as screens need it: `user` is null when signed out, and also when the check failed
 * (the API is unreachable), so nothing private is shown on a guess.
 */
export function useSession(): { user: User | null; isLoading: boolean } {
  const { data, isPending } = useUser();
  return { user: data ?? null, isLoading: isPending };
}

function isUserKey(key: QueryKey) {
  return key.length === userQueryKey.length && userQueryKey.every((part, i) => key[i] === part);
}

/**
 * Swaps the session in the cache: drops everything cached for the previous one (spec section 4:
 * all cached data is invalidated on login, register and logout) and stores the new user. In-flight
 * fetches are cancelled first so none of them lands afterwards with the old session's answer.
 */
export async function replaceSession(queryClient: QueryClient, user: User | null) {
  await queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => !isUserKey(query.queryKey) });
  queryClient.setQueryData(userQueryKey, user);
}

export const authFallbackMessages = {
  login: 'Login failed',
  register: 'Registration failed',
  logout: 'Logout failed',
} as const;

/** The error to keep on screen after a failed auth call: the server's sentence or a fallback. */
export function authErrorMessage(error: unknown, action: keyof typeof authFallbackMessages) {
  return serverMessage(error) ?? authFallbackMessages[action];
}

export async function login(credentials: LoginRequest): Promise<User> {
  return callApi(authApi.login, { body: credentials });
}

export async function register(account: RegisterRequest): Promise<User> {
  return callApi(authApi.register, { body: account });
}

export async function logout(): Promise<void> {
  await callApi(authApi.logout);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      await replaceSession(queryClient, user);
      toast({ variant: 'success', title: 'Login successful', description: "You're now logged in" });
    },
    meta: { errorToast: { title: 'Login failed', description: 'Please check your credentials' } },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async (user) => {
      await replaceSession(queryClient, user);
      toast({
        variant: 'success',
        title: 'Registration successful',
        description: "Your account has been created! Let's create your content.",
      });
    },
    meta: {
      errorToast: {
        title: 'Registration failed',
        description: 'Please try again with different credentials',
      },
    },
  });
}

/** Ends the session, forgets everything cached for it and goes to the sign-in screen. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      // Clear the user before navigating: the sign-in screen sends a signed-in user onwards.
      await replaceSession(queryClient, null);
      toast({ title: 'Logged out', description: 'You have been signed out.' });
      await navigate('/auth', { replace: true });
    },
    meta: { errorToast: { title: 'Failed to log out', description: authFallbackMessages.logout } },
  });
}
