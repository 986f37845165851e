import { type ExecutionView, type NodeStateView } from '@studio/api/contract/executions';
import { FailureType } from '@studio/workflows/contract/failure-types';

import { SENSITIVE_CONTENT_CODE, SENSITIVE_CONTENT_MESSAGE } from '@/lib/sensitive-content';

const FINISHED_NODE: ReadonlySet<NodeStateView['status']> = new Set([
  'succeeded',
  'failed',
  'cancelled',
  'skipped',
]);

/** How far a run is, 0-100: the share of its steps that have finished; 100 once it succeeded. */
export function progressPercent(view: ExecutionView | null): number {
  if (!view) return 0;
  if (view.status === 'succeeded') return 100;
  if (view.nodes.length === 0) return 0;
  const finished = view.nodes.filter((node) => FINISHED_NODE.has(node.status)).length;
  return Math.round((finished / view.nodes.length) * 100);
}

const STEP_STATES: Record<NodeStateView['status'], string> = {
  pending: 'Waiting',
  running: 'Running',
  succeeded: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
  skipped: 'Not run',
};

/** A step's state in words, as the progress list shows it. */
export function stepStateLabel(node: NodeStateView): string {
  return STEP_STATES[node.status];
}

export function tokens(count: number): string {
  return `${count} ${count === 1 ? 'token' : 'tokens'}`;
}

export type RunFailure = {
  /** What happened and what became of the tokens. */
  headline: string;
  /** The step that failed and the reason it gave, when there is one to show. */
  detail: string | null;
  sensitive: boolean;
};

/**
 * What a failed or cancelled run tells the creator. A run's tokens are held while it runs and
 * given back when it fails (the workflow's refund), so the message says so; flagged content
 * (E005) gets the spec's sentence; a run that never got its tokens says nothing was charged.
 */
export function describeRunFailure(view: ExecutionView): RunFailure {
  const error = view.error;
  const refunded = view.cost > 0 ? refundSentence(view.cost) : 'Nothing was charged.';
  const sensitive =
    error?.code === SENSITIVE_CONTENT_CODE || error?.type === FailureType.SensitiveContent;

  if (sensitive) {
    return { headline: `${SENSITIVE_CONTENT_MESSAGE} ${refunded}`, detail: null, sensitive };
  }
  if (error?.type === FailureType.InsufficientCredits) {
    return {
      headline: 'You no longer had enough tokens for this run, so nothing was charged.',
      detail: null,
      sensitive,
    };
  }
  const detail = error ? failedStepDetail(view, error) : null;
  if (view.status === 'cancelled') {
    return {
      headline:
        view.cost > 0
          ? `The run was cancelled and your ${tokens(view.cost)} ${wereRefunded(view.cost)}.`
          : 'The run was cancelled. Nothing was charged.',
      detail: null,
      sensitive,
    };
  }
  return {
    headline:
      view.cost > 0
        ? `The run failed and your ${tokens(view.cost)} ${wereRefunded(view.cost)}.`
        : 'The run failed. Nothing was charged.',
    detail,
    sensitive,
  };
}

function refundSentence(cost: number): string {
  return `Your ${tokens(cost)} ${wereRefunded(cost)}.`;
}

function wereRefunded(cost: number): string {
  return cost === 1 ? 'was refunded' : 'were refunded';
}

function failedStepDetail(view: ExecutionView, error: NonNullable<ExecutionView['error']>): string {
  const node =
    view.nodes.find((n) => n.id === error.nodeId) ?? view.nodes.find((n) => n.status === 'failed');
  return node ? `${node.label}: ${error.message}` : error.message;
}
