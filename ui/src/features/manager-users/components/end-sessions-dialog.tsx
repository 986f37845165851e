import { type ManagedUser } from '@studio/api/contract/manager-users';

import { ReasonDialog } from '@/components/ui/reason-dialog';
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
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      action={end}
      send={(reason) => reason}
      title={`Sign ${displayName(user)} out everywhere?`}
      description="Every session ends at once: their next request asks them to sign in again."
      reasonPlaceholder="e.g. The account was shared"
      failure="The sessions could not be ended. Please try again."
      keepLabel="Keep signed in"
      confirmLabel="End all sessions"
      confirmVariant="danger"
      done={({ ended }) => ({
        title: 'Sessions ended',
        description: `${ended} ${ended === 1 ? 'session' : 'sessions'} of ${user.email} ended.`,
      })}
    />
  );
}
