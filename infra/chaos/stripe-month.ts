import { newStripeId, stripeEvent as event, type StripeEvent } from '../src/testing/stripe-events';

/** One subscriber's purchase as Stripe knows it: the checkout the app started, and its ids. */
export interface Subscriber {
  userId: string;
  planId: string;
  monthlyTokens: number;
  /** The Checkout Session the app created (POST /api/billing/checkout). */
  session: string;
  /** A second session the subscriber left unpaid, which Stripe expires; if they opened one. */
  abandonedSession?: string;
  /** Whether they cancel during the month (then there is no renewal). */
  cancels: boolean;
  customer: string;
  subscription: string;
  /** The first invoice, then the renewal's (when they do not cancel). */
  invoices: string[];
}

const DAY = 24 * 3600;
/** What the app's checkout asks Stripe to copy onto the subscription and its invoices. */
const metadataOf = (s: Subscriber) => ({ userId: s.userId, planId: s.planId });

/**
 * Every event Stripe sends for one subscriber over the month that started `start` (seconds): the
 * checkout, the subscription coming alive, the first invoice paid, then either the renewal (a new
 * invoice, a new period) or a cancellation at the end of the period. Events the app does not act
 * on (customer.created, invoice.finalized, charge.succeeded) are in it too, as Stripe sends them.
 */
export function monthOfEvents(s: Subscriber, start: number): StripeEvent[] {
  const [first, renewal] = s.invoices;
  const subscription = subscriptionEvent.bind(null, s);
  const invoicePaid = invoicePaidEvent.bind(null, s);
  const invoice = (type: string, id: string, created: number) =>
    event(type, { id, object: 'invoice', customer: s.customer, status: 'open' }, created);

  const events = [
    event('customer.created', { id: s.customer, object: 'customer' }, start),
    event(
      'checkout.session.completed',
      {
        id: s.session,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: s.userId,
        customer: s.customer,
        subscription: s.subscription,
        invoice: first,
        metadata: metadataOf(s),
      },
      start + 2,
    ),
    subscription('created', 'incomplete', start + 1, start + 30 * DAY),
    invoice('invoice.finalized', first!, start + 1),
    invoicePaid(first!, 'subscription_create', start + 2),
    event('charge.succeeded', { id: newStripeId('ch'), object: 'charge' }, start + 2),
    subscription('updated', 'active', start + 2, start + 30 * DAY),
  ];
  if (s.abandonedSession) {
    events.push(
      event(
        'checkout.session.expired',
        { id: s.abandonedSession, object: 'checkout.session', mode: 'subscription' },
        start + DAY,
      ),
    );
  }
  if (s.cancels) {
    events.push(
      subscription('updated', 'active', start + 10 * DAY, start + 30 * DAY, true),
      subscription('deleted', 'canceled', start + 30 * DAY, start + 30 * DAY, true),
    );
  } else {
    const renewed = start + 30 * DAY;
    events.push(
      invoice('invoice.finalized', renewal!, renewed - 3600),
      invoicePaid(renewal!, 'subscription_cycle', renewed),
      subscription('updated', 'active', renewed, renewed + 30 * DAY),
    );
  }
  return events;
}

/**
 * Events a forger would want accepted for this subscriber: another month's allowance, and the
 * end of their subscription. Any of them applied would show in the ledger or the subscription.
 */
export function forgedEvents(s: Subscriber, now: number): StripeEvent[] {
  return [
    invoicePaidEvent(s, newStripeId('in'), 'subscription_cycle', now),
    subscriptionEvent(s, 'deleted', 'canceled', now, now),
  ];
}

/** A customer.subscription.* event for the subscriber's subscription. */
function subscriptionEvent(
  s: Subscriber,
  type: 'created' | 'updated' | 'deleted',
  status: string,
  created: number,
  periodEnd: number,
  cancelAtPeriodEnd = false,
): StripeEvent {
  return event(
    `customer.subscription.${type}`,
    {
      id: s.subscription,
      object: 'subscription',
      customer: s.customer,
      status,
      cancel_at_period_end: cancelAtPeriodEnd,
      metadata: metadataOf(s),
      items: {
        object: 'list',
        data: [
          {
            id: `si_${s.subscription}`,
            object: 'subscription_item',
            current_period_end: periodEnd,
            price: { id: `price_${s.planId}`, object: 'price' },
          },
        ],
      },
    },
    created,
  );
}

/** invoice.paid for one of the subscription's invoices. */
function invoicePaidEvent(s: Subscriber, id: string, reason: string, created: number): StripeEvent {
  return event(
    'invoice.paid',
    {
      id,
      object: 'invoice',
      customer: s.customer,
      status: 'paid',
      billing_reason: reason,
      lines: { object: 'list', data: [] },
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: {
          subscription: s.subscription,
          metadata: metadataOf(s),
        },
      },
    },
    created,
  );
}
