import { ConsoleTabs } from '@/features/executions-console/components/console-tabs';
import { ExecutionsConsole } from '@/features/executions-console/components/executions-console';

/** /manager/workflow-executions: the operators' console, inside the manager panel. */
export function ExecutionsRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <title>Workflow Executions · Snapshot Studio</title>
      <ConsoleTabs />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink">Workflow Executions</h1>
      <p className="mt-2 text-ink-muted">
        Every run, live: find one, see what each step did, cancel or replay.
      </p>
      <div className="mt-6">
        <ExecutionsConsole />
      </div>
    </div>
  );
}
