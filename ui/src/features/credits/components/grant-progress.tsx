import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

import { ButtonLink } from '@/components/ui/button-link';
import { AfterPurchaseLinks } from './after-purchase-links';
import { balanceQueryKey, type Balance, useBalance } from '@/features/credits/api/get-balance';
import { useCheckoutSession } from '@/features/credits/api/get-checkout-session';
import { invalidateCredits } from '@/features/credits/api/invalidate-credits';
import { formatTokens } from '@/features/credits/lib/format';

/** After this long without a grant, the page says what to do. */
export const GRANT_PATIENCE_MS = 60_000;

type GrantProgressProps = {
  sessionId: string;
  /** The balance before paying, when the page that paid knew it. */
  balanceBefore: number | null;
};

/**
 * Watches a checkout until its allowance is granted, polling every second, and shows the balance
 * rise. A minute without it, it tells the user what to do.
 */
export function GrantProgress({ sessionId, balanceBefore }: GrantProgressProps) {
  const queryClient = useQueryClient();
  const session = useCheckoutSession(sessionId, { poll: true });
  const balance = useBalance();
  const [before, setBefore] = useState(balanceBefore);
  const [after, setAfter] = useState<number | null>(null);
  const [slow, setSlow] = useState(false);
  const granted = session.data?.granted === true;

  // The first balance seen while still waiting is the "before" (adjusting state while rendering).
  if (before === null && balance.data && session.data && !granted) {
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
    const timer = setTimeout(() => setSlow(true), GRANT_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);

  if (session.isPending) {
    return <Waiting title="Checking your payment…" />;
  }
  if (session.isError) {
    return (
      <div role="alert" className="space-y-4 text-center">
        <TriangleAlert className="mx-auto size-10 text-danger-600" aria-hidden="true" />
        <p>We could not find this checkout. If you paid, your tokens will still arrive.</p>
        <Links />
      </div>
    );
  }

  const { plan, status } = session.data;

  if (granted) {
    return (
      <div className="space-y-5 text-center">
        <CircleCheck className="mx-auto size-12 text-success-600" aria-hidden="true" />
        <div role="status" className="space-y-2">
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
              <span className="text-success-600">{after}</span> tokens
            </p>
          )}
        </div>
        <AfterPurchaseLinks />
      </div>
    );
  }

  if (status === 'expired') {
    return (
      <div role="alert" className="space-y-4 text-center">
        <TriangleAlert className="mx-auto size-10 text-warning-800" aria-hidden="true" />
        <p>This checkout expired before it was paid. Nothing was charged.</p>
        <ButtonLink to="/subscription">Back to plans</ButtonLink>
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

function Links() {
  return (
    <div className="flex flex-wrap justify-center gap-2">
      <ButtonLink to="/settings?section=tokens" variant="secondary">
        Settings
      </ButtonLink>
      <ButtonLink to="/subscription">Plans</ButtonLink>
    </div>
  );
}
