import { ImportPage } from '@/features/manager-import/components/import-page';

/** /manager/production-import: Production Import, inside the manager panel. */
export function ProductionImportRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <title>Production Import · Snapshot Studio</title>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Production Import</h1>
      <p className="mt-2 text-ink-muted">
        Move the catalogue between environments: export it here, import it there.
      </p>
      <div className="mt-6">
        <ImportPage />
      </div>
    </div>
  );
}
