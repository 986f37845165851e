import { type NodeStateView } from '@studio/api/contract/executions';
import { type GraphGroup } from '@studio/workflows/graph/graph';
import { Boxes } from 'lucide-react';
import { useId, useMemo } from 'react';

import { DataTable, tableColumns } from '@/components/ui/data-table';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { useExecutionTimeline } from '../../api/get-execution-details';
import {
  type AttemptOutcome,
  type AttemptSegment,
  describeAttempt,
  formatOffset,
  OUTCOME_LABELS,
  type TimelineChart,
  timelineBars,
} from '../../model/timeline-bars';
import { nestUnderSubsnaps } from '../../model/subsnap-nesting';
import { RunSection } from './run-section';

const OUTCOME_LOOK: Record<AttemptOutcome, string> = {
  succeeded: 'bg-success-600',
  failed: 'bg-danger-600',
  'timed-out': 'bg-amber-600',
  cancelled: 'bg-ink-muted',
  running: 'bg-brand-500 motion-safe:animate-pulse',
  retried: 'border border-dashed border-danger-600 bg-danger-50 text-danger-700',
};

/**
 * Each step's attempts on one time axis, read from the run's Temporal history: a row per step
 * from its scheduling to its end, an attempt per segment coloured (and named) by how it ended.
 * The same attempts are listed as a table for whoever does not read the bars.
 */
export function TimelineSection({
  executionId,
  nodes,
  groups = [],
}: {
  executionId: string;
  nodes: readonly NodeStateView[];
  /** The run graph's groups: each sub-snap's steps are shown under its name. */
  groups?: readonly GraphGroup[];
}) {
  const timeline = useExecutionTimeline(executionId);
  const description =
    'Each step’s attempts as Temporal’s history records them, on one time axis from the run’s start.';

  if (timeline.isPending) {
    return (
      <RunSection title="Timeline" description={description}>
        <div className="space-y-2" role="status" aria-busy="true" aria-label="Loading the timeline">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-8 animate-pulse rounded bg-surface-muted" />
          ))}
        </div>
      </RunSection>
    );
  }
  // A failed refetch keeps what was read before.
  const data = timeline.data;
  if (!data) {
    return (
      <RunSection title="Timeline" description={description}>
        <FetchErrorAlert what="the timeline" onRetry={() => void timeline.refetch()} />
      </RunSection>
    );
  }
  // The moment the timeline was read ends what still runs (pure: no clock read while drawing).
  const chart = timelineBars(data, timeline.dataUpdatedAt);
  const labels = new Map(nodes.map((node) => [node.id, node.label]));
  return (
    <RunSection title="Timeline" description={description}>
      {!data.available ? (
        <p className="rounded-lg bg-surface-muted p-3 text-sm text-ink">
          Timeline unavailable: Temporal keeps no history of this run. It never started, or its
          history is past the namespace’s retention.
        </p>
      ) : !chart ? (
        <p className="rounded-lg bg-surface-muted p-3 text-sm text-ink">No step has started yet.</p>
      ) : (
        <Gantt chart={chart} labels={labels} nodes={nodes} groups={groups} />
      )}
    </RunSection>
  );
}

function Gantt({
  chart,
  labels,
  nodes,
  groups,
}: {
  chart: TimelineChart;
  labels: Map<string, string>;
  nodes: readonly NodeStateView[];
  groups: readonly GraphGroup[];
}) {
  const listId = useId();
  const label = (nodeId: string) => labels.get(nodeId) ?? nodeId;
  const drawn = new Set(chart.rows.map((row) => row.nodeId));
  const notDrawn = nodes.filter((node) => !drawn.has(node.id));
  const attempts = chart.rows.reduce((n, row) => n + row.segments.length, 0);
  return (
    <>
      <div
        className="overflow-x-auto rounded-lg border border-line focus-visible:outline-2 focus-visible:outline-brand-500"
        // Focusable, so a keyboard can scroll the chart sideways on a narrow screen.
        tabIndex={0}
        role="group"
        aria-label="Timeline chart"
      >
        <div
          className="min-w-[40rem] p-3"
          role="img"
          aria-label={`${chart.rows.length} steps, ${attempts} attempts over ${formatOffset(chart.spanMs)}; every attempt is listed below the chart.`}
        >
          <div className="grid grid-cols-[9rem_1fr] gap-x-3">
            <div />
            <div className="relative h-6 border-b border-line text-xs text-ink-muted">
              {chart.ticks.map((tick) => (
                <span
                  key={tick.atMs}
                  className="absolute top-0 -translate-x-1/2 whitespace-nowrap first:translate-x-0"
                  style={{ left: `${tick.left}%` }}
                >
                  {tick.label}
                </span>
              ))}
            </div>
            {nestUnderSubsnaps(chart.rows, groups).map((item) =>
              item.kind === 'subsnap' ? (
                <div
                  key={`subsnap:${item.id}`}
                  className="col-span-2 flex items-center gap-1.5 border-t border-line pt-2 text-sm font-semibold text-indigo-900"
                  style={{ paddingLeft: `${item.depth * 0.75}rem` }}
                  data-testid={`timeline-subsnap-${item.id}`}
                >
                  <Boxes className="size-4" aria-hidden="true" />
                  {item.label}
                  <span className="font-normal text-ink-muted">· sub-snap v{item.version}</span>
                </div>
              ) : (
                <div key={item.row.nodeId} className="contents">
                  <div
                    className="sticky left-0 z-10 truncate bg-surface py-2 pr-1 text-sm font-medium text-ink"
                    style={{ paddingLeft: `${item.depth * 0.75}rem` }}
                    title={item.row.nodeId}
                  >
                    {label(item.row.nodeId)}
                  </div>
                  <div className="relative h-10" data-testid={`timeline-row-${item.row.nodeId}`}>
                    {chart.ticks.map((tick) => (
                      <span
                        key={tick.atMs}
                        className="absolute inset-y-0 w-px bg-line/60"
                        style={{ left: `${tick.left}%` }}
                      />
                    ))}
                    <span
                      className={`absolute top-1/2 h-0.5 -translate-y-1/2 ${item.row.open ? 'bg-brand-200' : 'bg-ink-muted/40'}`}
                      style={{ left: `${item.row.left}%`, width: `${item.row.width}%` }}
                      title={`${label(item.row.nodeId)}: scheduled at +${formatOffset(item.row.startMs)}${item.row.open ? ', not ended' : `, ended at +${formatOffset(item.row.endMs)}`}`}
                    />
                    {item.row.segments.map((segment) => (
                      <Segment key={segment.attempt} nodeId={item.row.nodeId} segment={segment} />
                    ))}
                  </div>
                </div>
              ),
            )}
          </div>
        </div>
      </div>
      <Legend />
      {notDrawn.length > 0 ? (
        <p className="mt-2 text-xs text-ink-muted">
          {`Not on the timeline (not started, taken over from the original run, or resolved by the workflow itself): ${notDrawn.map((node) => node.label).join(', ')}.`}
        </p>
      ) : null}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700" id={listId}>
          Every attempt as a list
        </summary>
        <div className="mt-2">
          <AttemptTable chart={chart} label={label} labelledBy={listId} />
        </div>
      </details>
    </>
  );
}

/** One attempt of one step: a row of the list beside the bars. */
type AttemptRow = { nodeId: string; segment: AttemptSegment };

const column = tableColumns<AttemptRow>();

function attemptColumns(label: (nodeId: string) => string, origin: number) {
  return column.columns([
    column.accessor((row) => label(row.nodeId), { id: 'step', header: 'Step' }),
    column.accessor((row) => row.segment.attempt, { id: 'attempt', header: 'Attempt' }),
    column.accessor((row) => OUTCOME_LABELS[row.segment.outcome], {
      id: 'outcome',
      header: 'Outcome',
      cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span>,
    }),
    column.display({
      id: 'started',
      header: 'Started',
      cell: ({ row: { original } }) =>
        original.segment.estimated ? (
          `Not recorded (between +${formatOffset(original.segment.startMs)} and +${formatOffset(original.segment.endMs)})`
        ) : (
          <time dateTime={new Date(origin + original.segment.startMs).toISOString()}>
            {`+${formatOffset(original.segment.startMs)}`}
          </time>
        ),
    }),
    column.display({
      id: 'duration',
      header: 'Duration',
      cell: ({ row: { original } }) => (
        <span className="whitespace-nowrap">
          {original.segment.estimated
            ? 'Not recorded'
            : original.segment.durationMs === null
              ? 'Still running'
              : formatOffset(original.segment.durationMs)}
        </span>
      ),
    }),
    column.accessor((row) => row.segment.error ?? '', {
      id: 'error',
      header: 'Error',
      cell: (info) => <span className="break-words text-danger-700">{info.getValue()}</span>,
    }),
  ]);
}

/** Every attempt as a table, for whoever does not read the bars. */
function AttemptTable({
  chart,
  label,
  labelledBy,
}: {
  chart: TimelineChart;
  label: (nodeId: string) => string;
  labelledBy: string;
}) {
  const columns = useMemo(() => attemptColumns(label, chart.origin), [label, chart.origin]);
  const rows = useMemo(
    () =>
      chart.rows.flatMap((row) => row.segments.map((segment) => ({ nodeId: row.nodeId, segment }))),
    [chart.rows],
  );
  return (
    <DataTable
      columns={columns}
      data={rows}
      rowKey={(row) => `${row.nodeId}-${row.segment.attempt}`}
      labelledBy={labelledBy}
      stackOnPhone
      look="plain"
    />
  );
}

/** One attempt's bar; a retried attempt is hatched and numbered, its place being a share. */
function Segment({ nodeId, segment }: { nodeId: string; segment: AttemptSegment }) {
  return (
    <span
      data-testid={`attempt-${nodeId}-${segment.attempt}`}
      data-outcome={segment.outcome}
      title={describeAttempt(segment)}
      className={`absolute inset-y-2 flex min-w-[3px] items-center justify-center overflow-hidden rounded text-[10px] leading-none font-semibold ${OUTCOME_LOOK[segment.outcome]}`}
      style={{ left: `${segment.left}%`, width: `${segment.width}%` }}
    >
      {segment.estimated ? `#${segment.attempt}` : null}
    </span>
  );
}

function Legend() {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
      {(Object.keys(OUTCOME_LABELS) as AttemptOutcome[]).map((outcome) => (
        <li key={outcome} className="flex items-center gap-1.5">
          <span className={`inline-block h-3 w-5 rounded-sm ${OUTCOME_LOOK[outcome]}`} />
          {outcome === 'retried' ? 'Failed, retried (times not recorded)' : OUTCOME_LABELS[outcome]}
        </li>
      ))}
    </ul>
  );
}
