import { type ExecutionStatus } from '@studio/api/contract/executions';
import { CircleCheck, CircleSlash, CircleX, Clock, LoaderCircle } from 'lucide-react';

import { STATUS_LABELS } from '../model/console-filters';

const LOOK: Record<ExecutionStatus, { className: string; icon: typeof Clock }> = {
  queued: { className: 'bg-surface-muted text-ink-muted', icon: Clock },
  running: { className: 'bg-brand-50 text-brand-700', icon: LoaderCircle },
  succeeded: { className: 'bg-success-50 text-success-700', icon: CircleCheck },
  failed: { className: 'bg-danger-50 text-danger-700', icon: CircleX },
  cancelled: { className: 'bg-warning-50 text-warning-800', icon: CircleSlash },
};

/** A run's status in words, with a colour and an icon (never by colour alone). */
export function StatusBadge({ status }: { status: ExecutionStatus }) {
  const { className, icon: Icon } = LOOK[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${className}`}
    >
      <Icon
        className={`size-3.5 ${status === 'running' ? 'motion-safe:animate-spin' : ''}`}
        aria-hidden="true"
      />
      {STATUS_LABELS[status]}
    </span>
  );
}
