import { type TestRunSummary } from '@studio/api/contract/workflow-tests';
import { ExternalLink, FlaskConical, StepForward } from 'lucide-react';
import { Link } from 'react-router-dom';

import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { LoadingSkeleton } from '@/components/ui/loading-skeleton';
import { useTestRuns } from '../api/test-runs';
import { thumbnailUrl } from '../model/run-decorations';

const STATUS_WORD: Record<TestRunSummary['status'], string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Finished',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const STATUS_TONE: Record<TestRunSummary['status'], string> = {
  queued: 'text-ink-muted',
  running: 'text-brand-700',
  succeeded: 'text-success-700',
  failed: 'text-danger-700',
  cancelled: 'text-ink-muted',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * The workflow's last test runs (kept on the server with their files): each opens its steps and
 * outputs on the canvas, and links to its run page in the console.
 */
export function RecentTestRuns({
  workflowId,
  openId,
  onOpen,
  stepName,
}: {
  workflowId: string;
  /** The run open on the canvas. */
  openId: string | null;
  onOpen: (executionId: string) => void;
  /** What a step is called on the canvas, for a one-step run. */
  stepName: (nodeId: string) => string;
}) {
  const runs = useTestRuns(workflowId);
  return (
    <section aria-labelledby="recent-test-runs" className="space-y-2">
      <h2 id="recent-test-runs" className="text-sm font-semibold text-ink">
        Last test runs
      </h2>
      {runs.isPending ? (
        <LoadingSkeleton label="Loading the last test runs" count={3} itemClassName="h-14" />
      ) : runs.isError ? (
        <FetchErrorAlert what="the last test runs" onRetry={() => void runs.refetch()} />
      ) : runs.data.runs.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No test runs yet. Each one stays listed here, with what it made.
        </p>
      ) : (
        <ul className="space-y-1.5" data-testid="recent-test-runs">
          {runs.data.runs.map((run) => (
            <li
              key={run.id}
              className={`flex items-center gap-2 rounded-lg border p-1.5 ${
                run.id === openId ? 'border-brand-600 bg-brand-50' : 'border-line'
              }`}
            >
              <button
                type="button"
                onClick={() => onOpen(run.id)}
                aria-current={run.id === openId ? 'true' : undefined}
                className="flex min-w-0 flex-1 items-center gap-2 rounded-md text-left"
              >
                {run.imageKey ? (
                  <img
                    src={thumbnailUrl(run.imageKey)}
                    alt=""
                    className="size-10 shrink-0 rounded-md border border-line bg-surface-muted object-contain"
                  />
                ) : (
                  <span className="grid size-10 shrink-0 place-items-center rounded-md bg-surface-muted text-ink-muted">
                    <FlaskConical className="size-4" aria-hidden="true" />
                  </span>
                )}
                <span className="min-w-0 text-sm">
                  <span className="flex items-center gap-1 truncate font-medium text-ink">
                    {run.step ? (
                      <>
                        <StepForward className="size-3.5 shrink-0" aria-hidden="true" />
                        <span className="truncate">{stepName(run.step)} alone</span>
                      </>
                    ) : (
                      'Whole workflow'
                    )}
                  </span>
                  <span className="block text-xs">
                    <span className={STATUS_TONE[run.status]}>{STATUS_WORD[run.status]}</span>
                    <span className="text-ink-muted">
                      {' · '}
                      <time dateTime={run.createdAt}>{when(run.createdAt)}</time>
                    </span>
                  </span>
                </span>
              </button>
              <Link
                to={`/manager/workflow-executions/${run.id}`}
                className="rounded-md p-1.5 text-ink-muted hover:bg-surface-muted hover:text-ink"
                aria-label={`Run page of the test run of ${when(run.createdAt)}`}
              >
                <ExternalLink className="size-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
