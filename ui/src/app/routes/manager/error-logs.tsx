import { ManagerPage } from '@/components/layouts/manager-page';
import { ErrorLogsPage } from '@/features/manager-error-logs/components/error-logs-page';

/** /manager/error-logs: API faults and failed runs, grouped, inside the manager panel. */
export function ErrorLogsRoute() {
  return (
    <ManagerPage
      title="Error Logs"
      intro="Server errors and failed workflow runs, grouped by kind, with the request, the user and the stack."
    >
      <ErrorLogsPage />
    </ManagerPage>
  );
}
