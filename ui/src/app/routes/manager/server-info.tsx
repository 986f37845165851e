import { ServerInfoPage } from '@/features/manager-server-info/components/server-info-page';

/** /manager/server-info: what runs and how it is doing, inside the manager panel. */
export function ServerInfoRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <title>Server Information · Snapshot Studio</title>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Server Information</h1>
      <p className="mt-2 text-ink-muted">
        The running build, the health of the database, Temporal and the workers, storage and the
        last hour of runs.
      </p>
      <div className="mt-6">
        <ServerInfoPage />
      </div>
    </div>
  );
}
