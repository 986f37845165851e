import { type ExecutionDetails } from '@studio/api/contract/execution-details';
import { type NodeStateView } from '@studio/api/contract/executions';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { type ReactNode } from 'react';

import { AuditSection } from './audit-section';
import { HistorySection } from './history-section';
import { LiveRunFollower, progressKey } from './live-run-follower';
import { NodeIoSection } from './node-io-section';
import { ReplaysSection } from './replays-section';
import { RunActionsBar } from './run-actions-bar';
import { isLive } from './run-format';
import { RunHeader } from './run-header';
import { RunSection } from './run-section';
import { TimelineSection } from './timeline-section';
import { TokensSection } from './tokens-section';

/** What the graph slot is given: the graph the run ran and each node's state in it. */
export type RunGraphSlotProps = {
  graph: WorkflowGraph;
  nodes: NodeStateView[];
  /** Nodes a replay from the failed step took over from the original run. */
  reusedNodes: string[];
};

type ExecutionRunPageProps = {
  details: ExecutionDetails;
  /**
   * Draws the run's graph read-only. The canvas belongs to the workflow editor, and a feature
   * imports no other feature: the route composes the two.
   */
  renderGraph: (props: RunGraphSlotProps) => ReactNode;
};

/**
 * One run, all an operator needs: what ran for whom and how it ended, the graph with each node's
 * state, a timeline of every attempt from Temporal's history, each step's inputs and outputs, the
 * tokens and ledger entries, the replays both ways and the audit log; cancel and replay where
 * they apply. Kept current while the run is live.
 */
export function ExecutionRunPage({ details, renderGraph }: ExecutionRunPageProps) {
  const { run } = details;
  return (
    <div className="space-y-6">
      {isLive(run.status) ? (
        <LiveRunFollower
          executionId={run.id}
          shown={progressKey({ status: run.status, nodes: details.nodes })}
        />
      ) : null}
      <RunHeader details={details} actions={<RunActionsBar details={details} />} />
      {isLive(run.status) ? (
        <p role="status" className="text-sm text-ink-muted">
          Live: this page follows the run as it goes.
        </p>
      ) : null}
      <RunSection
        title="Graph"
        description={
          details.reusedNodes.length > 0
            ? 'Each step as it ended. Steps marked “Reused from the original run” were not run again.'
            : 'Each step as it ended (or stands now).'
        }
      >
        {details.graph ? (
          <div className="overflow-hidden rounded-lg border border-line">
            {renderGraph({
              graph: details.graph,
              nodes: details.nodes,
              reusedNodes: details.reusedNodes,
            })}
          </div>
        ) : (
          <p className="text-sm text-ink-muted">The graph this run ran is not kept.</p>
        )}
      </RunSection>
      <TimelineSection executionId={run.id} nodes={details.nodes} groups={details.graph?.groups} />
      <HistorySection executionId={run.id} />
      <NodeIoSection details={details} />
      <div className="grid gap-6 lg:grid-cols-2">
        <TokensSection details={details} />
        <ReplaysSection details={details} />
      </div>
      <AuditSection audit={details.audit} />
    </div>
  );
}

/** The run page's shape while it loads. */
export function RunPageSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-busy="true" aria-label="Loading the run">
      <div className="h-9 w-56 animate-pulse rounded bg-surface-muted" />
      <div className="h-40 animate-pulse rounded-card bg-surface-muted" />
      <div className="h-80 animate-pulse rounded-card bg-surface-muted" />
      <div className="h-48 animate-pulse rounded-card bg-surface-muted" />
    </div>
  );
}
