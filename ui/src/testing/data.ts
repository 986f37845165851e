import { type User } from '@studio/api/contract/auth';
import { type CreditTransaction, type Plan } from '@studio/api/contract/billing';

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

/** A plan as `GET /api/plans` answers it. */
export function buildPlan(overrides: Partial<Plan> = {}): Plan {
  sequence += 1;
  return {
    id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: 'Starter',
    description: 'For getting going',
    monthlyTokens: 100,
    priceCents: 900,
    currency: 'usd',
    features: ['100 tokens every month'],
    ...overrides,
  };
}

/** One ledger entry as its owner sees it. */
export function buildTransaction(overrides: Partial<CreditTransaction> = {}): CreditTransaction {
  sequence += 1;
  return {
    id: `tx-${sequence}`,
    kind: 'grant',
    amount: 20,
    balanceAfter: 20,
    reason: 'Welcome credits',
    execution: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}
