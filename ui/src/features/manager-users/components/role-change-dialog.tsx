import { type Role } from '@studio/api/contract/auth';
import { type ManagedUser } from '@studio/api/contract/manager-users';

import { ReasonDialog } from '@/components/ui/reason-dialog';
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
  const next: Role = user.role === 'manager' ? 'user' : 'manager';
  const promoting = next === 'manager';
  const nextName = ROLE_NAMES[next].toLowerCase();
  const change = useChangeRole(user.id);
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      action={change}
      send={(reason) => ({ role: next, reason })}
      title={`Make ${displayName(user)} a ${nextName}?`}
      description={
        promoting
          ? 'Managers reach the manager panel: every user, credit and run.'
          : 'They lose the manager panel at their next request.'
      }
      reasonPlaceholder={promoting ? 'e.g. Joined the support team' : 'e.g. Left the team'}
      failure="The role could not be changed. Please try again."
      keepLabel={`Keep ${ROLE_NAMES[user.role].toLowerCase()}`}
      confirmLabel={`Make ${nextName}`}
      confirmVariant={promoting ? 'primary' : 'danger'}
      done={() => ({ title: 'Role changed', description: `${user.email} is now a ${nextName}.` })}
    />
  );
}
