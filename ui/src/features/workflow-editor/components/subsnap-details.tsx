import { type SubsnapSummary } from '@studio/api/contract/workflows';
import { type SubsnapParams, subsnapParamsSchema } from '@studio/workflows/graph/subsnap-nodes';
import { ArrowUpCircle, Boxes, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DiffSummary } from '@/components/workflow-diff-summary';
import { useWorkflowDiff } from '@/lib/workflows';
import { useSubsnaps } from '../api/subsnaps';
import { withSubsnapVersion } from '../model/subsnap-selection';
import { graphOf } from '../store/editor-store';
import { useEditorStore } from '../store/editor-context';
import { useEditorTestRuns } from './test-run-context';

const portList = (ports: SubsnapParams['inputs']) =>
  ports.length === 0 ? 'nothing' : ports.map((p) => p.label).join(', ');

/**
 * A sub-snap node's details in the inspector: the version it is pinned to, what it takes and
 * gives, a way into its own editor, and — when a newer version is published — the update, with
 * what changed shown before it is taken (ComfyUI's shared subgraphs, updated from one source).
 */
export function SubsnapDetails({
  nodeId,
  params,
  readOnly,
}: {
  nodeId: string;
  params: Record<string, unknown>;
  readOnly: boolean;
}) {
  const parsed = subsnapParamsSchema.safeParse(params);
  const subsnaps = useSubsnaps();
  const editor = useEditorTestRuns();
  const [reviewing, setReviewing] = useState(false);
  if (!parsed.success) {
    return <p className="text-sm text-danger-700">This sub-snap’s settings cannot be read.</p>;
  }
  const pinned = parsed.data;
  const summary = subsnaps.data?.find((s) => s.id === pinned.workflowId);
  const newer = summary && summary.latest.version > pinned.version ? summary : undefined;
  const back = editor ? `?from=${editor.workflowId}` : '';
  return (
    <section aria-label="Sub-snap" className="space-y-3 rounded-lg border border-line p-3">
      <p className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Boxes className="size-4 text-indigo-600" aria-hidden="true" />
        {pinned.name}
        <span
          className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800"
          data-testid="subsnap-version"
        >
          v{pinned.version}
        </span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        <dt className="text-ink-muted">Takes</dt>
        <dd className="text-ink">{portList(pinned.inputs)}</dd>
        <dt className="text-ink-muted">Gives</dt>
        <dd className="text-ink">{portList(pinned.outputs)}</dd>
        <dt className="text-ink-muted">Costs</dt>
        <dd className="text-ink">
          {pinned.cost} token{pinned.cost === 1 ? '' : 's'} per run
        </dd>
      </dl>
      {newer ? (
        <div className="rounded-md bg-brand-50 p-2 text-sm text-ink" role="status">
          <p className="font-medium">Version {newer.latest.version} is published.</p>
          {readOnly ? null : (
            <Button
              size="sm"
              variant="secondary"
              className="mt-2"
              onClick={() => setReviewing(true)}
            >
              <ArrowUpCircle className="size-4" aria-hidden="true" />
              Review the update
            </Button>
          )}
        </div>
      ) : null}
      <Link
        to={`/workflows/${pinned.workflowId}/editor${back}`}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        <ExternalLink className="size-4" aria-hidden="true" />
        Open the sub-snap
      </Link>
      {newer ? (
        <UpdateDialog
          nodeId={nodeId}
          pinned={pinned}
          newer={newer}
          open={reviewing}
          onOpenChange={setReviewing}
        />
      ) : null}
    </section>
  );
}

/** What the newer version changes, and the connections it would drop, before updating. */
function UpdateDialog({
  nodeId,
  pinned,
  newer,
  open,
  onOpenChange,
}: {
  nodeId: string;
  pinned: SubsnapParams;
  newer: SubsnapSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const store = useEditorStore();
  const diff = useWorkflowDiff(
    pinned.workflowId,
    open ? pinned.version : null,
    open ? newer.latest.version : null,
  );
  const latest = newer.latest;
  const { dropped } = withSubsnapVersion(graphOf(store.getState()), nodeId, latest);
  const update = () => {
    const next = withSubsnapVersion(graphOf(store.getState()), nodeId, latest).graph;
    store.getState().replaceGraph(next, `Update ${pinned.name} to version ${latest.version}`);
    // The node stays selected: its details show the version it now runs.
    store.getState().selectNode(nodeId);
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Update ${pinned.name} to version ${latest.version}?`}
      description={`This workflow uses version ${pinned.version}. What changed in the sub-snap:`}
    >
      <div className="mt-4 max-h-72 overflow-y-auto rounded-md border border-line p-3">
        {diff.data ? (
          <DiffSummary diff={diff.data} />
        ) : diff.isError ? (
          <p className="text-sm text-danger-700">The changes could not be loaded.</p>
        ) : (
          <p className="text-sm text-ink-muted">Comparing…</p>
        )}
      </div>
      <p className="mt-3 text-sm text-ink">
        Price per run: {pinned.cost} → {latest.cost} token{latest.cost === 1 ? '' : 's'}.
      </p>
      {dropped.length > 0 ? (
        <p className="mt-2 text-sm text-warning-800" role="alert">
          {dropped.length} connection{dropped.length === 1 ? '' : 's'} to ports the new version no
          longer has will be removed.
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Keep version {pinned.version}
        </Button>
        <Button onClick={update}>Update to version {latest.version}</Button>
      </div>
    </Dialog>
  );
}
