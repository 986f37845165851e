import { type Role } from '@studio/api/contract/auth';
import { type ManagedUser } from '@studio/api/contract/manager-users';

import { Dialog } from '@/components/ui/dialog';
import { OperatorActionForm } from '@/components/ui/operator-action-form';
import { toast } from '@/lib/toast';
import { useChangeRole } from '../api/user-actions';
import { displayName, ROLE_NAMES } from '../model/user-format';

/**
 * Makes a creator a manager, or a manager a creator, with a reason. The server has the last word:
 * it refuses to demote the last manager or oneself (409), and its sentence is shown as it is.
 */
export function RoleChangeDialog({
  user,
  open,
  onOpenChange,
}: {
  user: ManagedUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const change = useChangeRole(user.id);
  const next: Role = user.role === 'manager' ? 'user' : 'manager';

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) change.reset();
        onOpenChange(isOpen);
      }}
      dismissible={!change.isPending}
      title={`Make ${displayName(user)} a ${ROLE_NAMES[next].toLowerCase()}?`}
      description={
        next === 'manager'
          ? 'Managers reach the manager panel: every user, credit and run.'
          : 'They lose the manager panel at their next request.'
      }
    >
      <OperatorActionForm
        reasonPlaceholder={
          next === 'manager' ? 'e.g. Joined the support team' : 'e.g. Left the team'
        }
        action={change}
        failure="The role could not be changed. Please try again."
        keepLabel={`Keep ${ROLE_NAMES[user.role].toLowerCase()}`}
        confirmLabel={`Make ${ROLE_NAMES[next].toLowerCase()}`}
        confirmVariant={next === 'manager' ? 'primary' : 'danger'}
        onKeep={() => onOpenChange(false)}
        onConfirm={(reason) =>
          change.mutate(
            { role: next, reason },
            {
              onSuccess: () => {
                toast({
                  title: 'Role changed',
                  description: `${user.email} is now a ${ROLE_NAMES[next].toLowerCase()}.`,
                  variant: 'success',
                });
                onOpenChange(false);
              },
            },
          )
        }
      />
    </Dialog>
  );
}
