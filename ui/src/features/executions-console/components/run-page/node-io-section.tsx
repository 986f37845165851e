import { type ExecutionDetails } from '@studio/api/contract/execution-details';
import { Recycle } from 'lucide-react';
import { useId } from 'react';

import { fidelityFigures, fidelityNeedsNotice, fidelitySummary } from '@/lib/product-fidelity';

import { STATUS_LABELS } from '../../model/console-filters';
import { formatDuration } from '../executions-table';
import { ShownValueView } from './file-thumbnail';
import { type NodeIo, type NodeValue, nodesIo, runInputValue } from './node-io';
import { RunSection } from './run-section';

/** A step's state in the words of the run's own statuses (a step that has not begun waits). */
const NODE_STATUS: Record<string, string> = { pending: 'Waiting', ...STATUS_LABELS };

/** The run's inputs, then each step with what it was given and what it made. */
export function NodeIoSection({ details }: { details: ExecutionDetails }) {
  const inputs = Object.entries(details.inputs);
  const reused = new Set(details.reusedNodes);
  return (
    <RunSection title="Inputs and outputs">
      <h3 className="text-sm font-semibold text-ink">Run inputs</h3>
      {inputs.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">None.</p>
      ) : (
        <dl className="mt-2 flex flex-wrap gap-4">
          {inputs.map(([name, input]) => (
            <div key={name} className="min-w-0 max-w-full">
              <dt className="mb-1 text-xs font-medium text-ink-muted">{name}</dt>
              <dd>
                <ShownValueView value={runInputValue(input)} name={`Run input ${name}`} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <h3 className="mt-5 text-sm font-semibold text-ink">Steps</h3>
      <ol className="mt-2 space-y-3">
        {nodesIo(details).map((io) => (
          <NodeCard key={io.node.id} io={io} reused={reused.has(io.node.id)} />
        ))}
      </ol>
    </RunSection>
  );
}

function NodeCard({ io, reused }: { io: NodeIo; reused: boolean }) {
  const id = useId();
  const { node } = io;
  return (
    <li
      aria-labelledby={id}
      className="rounded-lg border border-line p-3"
      data-testid={`step-${node.id}`}
    >
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <h4 id={id} className="text-sm font-semibold text-ink">
          {node.label}
        </h4>
        <span className="font-mono text-xs text-ink-muted">{node.id}</span>
        <span
          className={`text-xs font-medium ${node.status === 'failed' ? 'text-danger-700' : 'text-ink-muted'}`}
        >
          {NODE_STATUS[node.status] ?? node.status}
          {node.durationMs !== undefined ? ` in ${formatDuration(node.durationMs)}` : ''}
        </span>
        {reused ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
            <Recycle className="size-3" aria-hidden="true" />
            Reused from the original run
          </span>
        ) : null}
      </div>
      {node.error ? <p className="mt-1 text-sm break-words text-danger-700">{node.error}</p> : null}
      {node.meta ? <NodeMetaLines meta={node.meta} /> : null}
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <Values title="Inputs" values={io.inputs} stepLabel={node.label} />
        <Values title="Outputs" values={io.outputs} stepLabel={node.label} />
      </div>
    </li>
  );
}

/** Who made the step's outputs and, for a generated scene, what the fidelity gate did. */
function NodeMetaLines({ meta }: { meta: NonNullable<NodeIo['node']['meta']> }) {
  const { fidelity } = meta;
  const figures = fidelity ? fidelityFigures(fidelity) : null;
  return (
    <div className="mt-1 space-y-0.5 text-xs">
      {meta.provider ? (
        <p className="text-ink-muted">
          Made by <span className="font-medium text-ink">{meta.provider}</span>
          {meta.model ? <span className="font-mono"> · {meta.model}</span> : null}
        </p>
      ) : null}
      {fidelity ? (
        <p data-testid="node-fidelity">
          <span
            className={`rounded-full px-2 py-0.5 font-semibold ${
              fidelityNeedsNotice(fidelity)
                ? 'bg-amber-100 text-amber-900'
                : 'bg-emerald-100 text-emerald-900'
            }`}
          >
            Product fidelity {fidelitySummary(fidelity)}
          </span>
          {figures ? <span className="ml-2 text-ink-muted">{figures}</span> : null}
        </p>
      ) : null}
    </div>
  );
}

function Values({
  title,
  values,
  stepLabel,
}: {
  title: string;
  values: NodeValue[];
  stepLabel: string;
}) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{title}</p>
      {values.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">None</p>
      ) : (
        <dl className="mt-1 space-y-2">
          {values.map((value) => (
            <div key={value.key}>
              <dt className="mb-1 text-xs text-ink-muted">{value.label}</dt>
              <dd>
                <ShownValueView value={value.value} name={`${stepLabel}: ${value.label}`} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
