import { UsersPage } from '@/features/manager-users/components/users-page';

/** /manager: Users & Credits, inside the manager panel. */
export function ManagerUsersRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <title>Users & Credits · Snapshot Studio</title>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Users & Credits</h1>
      <p className="mt-2 text-ink-muted">
        Find anyone, see their plan and balance, and act on their account with a reason.
      </p>
      <div className="mt-6">
        <UsersPage />
      </div>
    </div>
  );
}
