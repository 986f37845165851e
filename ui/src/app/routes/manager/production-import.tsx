import { ManagerPage } from '@/components/layouts/manager-page';
import { ImportPage } from '@/features/manager-import/components/import-page';

/** /manager/production-import: Production Import, inside the manager panel. */
export function ProductionImportRoute() {
  return (
    <ManagerPage
      title="Production Import"
      intro="Move the catalogue between environments: export it here, import it there."
    >
      <ImportPage />
    </ManagerPage>
  );
}
