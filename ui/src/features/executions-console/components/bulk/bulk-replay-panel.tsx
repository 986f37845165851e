import { type BulkReplayView } from '@studio/api/contract/executions';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { FormAlert } from '@/components/ui/form-alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ApiError } from '@/lib/api-client';
import { useBulkReplay } from '../../api/bulk-replay';
import { bulkReplayProgress, versionRuleText } from '../../model/bulk-replay-progress';
import { runCount } from '../../model/bulk-selection';
import { MODE_LABELS } from '../run-page/run-format';
import { StopBulkReplayDialog } from './stop-bulk-replay-dialog';

type BulkReplayPanelProps = {
  jobId: string;
  /** Closes the panel (the job goes on if it runs). */
  onClose: () => void;
};

/**
 * A bulk replay followed on the console: how far it is (a bar, and its counts in words), how it
 * was asked for, and Stop while it runs. It reads the job every second until it ends.
 */
export function BulkReplayPanel({ jobId, onClose }: BulkReplayPanelProps) {
  const job = useBulkReplay(jobId);
  const headingId = useId();
  const [stopping, setStopping] = useState(false);
  const running = job.data?.status === 'running';

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-card border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          Bulk replay
        </h2>
        <div className="flex flex-wrap gap-2">
          {running ? (
            <Button variant="danger" size="sm" onClick={() => setStopping(true)}>
              Stop
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={onClose}>
            {running ? 'Hide' : 'Close'}
          </Button>
        </div>
      </div>
      {job.data ? (
        <Progress view={job.data} />
      ) : job.error instanceof ApiError && [400, 404].includes(job.error.status) ? (
        <FormAlert tone="error">No bulk replay with this id exists.</FormAlert>
      ) : job.isError ? (
        <FetchErrorAlert what="the bulk replay" onRetry={() => void job.refetch()} />
      ) : (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading the bulk replay"
          className="space-y-2"
        >
          <div className="h-4 w-1/2 animate-pulse rounded bg-surface-muted" />
          <div className="h-2 animate-pulse rounded-full bg-surface-muted" />
        </div>
      )}
      {/* Mounted while open only: each opening starts from an empty reason. */}
      {stopping ? (
        <StopBulkReplayDialog
          jobId={jobId}
          open
          onOpenChange={(shown) => {
            if (!shown) setStopping(false);
          }}
        />
      ) : null}
    </section>
  );
}

function Progress({ view }: { view: BulkReplayView }) {
  const { percent, headline, tone } = bulkReplayProgress(view);
  const counts = [
    `${view.started.toLocaleString('en')} started`,
    `${view.succeeded.toLocaleString('en')} succeeded`,
    `${view.failed.toLocaleString('en')} failed`,
    `${view.skipped.toLocaleString('en')} skipped`,
  ];
  return (
    <>
      {/* Only the headline is announced: the counts change every second while it runs. */}
      <p className="text-sm font-semibold text-ink" aria-live="polite">
        {headline}
      </p>
      <ProgressBar
        label="Bulk replay progress"
        value={percent}
        fill={Math.max(percent, 2)}
        tone={tone}
        ended={view.status !== 'running'}
      />
      <p className="text-sm text-ink">{`Of ${runCount(view.total)}: ${counts.join(' · ')}`}</p>
      <p className="text-xs break-words text-ink-muted">
        {`${MODE_LABELS[view.mode]}, on ${versionRuleText(view.version)} · by ${view.actor.email} · Reason: ${view.reason}`}
      </p>
    </>
  );
}
