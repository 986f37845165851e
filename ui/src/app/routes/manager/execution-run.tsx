import { useParams } from 'react-router-dom';

import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { useExecutionDetails } from '@/features/executions-console/api/get-execution-details';
import {
  ExecutionRunPage,
  RunPageSkeleton,
} from '@/features/executions-console/components/run-page/execution-run-page';
import { RunGraph } from '@/features/workflow-editor/components/run-graph';
import { ApiError } from '@/lib/api-client';
import { NotFoundRoute } from '../not-found';

/**
 * /manager/workflow-executions/:id: one run's page, inside the manager panel. The console draws
 * the page; the editor's read-only canvas draws the graph in the slot it leaves (features do not
 * import each other, so they meet here).
 */
export function ExecutionRunRoute() {
  const { id = '' } = useParams();
  const details = useExecutionDetails(id);

  if (
    !details.data &&
    details.error instanceof ApiError &&
    [400, 404].includes(details.error.status)
  ) {
    return <NotFoundRoute />;
  }
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <title>{`Run ${id.slice(0, 8)} · Workflow Executions · Snapshot Studio`}</title>
      {details.data ? (
        // Keyed by run: a replay's page opened from here starts afresh (canvas, dialogs).
        <ExecutionRunPage
          key={id}
          details={details.data}
          renderGraph={(run) => (
            <RunGraph graph={run.graph} nodes={run.nodes} reusedNodes={run.reusedNodes} />
          )}
        />
      ) : details.isError ? (
        <div className="mx-auto max-w-lg py-8">
          <FetchErrorAlert what="the run" onRetry={() => void details.refetch()} />
        </div>
      ) : (
        <RunPageSkeleton />
      )}
    </div>
  );
}
