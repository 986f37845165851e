import { type Plan } from '@studio/api/contract/billing';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { type Subscription } from '@/features/credits/api/get-subscription';
import { useOpenPortal } from '@/features/credits/api/open-portal';
import { ChangePlanDialog } from '@/features/credits/components/change-plan-dialog';
import { useGoTo } from '@/hooks/use-go-to';

/**
 * A plan card's "Switch to …" for someone already subscribed: a second checkout would start a
 * second subscription, so the change goes through Stripe's portal, or the local plan dialog.
 */
export function SwitchPlanButton({ plan, current }: { plan: Plan; current: Subscription }) {
  const goTo = useGoTo();
  const portal = useOpenPortal({ onOpened: goTo });
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        className="w-full"
        isLoading={portal.isPending}
        onClick={() =>
          current.provider === 'stripe' ? portal.mutate('subscription_update') : setOpen(true)
        }
      >
        Switch to {plan.name}
      </Button>
      {current.provider === 'stripe' ? null : (
        <ChangePlanDialog
          open={open}
          onOpenChange={setOpen}
          current={current}
          initialPlanId={plan.id}
        />
      )}
    </>
  );
}
