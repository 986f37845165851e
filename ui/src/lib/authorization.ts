import { type User } from '@studio/api/contract/auth';

/** The message a non-manager sees when sent away from a manager screen (spec section 2). */
export const MANAGER_ONLY_MESSAGE = 'Access denied. Manager role required.';

export function isManager(user: User | null | undefined): boolean {
  return user?.role === 'manager';
}
