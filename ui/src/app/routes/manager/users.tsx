import { ManagerPage } from '@/components/layouts/manager-page';
import { UsersPage } from '@/features/manager-users/components/users-page';

/** /manager: Users & Credits, inside the manager panel. */
export function ManagerUsersRoute() {
  return (
    <ManagerPage
      title="Users & Credits"
      intro="Find anyone, see their plan and balance, and act on their account with a reason."
    >
      <UsersPage />
    </ManagerPage>
  );
}
