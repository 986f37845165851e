import { type PortDefinition } from '@studio/workflows/graph/ports';
import { nodeCost } from '@studio/workflows/graph/graph-cost';
import { nodePorts } from '@studio/workflows/graph/node-ports';
import { nodeType } from '@studio/workflows/graph/node-catalogue';
import { Handle, type NodeProps, Position } from '@xyflow/react';
import {
  CircleAlert,
  CircleCheck,
  CircleMinus,
  CircleSlash,
  CircleX,
  Clock,
  LoaderCircle,
  Pin,
} from 'lucide-react';
import { memo, useMemo } from 'react';

import { type StepNode } from '../model/flow-graph';
import { useNodeDecoration } from './canvas-decorations';
import { CATEGORY_LOOK, PORT_LOOK } from './node-look';

const DIFF_RING = {
  added: 'ring-4 ring-success-600/70',
  removed: 'ring-4 ring-danger-600/70 opacity-60',
  changed: 'ring-4 ring-amber-500/80',
} as const;

const DIFF_WORD = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const;

/** A step of the workflow on the canvas: its category, name, cost, ports and state. */
export const StepNodeCard = memo(function StepNodeCard({
  id,
  data,
  selected,
}: NodeProps<StepNode>) {
  const definition = nodeType(data.type);
  const decoration = useNodeDecoration(id);
  const look = definition ? CATEGORY_LOOK[definition.category] : CATEGORY_LOOK.image;
  const Icon = look.icon;
  const name = data.label || definition?.label || data.type;
  const problems = decoration?.problems ?? [];
  const cost = nodeCost(data.type, data.params);
  // A sub-snap's ports are its pinned version's; every other type's are its own.
  const ports = useMemo(() => nodePorts(data), [data]);
  const ring = decoration?.diff
    ? DIFF_RING[decoration.diff]
    : selected
      ? 'ring-2 ring-brand-500'
      : problems.length > 0
        ? 'ring-2 ring-danger-600/60'
        : '';
  // Zoomed out, a ring is drawn thick enough to see on a block a few pixels wide.
  const farRing = ring ? 'in-[.flow-far]:ring-[14px]' : '';

  return (
    <div
      className={`w-60 rounded-xl border border-line bg-surface text-left shadow-card in-[.flow-far]:shadow-none ${look.far} ${ring} ${farRing}`}
      data-testid={`node-${id}`}
      data-diff={decoration?.diff}
      data-run-state={decoration?.run?.state}
    >
      {/* Zoomed out the contents are transparent, not removed: the card keeps its size and its
          ports, so the connections stay put and screen readers still read the card. */}
      <div className="in-[.flow-far]:opacity-0">
        <div className="flex items-center gap-2 rounded-t-xl border-b border-line px-3 py-2">
          <span
            className={`grid size-7 shrink-0 place-items-center rounded-lg text-white ${look.band}`}
          >
            <Icon className="size-4" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            {/* Two lines before it is cut: "Remove background" beside a cost and a pin was cut
                to "Remove back…" at the card's width (a walk finding). */}
            <p
              className="line-clamp-2 text-sm leading-tight font-semibold break-words text-ink"
              title={name}
              data-testid="node-title"
            >
              {name}
            </p>
            <p className="truncate text-xs text-ink-muted">{data.label ? definition?.label : id}</p>
          </div>
          {cost > 0 ? (
            <span
              className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink-muted"
              title="Tokens per run"
            >
              {cost}
            </span>
          ) : null}
          {decoration?.pinned ? (
            <span title="Pinned output: test runs use it instead of running this step">
              <Pin className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              <span className="sr-only">Pinned output</span>
            </span>
          ) : null}
          {problems.length > 0 ? (
            <span className="sr-only">{`${problems.length} problem${problems.length > 1 ? 's' : ''}`}</span>
          ) : null}
          {problems.length > 0 ? (
            <CircleAlert className="size-4 shrink-0 text-danger-600" aria-hidden="true">
              <title>{problems.join('\n')}</title>
            </CircleAlert>
          ) : null}
        </div>
        {decoration?.diff ? (
          <p className="px-3 pt-1 text-xs font-semibold text-ink">{DIFF_WORD[decoration.diff]}</p>
        ) : null}
        <div className="flex justify-between gap-3 py-2">
          <div className="min-w-0 space-y-1.5">
            {ports.inputs.map((port) => (
              <PortRow key={port.id} port={port} side="input" />
            ))}
          </div>
          <div className="min-w-0 space-y-1.5 text-right">
            {ports.outputs.map((port) => (
              <PortRow key={port.id} port={port} side="output" />
            ))}
          </div>
        </div>
        {decoration?.run ? <RunState run={decoration.run} /> : null}
      </div>
    </div>
  );
});

function PortRow({ port, side }: { port: PortDefinition; side: 'input' | 'output' }) {
  const look = PORT_LOOK[port.type];
  return (
    <div className={`relative text-xs text-ink-muted ${side === 'input' ? 'pl-3' : 'pr-3'}`}>
      <Handle
        type={side === 'input' ? 'target' : 'source'}
        position={side === 'input' ? Position.Left : Position.Right}
        id={port.id}
        className={`!size-3 !border-2 !border-white ${look.className}`}
        title={`${port.label}: ${look.label.toLowerCase()} ${side}`}
      />
      {port.label}
      {port.required && side === 'input' ? <span aria-hidden="true">*</span> : null}
    </div>
  );
}

/** A step's state in words, as the run page's step list says it. */
function runStateLabel(run: NodeRunState, seconds: string): string {
  switch (run.state) {
    case 'done':
      return run.given ? 'Given (pinned)' : `Done ${seconds}`;
    case 'failed':
      return 'Failed';
    case 'cancelled':
      return 'Cancelled';
    case 'skipped':
      return 'Not run';
    case 'running':
      return 'Running';
    case 'pending':
      return 'Waiting';
  }
}

type NodeRunState = NonNullable<ReturnType<typeof useNodeDecoration>>['run'] & object;

function RunState({ run }: { run: NodeRunState }) {
  const seconds = run.durationMs !== undefined ? `${(run.durationMs / 1000).toFixed(1)} s` : '';
  return (
    <div className="border-t border-line px-3 py-2 text-xs">
      <p className="flex items-center gap-1.5 font-medium text-ink">
        {run.state === 'pending' ? (
          <Clock className="size-3.5 text-ink-muted" aria-hidden="true" />
        ) : null}
        {run.state === 'running' ? (
          <LoaderCircle className="size-3.5 animate-spin text-brand-600" aria-hidden="true" />
        ) : null}
        {run.state === 'done' ? (
          <CircleCheck className="size-3.5 text-success-600" aria-hidden="true" />
        ) : null}
        {run.state === 'failed' ? (
          <CircleX className="size-3.5 text-danger-600" aria-hidden="true" />
        ) : null}
        {run.state === 'cancelled' ? (
          <CircleSlash className="size-3.5 text-ink-muted" aria-hidden="true" />
        ) : null}
        {run.state === 'skipped' ? (
          <CircleMinus className="size-3.5 text-ink-muted" aria-hidden="true" />
        ) : null}
        <span data-testid="run-state">{runStateLabel(run, seconds)}</span>
      </p>
      {run.error ? <p className="mt-1 text-danger-700">{run.error}</p> : null}
      {run.thumbnailUrl ? (
        <a
          href={run.fullSizeUrl ?? run.thumbnailUrl}
          target="_blank"
          rel="noreferrer"
          className="nodrag mt-2 block"
        >
          <img
            src={run.thumbnailUrl}
            alt="Output of this step, opens full size"
            className="h-24 w-full rounded-md bg-surface-muted object-contain"
          />
        </a>
      ) : null}
    </div>
  );
}
