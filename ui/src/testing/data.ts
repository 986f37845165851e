import { type User } from '@studio/api/contract/auth';

let sequence = 0;

/** A user as the API answers it; override what the test is about. */
export function buildUser(overrides: Partial<User> = {}): User {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    email: `creator${sequence}@example.com`,
    firstName: 'Jamie',
    lastName: 'Rivera',
    role: 'user',
    emailVerified: true,
    ...overrides,
  };
}

export function buildManager(overrides: Partial<User> = {}): User {
  return buildUser({ role: 'manager', firstName: 'Morgan', lastName: 'Lee', ...overrides });
}
