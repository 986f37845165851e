import { ManagerPage } from '@/components/layouts/manager-page';
import { ServerInfoPage } from '@/features/manager-server-info/components/server-info-page';

/** /manager/server-info: what runs and how it is doing, inside the manager panel. */
export function ServerInfoRoute() {
  return (
    <ManagerPage
      title="Server Information"
      intro="The running build, the health of the database, Temporal and the workers, storage and the last hour of runs."
    >
      <ServerInfoPage />
    </ManagerPage>
  );
}
