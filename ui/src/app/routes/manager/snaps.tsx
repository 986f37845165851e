import { ManagerPage } from '@/components/layouts/manager-page';
import { SnapsPage } from '@/features/manager-snaps/components/snaps-page';

/** /manager/snaps: every snap, its pin and its figures; create and change them. */
export function ManagerSnapsRoute() {
  return (
    <ManagerPage
      title="Snaps"
      intro="The snaps creators run: their category, the workflow version they are pinned to, what a run costs and how they did over the last 30 days."
    >
      <SnapsPage />
    </ManagerPage>
  );
}
