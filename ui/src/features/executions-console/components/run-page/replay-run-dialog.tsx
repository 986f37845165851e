import { type ExecutionDetails } from '@studio/api/contract/execution-details';
import { type ReplayRequest } from '@studio/api/contract/executions';
import { nodeType } from '@studio/workflows/graph/node-catalogue';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { ReasonDialog } from '@/components/ui/reason-dialog';
import { inputClass } from '@/components/ui/text-field';
import { useReplayRun, useReplayVersions } from '../../api/run-actions';
import { RadioChoice } from '../radio-choice';
import { ReplayModeField } from '../replay-mode-field';
import { runPath } from './run-format';

type Mode = ReplayRequest['mode'];
type Rule = 'pinned' | 'latest' | 'chosen';

type ReplayRunDialogProps = {
  details: ExecutionDetails;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Why a run cannot be replayed from its failed step, or null when it can: it must have failed at
 * a step, on a published version (the replay takes over what the steps before it made, so it
 * runs on that same version), after some step other than the run's inputs had made something —
 * when the first step failed there is nothing to reuse, and the replay is one from the start.
 */
export function whyNotFromFailedStep(details: ExecutionDetails): string | null {
  const { run } = details;
  if (run.status !== 'failed' || !run.error?.nodeId || run.version === null) {
    return 'Only for a run that failed at a step of a published version.';
  }
  const madeSomething = details.nodes.some(
    (node) => node.status === 'succeeded' && nodeType(node.type)?.category !== 'input',
  );
  return madeSomething ? null : 'The first step failed: nothing before it to reuse.';
}

/**
 * Running a failed or cancelled run again: from the start or from the failed step, on the
 * version it had, the latest or a chosen one, for a reason. The dialog names the version number
 * that will run before anything starts; the new run's page opens once it has.
 */
export function ReplayRunDialog({ details, open, onOpenChange }: ReplayRunDialogProps) {
  const { run } = details;
  const navigate = useNavigate();
  const replay = useReplayRun(run.id);
  const versions = useReplayVersions(run.workflow?.id ?? null);
  const notFromFailedStep = whyNotFromFailedStep(details);
  const [mode, setMode] = useState<Mode>('start');
  const [rule, setRule] = useState<Rule>('pinned');
  const [chosen, setChosen] = useState<number | null>(null);
  const ids = { chosen: useId(), note: useId() };

  // Without its workflow (gone), only the run's own version can run.
  const listed = run.workflow !== null;
  const pinned = run.version;
  const latest = versions.data?.[0]?.version ?? null;
  const picked = chosen ?? latest;
  const effectiveRule: Rule = mode === 'failed-step' ? 'pinned' : rule;
  const runs = effectiveRule === 'pinned' ? pinned : effectiveRule === 'latest' ? latest : picked;
  const failedStep = run.error?.nodeId
    ? (details.nodes.find((n) => n.id === run.error?.nodeId)?.label ?? run.error.nodeId)
    : null;

  const sentence = (() => {
    if (runs === null) {
      if (versions.isFetching) return 'Finding the versions…';
      return effectiveRule === 'latest'
        ? 'Runs the latest version (the list of versions could not be loaded).'
        : 'Choose a version to run.';
    }
    const which =
      runs === latest && runs === pinned
        ? 'the one this run had, and the latest'
        : runs === latest
          ? 'the latest'
          : runs === pinned
            ? 'the one this run had'
            : null;
    return `Runs version ${runs}${which ? ` (${which})` : ''}`;
  })();
  // The dialog names the version before anything starts; a chosen one must be known.
  const cannotStart =
    (effectiveRule === 'latest' && versions.isFetching && latest === null) ||
    (effectiveRule === 'chosen' && picked === null);

  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      action={replay}
      send={(reason): ReplayRequest => ({
        mode,
        version: effectiveRule === 'chosen' ? picked! : effectiveRule,
        reason,
      })}
      title="Replay this run"
      description="The same inputs run again as a new run linked to this one, free for the creator."
      reasonPlaceholder="e.g. The provider is back up"
      failure="The replay could not be started. Please try again."
      keepLabel="Cancel"
      confirmLabel="Start replay"
      confirmDisabled={cannotStart}
      confirmDescribedBy={ids.note}
      done={(started) => ({
        title: 'Replay started',
        description: `Version ${started.version} runs again as a new run, paid by the platform.`,
      })}
      onDone={(started) => void navigate(runPath(started.executionId))}
    >
      <ReplayModeField
        mode={mode}
        onChange={setMode}
        failedStepDisabled={notFromFailedStep !== null}
        failedStepHint={
          notFromFailedStep ??
          `The steps before ${failedStep} are not run again: what they made is reused.`
        }
      />

      <fieldset disabled={mode === 'failed-step'}>
        <legend className="text-sm font-medium text-ink">Version</legend>
        {mode === 'failed-step' ? (
          <p className="mt-1 text-xs text-ink-muted">
            {`A replay from the failed step runs on the version the run had${pinned ? ` (v${pinned})` : ''}.`}
          </p>
        ) : null}
        <div className="mt-2 space-y-2">
          <RadioChoice
            name="version"
            checked={effectiveRule === 'pinned'}
            onChange={() => setRule('pinned')}
            label="The version this run had"
            hint={pinned ? `Version ${pinned}` : undefined}
          />
          <RadioChoice
            name="version"
            checked={effectiveRule === 'latest'}
            onChange={() => setRule('latest')}
            disabled={!listed}
            label="The latest version"
            hint={latest ? `Version ${latest}` : undefined}
          />
          <RadioChoice
            name="version"
            checked={effectiveRule === 'chosen'}
            onChange={() => setRule('chosen')}
            disabled={!listed}
            label="Another version"
          />
          {effectiveRule === 'chosen' ? (
            <div className="pl-7">
              <label htmlFor={ids.chosen} className="text-sm font-medium text-ink">
                Version to run
              </label>
              <select
                id={ids.chosen}
                className={`mt-1 ${inputClass}`}
                value={picked ?? ''}
                disabled={!versions.data}
                onChange={(event) => setChosen(Number(event.target.value))}
              >
                {(versions.data ?? []).map((v) => (
                  <option key={v.version} value={v.version}>
                    {`Version ${v.version}${v.note ? ` · ${v.note}` : ''}`}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
        {versions.isError ? (
          <p className="mt-2 text-xs text-danger-700">
            The workflow’s versions could not be loaded.{' '}
            <button
              type="button"
              className="font-semibold underline"
              onClick={() => void versions.refetch()}
            >
              Try again
            </button>
          </p>
        ) : null}
      </fieldset>

      <p
        id={ids.note}
        aria-live="polite"
        className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900"
      >
        {sentence}
      </p>
    </ReasonDialog>
  );
}
