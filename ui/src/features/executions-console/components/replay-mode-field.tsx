import { type ReplayRequest } from '@studio/api/contract/executions';

import { RadioChoice } from './radio-choice';

type Mode = ReplayRequest['mode'];

/** Where a replay starts: every step again, or the failed step with what came before reused. */
export function ReplayModeField({
  mode,
  onChange,
  failedStepHint,
  failedStepDisabled = false,
}: {
  mode: Mode;
  onChange: (mode: Mode) => void;
  /** What "from the failed step" does for these runs (or why it cannot). */
  failedStepHint: string;
  failedStepDisabled?: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">Start from</legend>
      <div className="mt-2 space-y-2">
        <RadioChoice
          name="mode"
          checked={mode === 'start'}
          onChange={() => onChange('start')}
          label="From the start"
          hint="Every step runs again."
        />
        <RadioChoice
          name="mode"
          checked={mode === 'failed-step'}
          onChange={() => onChange('failed-step')}
          disabled={failedStepDisabled}
          label="From the failed step"
          hint={failedStepHint}
        />
      </div>
    </fieldset>
  );
}
