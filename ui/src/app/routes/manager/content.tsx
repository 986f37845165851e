import { ManagerPage } from '@/components/layouts/manager-page';
import { ContentPage } from '@/features/manager-content/components/content-page';

/** /manager/content: Content Management, inside the manager panel. */
export function ManagerContentRoute() {
  return (
    <ManagerPage
      title="Content Management"
      intro="Everything creators have made: find it, look into what was rated Bad, and remove what breaks the terms, with a reason."
    >
      <ContentPage />
    </ManagerPage>
  );
}
