import { type ExecutionListItem } from '@studio/api/contract/executions';
import { FlaskConical, Gift, type LucideIcon, Repeat } from 'lucide-react';
import { type ReactNode } from 'react';

import { shortId } from './run-page/run-format';

/** A run's marker (test run, demo, replay of…, platform paid): a tinted pill with its icon. */
export function RunMarker({
  icon: Icon,
  className,
  children,
}: {
  icon: LucideIcon;
  /** Its tint: 'bg-violet-50 text-violet-800'. */
  className: string;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${className}`}
    >
      <Icon className="size-3" aria-hidden="true" />
      {children}
    </span>
  );
}

/**
 * What kind of run it is, as a row of markers: a test run, a demo, a replay of another; the
 * list and the run page add their own after these (how often it was replayed, who paid).
 */
export function RunMarkers({
  run,
  className = '',
  children,
}: {
  run: Pick<ExecutionListItem, 'test' | 'demo' | 'replayOf'>;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <p className={`flex flex-wrap gap-1 ${className}`}>
      {run.test ? (
        <RunMarker icon={FlaskConical} className="bg-violet-50 text-violet-800">
          Test run
        </RunMarker>
      ) : null}
      {run.demo ? (
        <RunMarker icon={Gift} className="bg-sky-50 text-sky-800">
          Demo
        </RunMarker>
      ) : null}
      {run.replayOf ? (
        <RunMarker icon={Repeat} className="bg-surface-muted text-ink">
          {`Replay of ${shortId(run.replayOf)}`}
        </RunMarker>
      ) : null}
      {children}
    </p>
  );
}
