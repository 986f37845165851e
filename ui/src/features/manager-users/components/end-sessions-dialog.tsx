import { type ManagedUser } from '@studio/api/contract/manager-users';

import { Dialog } from '@/components/ui/dialog';
import { OperatorActionForm } from '@/components/ui/operator-action-form';
import { toast } from '@/lib/toast';
import { useEndSessions } from '../api/user-actions';
import { displayName } from '../model/user-format';

/** Signs a user out on every device, with the reason the audit log keeps. */
export function EndSessionsDialog({
  user,
  open,
  onOpenChange,
}: {
  user: ManagedUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const end = useEndSessions(user.id);
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) end.reset();
        onOpenChange(isOpen);
      }}
      dismissible={!end.isPending}
      title={`Sign ${displayName(user)} out everywhere?`}
      description="Every session ends at once: their next request asks them to sign in again."
    >
      <OperatorActionForm
        reasonPlaceholder="e.g. The account was shared"
        action={end}
        failure="The sessions could not be ended. Please try again."
        keepLabel="Keep signed in"
        confirmLabel="End all sessions"
        confirmVariant="danger"
        onKeep={() => onOpenChange(false)}
        onConfirm={(reason) =>
          end.mutate(reason, {
            onSuccess: ({ ended }) => {
              toast({
                title: 'Sessions ended',
                description: `${ended} ${ended === 1 ? 'session' : 'sessions'} of ${user.email} ended.`,
                variant: 'success',
              });
              onOpenChange(false);
            },
          })
        }
      />
    </Dialog>
  );
}
