import { ErrorLogsPage } from '@/features/manager-error-logs/components/error-logs-page';

/** /manager/error-logs: API faults and failed runs, grouped, inside the manager panel. */
export function ErrorLogsRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <title>Error Logs · Snapshot Studio</title>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Error Logs</h1>
      <p className="mt-2 text-ink-muted">
        Server errors and failed workflow runs, grouped by kind, with the request, the user and the
        stack.
      </p>
      <div className="mt-6">
        <ErrorLogsPage />
      </div>
    </div>
  );
}
