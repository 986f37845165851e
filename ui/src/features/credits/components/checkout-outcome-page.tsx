import { useQueryClient } from '@tanstack/react-query';
import {
  CircleCheck,
  CircleSlash,
  Clock,
  LoaderCircle,
  PartyPopper,
  TriangleAlert,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

import { CardPage } from '@/components/layouts/card-page';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { type Balance, balanceQueryKey, useBalance } from '@/features/credits/api/get-balance';
import { useCheckoutSession } from '@/features/credits/api/get-checkout-session';
import { invalidateCredits } from '@/features/credits/api/invalidate-credits';
import {
  CHECKOUT_OUTCOME_TITLES,
  type CheckoutOutcome,
  checkoutOutcome,
} from '@/features/credits/lib/checkout-outcome';
import { localCheckoutPath } from '@/features/credits/lib/checkout-paths';
import { formatTokens } from '@/features/credits/lib/format';
import { AfterPurchaseLinks } from './after-purchase-links';

/** After this long without a grant, the page says what to do. */
export const GRANT_PATIENCE_MS = 60_000;

type CheckoutOutcomePageProps = {
  /** The checkout's reference from the link, or null when it has none. */
  sessionId: string | null;
  /** The balance before paying, when the page that paid knew it. */
  balanceBefore: number | null;
};

/**
 * The page after a checkout (/subscription/waiting and /subscription/success): it asks the server
 * what became of the checkout, every second until its tokens are granted, and says exactly that,
 * title included. Thanks only for a purchase that completed; "No purchase was made" for a link
 * without one, someone else's or an expired checkout, or an unpaid test checkout.
 */
export function CheckoutOutcomePage({ sessionId, balanceBefore }: CheckoutOutcomePageProps) {
  return sessionId ? (
    <CheckedCheckout sessionId={sessionId} balanceBefore={balanceBefore} />
  ) : (
    <OutcomeCard outcome={{ kind: 'none', reason: 'no-reference' }} />
  );
}

function CheckedCheckout({
  sessionId,
  balanceBefore,
}: {
  sessionId: string;
  balanceBefore: number | null;
}) {
  const session = useCheckoutSession(sessionId, { poll: true });
  const outcome = checkoutOutcome(sessionId, session);
  return (
    <OutcomeCard
      outcome={outcome}
      sessionId={sessionId}
      balanceBefore={balanceBefore}
      onRetry={() => void session.refetch()}
    />
  );
}

function OutcomeCard({
  outcome,
  sessionId,
  balanceBefore = null,
  onRetry,
}: {
  outcome: CheckoutOutcome;
  sessionId?: string;
  balanceBefore?: number | null;
  onRetry?: () => void;
}) {
  return (
    <CardPage title={CHECKOUT_OUTCOME_TITLES[outcome.kind]} icon={outcomeIcon(outcome)}>
      {outcome.kind === 'checking' ? (
        <Waiting title="Checking your payment…" />
      ) : outcome.kind === 'unknown' ? (
        <div role="alert" className="space-y-4 text-center">
          <p>
            The server could not be reached to check this payment. If you paid, your tokens will
            still arrive.
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={onRetry}>Try again</Button>
            <ButtonLink to="/credit-transactions" variant="secondary">
              Token history
            </ButtonLink>
          </div>
        </div>
      ) : outcome.kind === 'none' ? (
        <NothingBought reason={outcome.reason} />
      ) : outcome.kind === 'not-paid' ? (
        <div className="space-y-4 text-center">
          <p className="text-ink-muted">
            This {outcome.session.plan.name} checkout has not been paid, so nothing was bought and
            nothing was charged.
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <ButtonLink to={localCheckoutPath(outcome.session.id)}>Go to the payment</ButtonLink>
            <ButtonLink to="/subscription" variant="secondary">
              Back to plans
            </ButtonLink>
          </div>
        </div>
      ) : (
        <GrantProgress outcome={outcome} sessionId={sessionId!} balanceBefore={balanceBefore} />
      )}
    </CardPage>
  );
}

function outcomeIcon(outcome: CheckoutOutcome): ReactNode {
  switch (outcome.kind) {
    case 'granted':
      return <PartyPopper className="size-10 text-brand-600" aria-hidden="true" />;
    case 'none':
    case 'not-paid':
      return <CircleSlash className="size-10 text-ink-muted" aria-hidden="true" />;
    case 'unknown':
      return <TriangleAlert className="size-10 text-danger-600" aria-hidden="true" />;
    default:
      return undefined;
  }
}

const nothingBought = {
  'no-reference': 'This page confirms a purchase, but it was opened without one.',
  'not-found': 'There is no checkout with this reference on your account.',
  expired: 'This checkout expired before it was paid.',
} as const;

function NothingBought({ reason }: { reason: keyof typeof nothingBought }) {
  return (
    <div className="space-y-4 text-center">
      <p className="text-ink-muted">
        {nothingBought[reason]} Nothing was bought and nothing was charged.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <ButtonLink to="/subscription">Back to plans</ButtonLink>
        <ButtonLink to="/credit-transactions" variant="secondary">
          Token history
        </ButtonLink>
      </div>
    </div>
  );
}

/** Paid: waits for the tokens (a minute, then says what to do), then shows the balance rise. */
function GrantProgress({
  outcome,
  sessionId,
  balanceBefore,
}: {
  outcome: Extract<CheckoutOutcome, { kind: 'confirming' | 'granted' }>;
  sessionId: string;
  balanceBefore: number | null;
}) {
  const queryClient = useQueryClient();
  const balance = useBalance();
  const [before, setBefore] = useState(balanceBefore);
  const [after, setAfter] = useState<number | null>(null);
  const [slow, setSlow] = useState(false);
  const granted = outcome.kind === 'granted';
  const { plan, status } = outcome.session;

  // The first balance seen while still waiting is the "before" (adjusting state while rendering).
  if (before === null && balance.data && !granted) {
    setBefore(balance.data.credits);
  }

  useEffect(() => {
    if (!granted) return;
    let live = true;
    void invalidateCredits(queryClient).then(() => {
      const fresh = queryClient.getQueryData<Balance>(balanceQueryKey);
      if (live && fresh) setAfter(fresh.credits);
    });
    return () => {
      live = false;
    };
  }, [granted, queryClient]);

  useEffect(() => {
    if (granted) return;
    const timer = setTimeout(() => setSlow(true), GRANT_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [granted]);

  if (granted) {
    return (
      <div className="space-y-5 text-center">
        <CircleCheck className="mx-auto size-12 text-success-700" aria-hidden="true" />
        <div role="status" className="space-y-2">
          <p className="text-ink-muted">Thank you for your purchase!</p>
          <p className="text-lg font-semibold text-ink">
            {formatTokens(plan.monthlyTokens)} added with your {plan.name} plan
          </p>
          {after === null ? (
            <p className="text-ink-muted">Updating your balance…</p>
          ) : (
            <p data-testid="balance-change" className="text-2xl font-bold text-ink tabular-nums">
              {before === null ? null : (
                <>
                  <span className="text-ink-muted">{before}</span>
                  <span aria-hidden="true"> → </span>
                  <span className="sr-only"> to </span>
                </>
              )}
              <span className="text-success-700">{after}</span> tokens
            </p>
          )}
        </div>
        <AfterPurchaseLinks />
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <Waiting
        title={
          status === 'complete'
            ? 'Payment received. Adding your tokens…'
            : 'Waiting for the payment to be confirmed…'
        }
      />
      <p className="text-center text-ink-muted">
        {plan.name}: {formatTokens(plan.monthlyTokens)} per month.
        {before === null ? null : ` Your balance now: ${before}.`}
      </p>
      {slow ? (
        <div
          role="alert"
          className="space-y-3 rounded-lg border border-warning-200 bg-warning-50 p-4 text-sm text-warning-800"
        >
          <p className="flex items-center gap-2 font-semibold">
            <Clock className="size-4" aria-hidden="true" /> This is taking longer than usual
          </p>
          <p>
            The payment provider has not confirmed the payment yet. You can keep this page open or
            leave it: the tokens are added to your balance as soon as the payment is confirmed, and
            you are never charged twice.
          </p>
          <p>
            If they have not arrived within a few minutes, check your{' '}
            <Link className="font-semibold underline" to="/credit-transactions">
              token history
            </Link>{' '}
            and your plan in{' '}
            <Link className="font-semibold underline" to="/settings?section=tokens">
              settings
            </Link>
            . Still missing? Contact support and give them the checkout reference{' '}
            <code className="break-all">{sessionId}</code>.
          </p>
        </div>
      ) : null}
    </div>
  );
}

function Waiting({ title }: { title: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-center">
      <LoaderCircle className="size-10 animate-spin text-brand-600" aria-hidden="true" />
      <p className="text-lg font-semibold text-ink">{title}</p>
    </div>
  );
}
