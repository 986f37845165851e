import { randomBytes } from 'node:crypto';

/** A Stripe event as Stripe sends it: the envelope and the fields of the object the app reads. */
export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
  data: { object: Record<string, unknown> };
}

/** An id as Stripe makes them (`evt_test_…`, `sub_test_…`), unique per call. */
export const newStripeId = (prefix: string) => `${prefix}_test_${randomBytes(10).toString('hex')}`;

/** Now, in Stripe's seconds since the epoch. */
export const stripeNow = () => Math.floor(Date.now() / 1000);

/** An event of `type` about `object`, created at `created` (seconds), with a new id. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  created = stripeNow(),
): StripeEvent {
  return {
    id: newStripeId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}
