import { PlaceholderPage } from '../../../components/layouts/placeholder-page';

// The purchase screens are built by a later release; each says what it will do.

export function SubscriptionRoute() {
  return (
    <PlaceholderPage title="Subscription">
      <p>
        The plans will be here, each with its monthly token allowance, and the way to subscribe,
        change plan or buy more tokens.
      </p>
    </PlaceholderPage>
  );
}

/** /subscription-success and /subscription/success. */
export function SubscriptionSuccessRoute() {
  return (
    <PlaceholderPage title="Purchase complete" back={{ to: '/content', label: 'Go to content' }}>
      <p>After a payment succeeds, this screen will confirm it and show your new token balance.</p>
    </PlaceholderPage>
  );
}

export function SubscriptionCancelRoute() {
  return (
    <PlaceholderPage title="Purchase cancelled" back={{ to: '/subscription', label: 'See plans' }}>
      <p>When you leave the payment page without paying, you will land here; nothing is charged.</p>
    </PlaceholderPage>
  );
}

export function SubscriptionReviewRoute() {
  return (
    <PlaceholderPage title="Review your plan" back={{ to: '/subscription', label: 'See plans' }}>
      <p>Before paying, this screen will show the plan, its price and its token allowance.</p>
    </PlaceholderPage>
  );
}

export function SubscriptionWaitingRoute() {
  return (
    <PlaceholderPage title="Confirming your payment">
      <p>While the payment provider confirms a payment, this screen will wait and then move on.</p>
    </PlaceholderPage>
  );
}
