import { AuditLog } from '@/features/executions-console/components/audit-log/audit-log';
import { ConsoleTabs } from '@/features/executions-console/components/console-tabs';

/** /manager/workflow-executions/audit-log: what operators did and why, inside the manager panel. */
export function AuditLogRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <title>Audit log · Workflow Executions · Snapshot Studio</title>
      <ConsoleTabs />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink">Audit log</h1>
      <p className="mt-2 text-ink-muted">
        Every operator’s cancel, replay and account change, with who, when and why.
      </p>
      <div className="mt-6">
        <AuditLog />
      </div>
    </div>
  );
}
