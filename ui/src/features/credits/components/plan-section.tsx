import { CreditCard, ExternalLink } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { type Subscription, useSubscription } from '@/features/credits/api/get-subscription';
import { useLocalSubscriptionAction } from '@/features/credits/api/manage-local-subscription';
import { useOpenPortal } from '@/features/credits/api/open-portal';
import { CancelPlanDialog } from '@/features/credits/components/cancel-plan-dialog';
import { CardDialog } from '@/features/credits/components/card-dialog';
import { ChangePlanDialog } from '@/features/credits/components/change-plan-dialog';
import { InvoiceList } from '@/features/credits/components/invoice-list';
import { PlanFacts } from '@/features/credits/components/plan-facts';
import { formatDate } from '@/features/credits/lib/format';
import { useGoTo } from '@/hooks/use-go-to';
import { toast } from '@/lib/toast';

/**
 * Settings' plan section: the plan, change it, cancel at the period's end or resume, the card and
 * the invoices. A Stripe subscription's changes open Stripe's customer portal at the matching
 * task; a local test checkout's open this app's own dialogs.
 */
export function PlanSection() {
  const subscription = useSubscription();
  return (
    <div className="space-y-6">
      {subscription.isPending ? (
        <p className="text-sm">Loading your plan…</p>
      ) : subscription.isError ? (
        <FetchErrorAlert what="your plan" onRetry={() => void subscription.refetch()} />
      ) : !subscription.data || subscription.data.status === 'canceled' ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">
            {subscription.data
              ? `Your ${subscription.data.plan.name} plan has ended.`
              : 'You have no plan yet.'}{' '}
            A plan adds tokens to your balance every month.
          </p>
          <ButtonLink to="/subscription" size="sm">
            Choose a plan
          </ButtonLink>
        </div>
      ) : (
        <LivePlan current={subscription.data} />
      )}
      <div>
        <h3 className="mb-2 text-sm font-semibold text-ink">Invoices</h3>
        <InvoiceList />
      </div>
    </div>
  );
}

type LocalDialog = 'change' | 'cancel' | 'card' | null;

function LivePlan({ current }: { current: Subscription }) {
  const goTo = useGoTo();
  const portal = useOpenPortal({ onOpened: goTo });
  const resume = useLocalSubscriptionAction('resume');
  const [dialog, setDialog] = useState<LocalDialog>(null);
  const viaStripe = current.provider === 'stripe';
  const periodEnd = formatDate(current.currentPeriodEnd);
  const busy = portal.isPending || resume.isPending;

  const onResume = () => {
    if (viaStripe) return portal.mutate('home');
    resume.mutate(
      { type: 'resume' },
      {
        onSuccess: () =>
          toast({
            title: 'Plan resumed',
            description: `It renews on ${periodEnd}.`,
            variant: 'success',
          }),
      },
    );
  };

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-line bg-surface-muted p-4">
        <div className="min-w-0 text-sm">
          <PlanFacts current={current} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => (viaStripe ? portal.mutate('subscription_update') : setDialog('change'))}
          >
            Change plan
          </Button>
          {current.cancelAtPeriodEnd ? (
            <Button size="sm" isLoading={resume.isPending} disabled={busy} onClick={onResume}>
              Resume plan
            </Button>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() =>
                viaStripe ? portal.mutate('subscription_cancel') : setDialog('cancel')
              }
            >
              Cancel plan
            </Button>
          )}
        </div>
      </div>

      <div>
        <h3 className="mb-2 text-sm font-semibold text-ink">Payment method</h3>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm" data-testid="payment-method">
            <CreditCard className="size-5 text-ink-muted" aria-hidden="true" />
            {viaStripe
              ? 'Your card is kept by Stripe.'
              : current.card
                ? `${current.card.brand} ending in ${current.card.last4}, expires ${String(current.card.expMonth).padStart(2, '0')}/${current.card.expYear}`
                : 'No card on file: the test checkout takes none.'}
          </p>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => (viaStripe ? portal.mutate('payment_method_update') : setDialog('card'))}
          >
            {viaStripe || current.card ? 'Update card' : 'Add a card'}
          </Button>
        </div>
        {viaStripe ? (
          <Button
            size="sm"
            variant="ghost"
            className="mt-2 -ml-3"
            isLoading={portal.isPending}
            onClick={() => portal.mutate('home')}
          >
            Open the billing portal
            <ExternalLink className="size-4" aria-hidden="true" />
          </Button>
        ) : (
          <p className="mt-2 text-xs">Paid with the test checkout: no real payment is taken.</p>
        )}
      </div>

      {viaStripe ? null : (
        <>
          <ChangePlanDialog
            open={dialog === 'change'}
            onOpenChange={(open) => setDialog(open ? 'change' : null)}
            current={current}
          />
          <CancelPlanDialog
            open={dialog === 'cancel'}
            onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
            current={current}
          />
          <CardDialog
            open={dialog === 'card'}
            onOpenChange={(open) => setDialog(open ? 'card' : null)}
          />
        </>
      )}
    </>
  );
}
