import { GitCompareArrows } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';

import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { LoadingSkeleton } from '@/components/ui/loading-skeleton';
import { useExecutionDetails } from '@/features/executions-console/api/get-execution-details';
import { ConsoleTabs } from '@/features/executions-console/components/console-tabs';
import { RunComparisonPage } from '@/features/executions-console/components/run-comparison/run-comparison-page';

/**
 * /manager/workflow-executions/compare?a=…&b=…: two runs side by side. Reached from the console
 * (two runs ticked) or from a run's replays; without two runs it says how to pick them.
 */
export function ExecutionCompareRoute() {
  const [params] = useSearchParams();
  const a = params.get('a') ?? '';
  const b = params.get('b') ?? '';
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <title>Compare runs · Workflow Executions · Snapshot Studio</title>
      <ConsoleTabs />
      <div className="mt-6">{a && b ? <Comparison a={a} b={b} /> : <PickTwoRuns />}</div>
    </div>
  );
}

function Comparison({ a, b }: { a: string; b: string }) {
  const first = useExecutionDetails(a);
  const second = useExecutionDetails(b);
  if (first.data && second.data) return <RunComparisonPage a={first.data} b={second.data} />;
  if (first.isError || second.isError) {
    return (
      <div className="mx-auto max-w-lg py-8">
        <h1 className="mb-4 text-2xl font-bold text-ink">Comparing two runs</h1>
        <FetchErrorAlert
          what="the two runs"
          onRetry={() => {
            void first.refetch();
            void second.refetch();
          }}
        />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Comparing two runs</h1>
      <LoadingSkeleton
        label="Loading the two runs"
        count={2}
        itemClassName="h-40"
        className="grid gap-4 sm:grid-cols-2"
      />
    </div>
  );
}

function PickTwoRuns() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-10 text-center">
      <GitCompareArrows className="size-10 text-brand-600" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold text-ink">Compare two runs</h1>
      <p className="mt-2 text-ink-muted">
        Tick two runs in the list and choose Compare, or open a replay and compare it with the run
        it replays.
      </p>
      <Link
        to="/manager/workflow-executions"
        className="mt-4 font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        Go to the runs
      </Link>
    </div>
  );
}
