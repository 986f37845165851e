import { type BulkReplayRequest } from '@studio/api/contract/executions';
import { useId, useState } from 'react';

import { ReasonDialog } from '@/components/ui/reason-dialog';
import { useBulkPreview } from '../../api/bulk-preview';
import { useStartBulkReplay } from '../../api/bulk-replay';
import { type ConsoleFilters, consoleFilters } from '../../model/console-filters';
import { type BulkScope, bulkSelection, runCount } from '../../model/bulk-selection';
import { RadioChoice } from '../radio-choice';
import { ReplayModeField } from '../replay-mode-field';
import { BulkPreviewState, CountNote } from './bulk-preview-state';
import { BulkScopeField } from './bulk-scope-field';

type Mode = BulkReplayRequest['mode'];
type Rule = 'pinned' | 'latest';

type BulkReplayDialogProps = {
  selectedIds: readonly string[];
  filters: ConsoleFilters;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The job started: the console follows it. */
  onStarted: (jobId: string) => void;
};

/**
 * Replaying many failed or cancelled runs as one job: the server counts them first (and those
 * that already have a replay, skipped unless the operator asks), then the operator picks where
 * each starts, which version runs, and says why. A chosen version number has no place here (the
 * runs may be of many workflows): each runs on its own version or its workflow's latest.
 */
export function BulkReplayDialog({
  selectedIds,
  filters,
  open,
  onOpenChange,
  onStarted,
}: BulkReplayDialogProps) {
  const [scope, setScope] = useState<BulkScope>(selectedIds.length > 0 ? 'selected' : 'filter');
  const [mode, setMode] = useState<Mode>('start');
  const [rule, setRule] = useState<Rule>('pinned');
  const [includeReplayed, setIncludeReplayed] = useState(false);
  const noteId = useId();
  const selection = bulkSelection(scope, selectedIds, filters);
  const preview = useBulkPreview(selection);
  const start = useStartBulkReplay();

  // From the failed step, a replay reuses what the steps before it made: on their version only.
  const version: Rule = mode === 'failed-step' ? 'pinned' : rule;
  const count = preview.data
    ? preview.data.replayable + (includeReplayed ? preview.data.alreadyReplayed : 0)
    : 0;

  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      action={start}
      send={(reason) => ({ ...selection, mode, version, reason, includeReplayed })}
      title="Replay runs"
      description="Each failed or cancelled run runs again as a new run linked to it, free for its creator. Test runs, and runs that are queued, running or succeeded, are left alone."
      reasonPlaceholder="e.g. The provider is back up"
      failure="The bulk replay could not be started. Please try again."
      keepLabel="Cancel"
      confirmLabel="Start bulk replay"
      confirmDisabled={count === 0}
      confirmDescribedBy={preview.data ? noteId : undefined}
      done={(started) => ({
        title: 'Bulk replay started',
        description: `Replaying ${runCount(started.count)} as new runs, paid by the platform.`,
      })}
      onDone={(started) => onStarted(started.jobId)}
    >
      <BulkScopeField
        scope={scope}
        onChange={(next) => {
          setScope(next);
          setIncludeReplayed(false);
          // A refusal was of the other runs.
          start.reset();
        }}
        selectedCount={selectedIds.length}
        filtered={consoleFilters.isFiltered(filters)}
      />
      <BulkPreviewState preview={preview}>
        {(counts) => (
          <>
            <CountNote>
              <span id={noteId}>
                {count > 0 ? `Replays ${runCount(count)}` : 'Nothing to replay'}
              </span>
            </CountNote>
            {counts.alreadyReplayed > 0 ? (
              <div className="space-y-1 text-sm">
                <p className="text-ink">
                  {`${runCount(counts.alreadyReplayed)} already ${counts.alreadyReplayed === 1 ? 'has' : 'have'} a replay — ${includeReplayed ? 'replayed again' : 'skipped'}`}
                </p>
                <label className="flex cursor-pointer items-center gap-2 text-ink">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={includeReplayed}
                    onChange={(event) => setIncludeReplayed(event.target.checked)}
                  />
                  Replay those too
                </label>
              </div>
            ) : null}
          </>
        )}
      </BulkPreviewState>

      <ReplayModeField
        mode={mode}
        onChange={setMode}
        failedStepHint="The steps before it are not run again: what they made is reused. Runs that did not fail at a step of a published version are skipped."
      />

      <fieldset disabled={mode === 'failed-step'}>
        <legend className="text-sm font-medium text-ink">Version</legend>
        {mode === 'failed-step' ? (
          <p className="mt-1 text-xs text-ink-muted">
            A replay from the failed step runs on the version each run had (pinned) only.
          </p>
        ) : null}
        <div className="mt-2 space-y-2">
          <RadioChoice
            name="version"
            checked={version === 'pinned'}
            onChange={() => setRule('pinned')}
            label="The version each run had"
          />
          <RadioChoice
            name="version"
            checked={version === 'latest'}
            onChange={() => setRule('latest')}
            label="The latest version of each workflow"
          />
        </div>
      </fieldset>
    </ReasonDialog>
  );
}
