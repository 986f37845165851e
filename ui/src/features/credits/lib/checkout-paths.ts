import { type Plan } from '@studio/api/contract/billing';

// Where the subscription screens lead one another, with what they pass on.

/** The review of a plan before paying for it. */
export const reviewPath = (plan: Pick<Plan, 'id'>) =>
  `/subscription/review?plan=${encodeURIComponent(plan.id)}`;

/** The labelled local test payment of a checkout (without a payment provider). */
export const localCheckoutPath = (sessionId: string) =>
  `/subscription/checkout/local?session=${encodeURIComponent(sessionId)}`;

/** The page that waits for a checkout's tokens to arrive. */
export const waitingPath = (sessionId: string) =>
  `/subscription/waiting?session=${encodeURIComponent(sessionId)}`;

/** What the local checkout page hands the waiting page, so it can show the balance rise. */
export type WaitingState = { balanceBefore?: number } | null;

/** The checkout's id, as our links (`session`) or Stripe's return URL (`session_id`) carry it. */
export function checkoutSessionId(params: URLSearchParams): string | null {
  return params.get('session') ?? params.get('session_id');
}
