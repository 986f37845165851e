import { type ExecutionView, type NodeStateView } from '@studio/api/contract/executions';
import {
  CircleAlert,
  CircleCheck,
  CircleDashed,
  CircleX,
  LoaderCircle,
  MinusCircle,
} from 'lucide-react';
import { useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useExecutionProgress } from '@/hooks/use-execution-progress';
import { fidelitySummary } from '@/lib/product-fidelity';
import {
  describeRunFailure,
  progressPercent,
  stepStateLabel,
} from '@/features/create-content/lib/run-outcome';

type RunProgressProps = {
  executionId: string;
  snapName: string;
  /** Tokens were reserved, charged or given back: the balance is out of date. */
  onCreditsChanged: () => void;
  onSucceeded: (view: ExecutionView) => void;
  onRetry: () => void;
  onStartOver: () => void;
};

/**
 * A run as it happens: a progress bar and every workflow step with its state, live from the
 * execution's event stream. Success hands over to `onSucceeded`; failure says what happened and
 * that the tokens came back.
 */
export function RunProgress({
  executionId,
  snapName,
  onCreditsChanged,
  onSucceeded,
  onRetry,
  onStartOver,
}: RunProgressProps) {
  const { view, reconnecting } = useExecutionProgress(executionId);
  const percent = progressPercent(view);
  const status = view?.status ?? 'queued';
  const reported = useRef({ reserved: false, ended: false });

  // The balance moves twice: when the tokens are held, and when the run ends (kept or refunded).
  useEffect(() => {
    if (!view) return;
    if (!reported.current.reserved && view.tokensReserved > 0) {
      reported.current.reserved = true;
      onCreditsChanged();
    }
    if (
      !reported.current.ended &&
      (view.status === 'succeeded' || view.status === 'failed' || view.status === 'cancelled')
    ) {
      reported.current.ended = true;
      onCreditsChanged();
      if (view.status === 'succeeded') onSucceeded(view);
    }
  }, [view, onCreditsChanged, onSucceeded]);

  const failure =
    view && (status === 'failed' || status === 'cancelled') ? describeRunFailure(view) : null;

  return (
    <section aria-labelledby="run-progress-title" className="grid grid-cols-1 gap-4">
      <div>
        <h3 id="run-progress-title" className="font-semibold text-ink">
          {status === 'succeeded'
            ? `${snapName} finished`
            : failure
              ? `${snapName} did not finish`
              : `Generating with ${snapName}`}
        </h3>
        <p role="status" className="mt-1 text-sm text-ink-muted">
          {status === 'succeeded'
            ? 'Done! Opening your content…'
            : failure
              ? null
              : status === 'queued'
                ? 'Starting…'
                : `${percent}% done`}
        </p>
      </div>

      <ProgressBar
        label="Generation progress"
        value={percent}
        fill={Math.max(percent, failure ? 100 : 4)}
        tone={failure ? 'danger' : status === 'succeeded' ? 'success' : 'brand'}
        ended={status === 'succeeded' || failure !== null}
      />

      {view && view.nodes.length > 0 ? (
        <ol aria-label="Workflow steps" className="grid grid-cols-1 gap-2">
          {view.nodes.map((node) => (
            <Step key={node.id} node={node} />
          ))}
        </ol>
      ) : null}

      {reconnecting && !failure && status !== 'succeeded' ? (
        <p className="text-xs text-ink-muted">Reconnecting to live progress…</p>
      ) : null}

      {failure ? (
        <div
          role="alert"
          className="rounded-lg border border-danger-200 bg-danger-50 p-3 text-sm text-danger-700"
        >
          <p className="flex gap-2 font-medium">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {failure.headline}
          </p>
          {failure.detail ? <p className="mt-1 pl-6 text-danger-700/90">{failure.detail}</p> : null}
        </div>
      ) : null}
      {failure ? (
        <div className="flex flex-wrap gap-2">
          {failure.sensitive ? null : <Button onClick={onRetry}>Try again</Button>}
          <Button variant="secondary" onClick={onStartOver}>
            {failure.sensitive ? 'Choose another image' : 'Change image or snap'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

const stepIcons = {
  pending: { icon: CircleDashed, className: 'text-ink-muted' },
  running: { icon: LoaderCircle, className: 'animate-spin text-brand-600' },
  succeeded: { icon: CircleCheck, className: 'text-success-600' },
  failed: { icon: CircleX, className: 'text-danger-600' },
  cancelled: { icon: MinusCircle, className: 'text-ink-muted' },
} as const;

function Step({ node }: { node: NodeStateView }) {
  const { icon: Icon, className } =
    stepIcons[node.status as keyof typeof stepIcons] ?? stepIcons.pending;
  const state = stepStateLabel(node);
  return (
    <li
      data-status={node.status}
      className="flex items-center justify-between gap-3 rounded-lg border border-line px-3 py-2 text-sm"
    >
      <span className="flex items-center gap-2 text-ink">
        <Icon className={`size-4 shrink-0 ${className}`} aria-hidden="true" />
        <span>
          {node.label}
          {node.meta?.fidelity ? (
            <span className="block text-xs text-ink-muted">
              Product fidelity {fidelitySummary(node.meta.fidelity)}
            </span>
          ) : null}
        </span>
      </span>
      <span
        className={`text-xs font-semibold ${
          node.status === 'failed'
            ? 'text-danger-600'
            : node.status === 'succeeded'
              ? 'text-success-700'
              : 'text-ink-muted'
        }`}
      >
        {state}
      </span>
    </li>
  );
}
