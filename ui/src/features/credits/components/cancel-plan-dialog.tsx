import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { type Subscription } from '@/features/credits/api/get-subscription';
import { useLocalSubscriptionAction } from '@/features/credits/api/manage-local-subscription';
import { formatDate } from '@/features/credits/lib/format';
import { toast } from '@/lib/toast';

/** The local checkout's cancellation: at the period's end, undoable until then. */
export function CancelPlanDialog({
  open,
  onOpenChange,
  current,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: Subscription;
}) {
  const cancel = useLocalSubscriptionAction('cancel');
  const end = formatDate(current.currentPeriodEnd) || 'the end of this month';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel your ${current.plan.name} plan?`}
      description={`It stays active until ${end}: your tokens are yours to use, and no more payments are taken. You can resume it any time before then.`}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Keep my plan
        </Button>
        <Button
          variant="danger"
          isLoading={cancel.isPending}
          onClick={() =>
            cancel.mutate(
              { type: 'cancel' },
              {
                onSuccess: () => {
                  toast({ title: 'Plan cancelled', description: `It ends on ${end}.` });
                  onOpenChange(false);
                },
              },
            )
          }
        >
          Cancel plan
        </Button>
      </div>
    </Dialog>
  );
}
