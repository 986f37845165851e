import { type ExecutionDetails } from '@studio/api/contract/execution-details';
import { type NodeStateView } from '@studio/api/contract/executions';
import { outputFileKeys } from '@studio/workflows/graph/node-values';
import { Equal, GitCompareArrows } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { DataTable, tableColumns } from '@/components/ui/data-table';
import { DiffSummary } from '@/components/workflow-diff-summary';
import { compareRuns, type StepComparison } from '../../model/run-comparison';
import { FileThumbnail, ShownValueView } from '../run-page/file-thumbnail';
import { runInputValue } from '../run-page/node-io';
import { formatTime, runPath, shortId } from '../run-page/run-format';
import { RunSection } from '../run-page/run-section';
import { StatusBadge } from '../status-badge';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/**
 * Steps drawn at first and with each "Show more": two runs of a 200-step graph drawn whole took
 * a quarter to half a second before the page answered, 50 steps up to 100 ms at p95; 25 (two
 * screens of steps with their thumbnails) 85 ms. The summary above names every difference.
 */
export const COMPARISON_PAGE_SIZE = 25;
const seconds = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`;

/**
 * Two runs side by side — a failed run and its replay, two runs of one snap: how each ended,
 * what each was given, each step's status, time and output with the differences marked, and how
 * the graphs they ran differ.
 */
export function RunComparisonPage({ a, b }: { a: ExecutionDetails; b: ExecutionDetails }) {
  const comparison = useMemo(() => compareRuns(a, b), [a, b]);
  const [drawn, setDrawn] = useState(COMPARISON_PAGE_SIZE);
  const steps = comparison.steps.slice(0, drawn);
  const hidden = comparison.steps.length - steps.length;
  const inputNames = [...new Set([...Object.keys(a.inputs), ...Object.keys(b.inputs)])];
  return (
    <div className="space-y-6">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          <GitCompareArrows className="size-7 text-brand-600" aria-hidden="true" />
          Comparing two runs
        </h1>
        <p className="mt-2 text-ink-muted" data-testid="comparison-summary">
          {comparison.summary.join(' · ')}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <RunCard title="First run" details={a} other={b} />
        <RunCard title="Second run" details={b} other={a} />
      </div>
      <RunSection
        title="Inputs"
        description={
          comparison.inputsDiffer.length === 0
            ? 'Both runs were given the same inputs.'
            : `Different: ${comparison.inputsDiffer.join(', ')}.`
        }
      >
        <div className="space-y-4">
          {inputNames.map((name) => (
            <div key={name} className="grid gap-3 sm:grid-cols-2">
              {[a, b].map((run, index) => {
                const given = run.inputs[name];
                return (
                  <div key={index} className="min-w-0">
                    <p className="mb-1 text-xs font-medium text-ink-muted">
                      {`${index === 0 ? 'First' : 'Second'} run · “${name}”`}
                    </p>
                    {given ? (
                      <ShownValueView value={runInputValue(given)} name={name} />
                    ) : (
                      <p className="text-sm text-ink-muted">Not given.</p>
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </RunSection>
      <RunSection
        title="Steps"
        description="Each step in both runs; a marked row differs in status, output or settings."
      >
        <DataTable
          columns={STEP_COLUMNS}
          data={steps}
          caption="Steps of the two runs"
          stackOnPhone
          look="plain"
          rowKey={(step) => step.id}
          rowClassName={(step) => (step.differences.length > 0 ? 'bg-warning-50/60' : '')}
          rowData={(step) => ({
            'data-testid': `compare-step-${step.id}`,
            'data-differs': step.differences.length > 0 ? 'true' : 'false',
          })}
        />
        {hidden > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => setDrawn(drawn + COMPARISON_PAGE_SIZE)}
          >
            {`Show ${Math.min(hidden, COMPARISON_PAGE_SIZE)} more of ${hidden} steps`}
          </Button>
        ) : null}
      </RunSection>
      {comparison.graphDiff ? (
        <RunSection
          title="Graphs"
          description={
            a.run.version === b.run.version
              ? 'What the second run ran, against the first’s graph.'
              : `Version ${a.run.version ?? 'draft'} against version ${b.run.version ?? 'draft'}.`
          }
        >
          <DiffSummary diff={comparison.graphDiff} />
        </RunSection>
      ) : null}
    </div>
  );
}

function RunCard({
  title,
  details,
  other,
}: {
  title: string;
  details: ExecutionDetails;
  other: ExecutionDetails;
}) {
  const { run } = details;
  const relation =
    run.replayOf === other.run.id
      ? 'A replay of the other run'
      : other.run.replayOf === run.id
        ? 'The run the other replays'
        : null;
  return (
    <section
      aria-label={title}
      className="min-w-0 space-y-2 rounded-card border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{title}</h2>
        <StatusBadge status={run.status} />
      </div>
      <p>
        <Link to={runPath(run.id)} className={linkClass}>{`Run ${shortId(run.id)}`}</Link>
        <span className="text-ink-muted">
          {` · ${run.snap?.name ?? run.workflow?.name ?? 'Test run'} ${run.version ? `v${run.version}` : '(draft)'}`}
        </span>
      </p>
      {relation ? <p className="text-sm text-ink">{relation}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">Started</dt>
        <dd className="text-ink">{formatTime(run.createdAt)}</dd>
        <dt className="text-ink-muted">Took</dt>
        <dd className="text-ink">{seconds(run.durationMs)}</dd>
        <dt className="text-ink-muted">Tokens</dt>
        <dd className="text-ink">
          {run.paidByPlatform ? 'Paid by the platform' : `${run.tokensCharged} charged`}
        </dd>
        {run.error ? (
          <>
            <dt className="text-ink-muted">Error</dt>
            <dd className="break-words text-danger-700">{run.error.message}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** One run's side of a step: its status, time and first image. */
function StepSide({ node, which }: { node: NodeStateView | undefined; which: string }) {
  if (!node) return <span className="text-sm text-ink-muted">Not in this run</span>;
  const image = outputFileKeys(node.outputs)[0];
  return (
    <div className="flex min-w-0 flex-wrap items-start gap-2 max-sm:justify-end">
      {image ? <FileThumbnail fileKey={image} alt={`${node.label}, ${which}`} /> : null}
      <div className="min-w-0 space-y-1">
        <StatusBadge status={nodeStatusAsRun(node.status)} />
        <p className="text-xs text-ink-muted">{seconds(node.durationMs)}</p>
        {node.error ? <p className="text-xs break-words text-danger-700">{node.error}</p> : null}
      </div>
    </div>
  );
}

/** A step's status drawn with the run's badges (skipped and pending read as queued). */
function nodeStatusAsRun(status: NodeStateView['status']) {
  return status === 'skipped' || status === 'pending' ? 'queued' : status;
}

const column = tableColumns<StepComparison>();
const STEP_COLUMNS = column.columns([
  column.accessor('label', {
    header: 'Step',
    cell: (info) => <span className="font-medium text-ink">{info.getValue()}</span>,
  }),
  column.display({
    id: 'first',
    header: 'First run',
    cell: (info) => <StepSide node={info.row.original.a} which="first run" />,
  }),
  column.display({
    id: 'second',
    header: 'Second run',
    cell: (info) => <StepSide node={info.row.original.b} which="second run" />,
  }),
  column.accessor('differences', {
    header: 'Differences',
    cell: (info) =>
      info.getValue().length === 0 ? (
        <span className="inline-flex items-center gap-1 text-sm text-ink-muted">
          <Equal className="size-4" aria-hidden="true" />
          Alike
        </span>
      ) : (
        <ul className="space-y-0.5 text-sm font-medium text-warning-800">
          {info.getValue().map((difference) => (
            <li key={difference}>{difference}</li>
          ))}
        </ul>
      ),
  }),
]);
