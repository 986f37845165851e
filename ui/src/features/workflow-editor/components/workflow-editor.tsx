import { type ExecutionView, TERMINAL_EXECUTION_STATUSES } from '@studio/api/contract/executions';
import { type WorkflowDetail } from '@studio/api/contract/workflows';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { graphCost } from '@studio/workflows/graph/graph-cost';
import { validateGraph } from '@studio/workflows/graph/validate-graph';
import { useQueryClient } from '@tanstack/react-query';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { ArrowLeft, Keyboard, Rocket, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { useMediaQuery } from '@/hooks/use-media-query';
import { toast } from '@/lib/toast';
import { usePins, useRefreshTestRuns } from '../api/test-runs';
import { workflowVersionQuery } from '../api/workflow-versions';
import { useAutosave } from '../hooks/use-autosave';
import { useEditorShortcuts } from '../hooks/use-editor-shortcuts';
import { DEFAULT_NODE_SIZE, freeSpot } from '../model/auto-layout';
import { pinsByDrawnNode } from '../model/node-test-data';
import { runDecorations } from '../model/run-decorations';
import { createEditorStore, graphOf, type NewNode } from '../store/editor-store';
import { EditorStoreProvider, useEditor, useEditorStore } from '../store/editor-context';
import { type NodeDecoration } from './canvas-decorations';
import { DroppedConnectionPalette } from './dropped-connection-palette';
import { EditingButtons, PhoneNotice } from './editing-buttons';
import { EditorTitle, useCameFrom } from './editor-title';
import { ConflictDialog, ShortcutsDialog } from './editor-dialogs';
import { IconButton } from '@/components/ui/icon-button';
import { LeaveGuard } from './leave-guard';
import { MakeSubsnapDialog } from './make-subsnap-dialog';
import { NodePalette } from './node-palette';
import { ProblemsList } from './problems-list';
import { PublishDialog } from './publish-dialog';
import { SaveStatusBadge } from './save-status';
import { type Panel, PortLegend, SidePanel } from './side-panel';
import { EditorTestRunsContext } from './test-run-context';
import { TestRunPanel } from './test-run-panel';
import { TestRunWatcher } from './test-run-watcher';
import { VersionCompare } from './version-compare';
import { type GraphSide, VersionsPanel } from './versions-panel';
import { type DroppedConnection, WorkflowCanvas } from './workflow-canvas';

/** The editor for one workflow: its draft on a canvas, with everything a manager does to it. */
export function WorkflowEditor({ workflow }: { workflow: WorkflowDetail }) {
  const [store] = useState(() => createEditorStore(workflow.draft.graph));
  return (
    <EditorStoreProvider store={store}>
      <ReactFlowProvider>
        <EditorScreen workflow={workflow} />
      </ReactFlowProvider>
    </EditorStoreProvider>
  );
}

function EditorScreen({ workflow }: { workflow: WorkflowDetail }) {
  const store = useEditorStore();
  const queryClient = useQueryClient();
  const cameFrom = useCameFrom();
  const autosave = useAutosave(workflow.id, store, workflow.draft.revision);
  const { screenToFlowPosition, fitView } = useReactFlow();
  const canvasRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const wide = useMediaQuery('(min-width: 1024px)');
  // On a phone the editor shows the workflow and does not edit it (a drag there is a scroll).
  const phone = useMediaQuery('(max-width: 639px)');
  const [panel, setPanel] = useState<Panel>('settings');
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [sidePanelOpen, setSidePanelOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [publishOpen, setPublishOpen] = useState(false);
  const [makingSubsnap, setMakingSubsnap] = useState(false);
  const [dropped, setDropped] = useState<DroppedConnection | null>(null);
  const [compare, setCompare] = useState<{
    from: WorkflowGraph;
    to: WorkflowGraph;
    title: string;
    /** One version opened on its own, not two compared. */
    single: boolean;
  } | null>(null);
  const readOnly = compare !== null || phone;
  const [restoring, setRestoring] = useState<number | null>(null);
  const [testRunId, setTestRunId] = useState<string | null>(null);
  const [testRun, setTestRun] = useState<ExecutionView | null>(null);
  const pinList = usePins(workflow.id);
  const refreshTestRuns = useRefreshTestRuns(workflow.id);
  const openTestRun = useCallback((executionId: string) => {
    setTestRun(null);
    setTestRunId(executionId);
  }, []);
  const pins = useMemo(() => pinsByDrawnNode(pinList.data?.pins ?? []), [pinList.data]);
  const testRuns = useMemo(
    () => ({
      workflowId: workflow.id,
      run: testRun,
      pins,
      open: openTestRun,
      saveDraft: autosave.flush,
    }),
    [workflow.id, testRun, pins, openTestRun, autosave.flush],
  );
  // The list of last runs follows a run's end (its status and picture).
  const ended = testRun !== null && TERMINAL_EXECUTION_STATUSES.has(testRun.status);
  useEffect(() => {
    if (ended) void refreshTestRuns();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended, testRunId]);

  const edits = useEditor((s) => s.edits);
  const nodeCount = useEditor((s) => s.nodes.length);
  const selectedCount = useEditor((s) => s.nodes.filter((n) => n.selected).length);
  const { addNode, selectNode } = store.getState();

  // Validation and cost follow edits, not every frame of a drag.
  const { problems, cost } = useMemo(() => {
    const graph = graphOf(store.getState());
    return { problems: validateGraph(graph, workflow.kind), cost: graphCost(graph) };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [edits, store, workflow.kind]);
  const decorations = useMemo(() => {
    const byNode = new Map<string, NodeDecoration>();
    for (const problem of problems) {
      if (!problem.nodeId) continue;
      const entry = byNode.get(problem.nodeId) ?? { problems: [] };
      entry.problems!.push(problem.message);
      byNode.set(problem.nodeId, entry);
    }
    if (testRun) {
      for (const [nodeId, run] of runDecorations(testRun, graphOf(store.getState()))) {
        byNode.set(nodeId, { ...byNode.get(nodeId), run });
      }
    }
    for (const nodeId of pins.keys()) byNode.set(nodeId, { ...byNode.get(nodeId), pinned: true });
    return byNode;
  }, [problems, testRun, pins, store]);

  const canvasCentre = useCallback(() => {
    const box = canvasRef.current?.getBoundingClientRect();
    if (!box) return { x: 0, y: 0 };
    return screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  }, [screenToFlowPosition]);

  // Where the pointer last was over the canvas (screen coordinates), for pasting there.
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const pastePoint = useCallback(() => {
    const box = canvasRef.current?.getBoundingClientRect();
    const at = pointer.current;
    if (
      box &&
      at &&
      at.x >= box.left &&
      at.x <= box.right &&
      at.y >= box.top &&
      at.y <= box.bottom
    ) {
      return screenToFlowPosition(at);
    }
    return canvasCentre();
  }, [screenToFlowPosition, canvasCentre]);

  const openSearch = useCallback(() => {
    if (wide) searchRef.current?.focus();
    else setPaletteOpen(true);
  }, [wide]);
  const openShortcuts = useCallback(() => setShortcutsOpen(true), []);
  // A note goes where the manager is looking, below anything already there (never over a step).
  const addNote = useCallback(() => {
    const centre = canvasCentre();
    const { nodes, notes } = store.getState();
    store
      .getState()
      .addNote(freeSpot({ x: centre.x - 120, y: centre.y - 80 }, [...nodes, ...notes]));
  }, [canvasCentre, store]);
  useEditorShortcuts({
    store,
    readOnly,
    pastePoint,
    openSearch,
    openShortcuts,
    addNote,
  });

  const addAtCentre = (type: string | NewNode) => {
    const centre = canvasCentre();
    const corner = {
      x: centre.x - DEFAULT_NODE_SIZE.width / 2,
      y: centre.y - DEFAULT_NODE_SIZE.height / 2,
    };
    const { nodes, notes } = store.getState();
    const id = addNode(type, freeSpot(corner, [...nodes, ...notes]));
    setPaletteOpen(false);
    setPanel('settings');
    // Focus leaves the search box for the new node: the editor's keys (undo, arrows, Delete)
    // work at once, without a click on the canvas first (the walk found undo dead until then).
    if (id) focusNodeWhenDrawn(id);
  };

  const showNode = (nodeId: string) => {
    selectNode(nodeId);
    void fitView({ nodes: [{ id: nodeId }], duration: 300, maxZoom: 1.2 });
    setSidePanelOpen(false);
  };

  const graphFor = async (side: GraphSide): Promise<WorkflowGraph> =>
    side === 'draft'
      ? graphOf(store.getState())
      : (await queryClient.fetchQuery(workflowVersionQuery(workflow.id, side))).graph;

  const openCompare = async (from: GraphSide, to: GraphSide) => {
    try {
      const [a, b] = await Promise.all([graphFor(from), graphFor(to)]);
      const name = (side: GraphSide) => (side === 'draft' ? 'the draft' : `version ${side}`);
      const title = from === to ? `Version ${from}` : `Comparing ${name(from)} with ${name(to)}`;
      setCompare({ from: a, to: b, title, single: from === to });
      setSidePanelOpen(false);
    } catch {
      toast({
        variant: 'destructive',
        title: 'Could not load the versions',
        description: 'Please try again.',
      });
    }
  };

  const restore = async (version: number) => {
    setRestoring(version);
    try {
      const graph = await graphFor(version);
      store.getState().replaceGraph(graph, `Restore version ${version}`);
      toast({
        title: `Version ${version} restored into the draft`,
        description: 'Undo (Ctrl+Z) takes it back.',
      });
      setCompare(null);
    } catch {
      toast({
        variant: 'destructive',
        title: 'Could not restore the version',
        description: 'Please try again.',
      });
    } finally {
      setRestoring(null);
    }
  };

  const sidePanel = (
    <SidePanel
      panel={panel}
      onPanel={setPanel}
      problems={<ProblemsList problems={problems} onShow={showNode} />}
      problemCount={problems.length}
      test={
        <TestRunPanel
          workflowId={workflow.id}
          saveDraft={autosave.flush}
          run={testRun}
          onStarted={openTestRun}
          problemCount={problems.length}
        />
      }
      versions={
        <VersionsPanel
          workflow={workflow}
          onCompare={(a, b) => void openCompare(a, b)}
          onOpen={(v) => void openCompare(v, v)}
          onRestore={(v) => void restore(v)}
          restoring={restoring}
        />
      }
      readOnly={readOnly}
    />
  );

  const palette = (
    <NodePalette
      onPick={addAtCentre}
      workflow={workflow}
      searchRef={searchRef}
      autoFocus={!wide}
      onDismiss={() => setPaletteOpen(false)}
    />
  );

  // The figures of what the canvas shows: the draft's, or the version opened (the walk found a
  // version opened with the draft's figures beside it).
  const shownNodes = compare ? compare.to.nodes.length : nodeCount;
  const shownCost = compare ? graphCost(compare.to) : cost;

  return (
    <EditorTestRunsContext.Provider value={testRuns}>
      {/* Fills what the app's frame leaves below the header and any banner (fillsWindow). */}
      <div className="flex min-h-0 flex-1 flex-col">
        <title>{`${workflow.name} · Workflow editor · Snapshot Studio`}</title>
        <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-line bg-surface px-3 py-2 sm:px-4">
          <Link
            to={cameFrom ? `/workflows/${cameFrom.id}/editor` : '/workflows'}
            className="rounded-md p-1.5 text-ink-muted hover:bg-surface-muted hover:text-ink"
            aria-label={cameFrom ? `Back to ${cameFrom.name}` : 'All workflows'}
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
          <div className="min-w-0 flex-1">
            <EditorTitle workflow={workflow} cameFrom={cameFrom} />
            <div className="flex flex-wrap items-center gap-x-3 text-xs">
              <SaveStatusBadge status={autosave.status} onRetry={() => void autosave.retry()} />
              <span className="text-ink-muted" data-testid="graph-size">
                {shownNodes} node{shownNodes === 1 ? '' : 's'}
              </span>
              <span className="text-ink-muted" data-testid="graph-cost">
                {shownCost} token{shownCost === 1 ? '' : 's'} per run
              </span>
            </div>
          </div>
          <div
            className="flex w-full flex-wrap items-center justify-end gap-1 sm:w-auto"
            role="toolbar"
            aria-label="Editing"
          >
            {phone ? null : (
              <EditingButtons
                wide={wide}
                locked={compare !== null}
                selectedCount={selectedCount}
                onAddNode={() => setPaletteOpen(true)}
                onMakeSubsnap={() => setMakingSubsnap(true)}
                onAddNote={addNote}
              />
            )}
            <IconButton label="Keyboard shortcuts (?)" onClick={openShortcuts}>
              <Keyboard className="size-5" aria-hidden="true" />
            </IconButton>
            {wide ? null : (
              <Button size="sm" variant="secondary" onClick={() => setSidePanelOpen(true)}>
                {problems.length > 0 ? `Problems (${problems.length})` : 'Details'}
              </Button>
            )}
            {phone ? null : (
              <Button size="sm" onClick={() => setPublishOpen(true)} disabled={compare !== null}>
                <Rocket className="size-4" aria-hidden="true" />
                Publish
              </Button>
            )}
          </div>
        </header>
        {phone ? <PhoneNotice /> : null}

        {compare ? (
          <div className="flex min-h-0 flex-1 flex-col">
            <div className="flex items-center justify-between gap-2 border-b border-line bg-warning-50 px-4 py-2 text-sm text-ink">
              <p className="font-medium">{compare.title} (read-only)</p>
              <Button size="sm" variant="secondary" onClick={() => setCompare(null)}>
                <X className="size-4" aria-hidden="true" />
                Back to the draft
              </Button>
            </div>
            <VersionCompare from={compare.from} to={compare.to} single={compare.single} />
          </div>
        ) : (
          <div className="flex min-h-0 flex-1">
            {wide ? (
              <aside
                aria-label="Add nodes"
                className="flex w-72 shrink-0 flex-col border-r border-line bg-surface p-3"
              >
                {palette}
                <PortLegend />
              </aside>
            ) : null}
            <div
              ref={canvasRef}
              className="relative min-w-0 flex-1 bg-surface-muted"
              onPointerMove={(event) => {
                pointer.current = { x: event.clientX, y: event.clientY };
              }}
            >
              <WorkflowCanvas
                decorations={decorations}
                onConnectionDrop={setDropped}
                readOnly={phone}
              />
            </div>
            {wide ? (
              <aside
                aria-label="Details"
                className="flex w-80 shrink-0 flex-col border-l border-line bg-surface"
              >
                {sidePanel}
              </aside>
            ) : null}
          </div>
        )}

        {wide ? null : (
          <>
            <Sheet open={paletteOpen} onOpenChange={setPaletteOpen} title="Add a node">
              {palette}
              <PortLegend />
            </Sheet>
            <Sheet
              open={sidePanelOpen}
              onOpenChange={setSidePanelOpen}
              title="Details"
              side="right"
            >
              {sidePanel}
            </Sheet>
          </>
        )}

        <DroppedConnectionPalette
          dropped={dropped}
          workflow={workflow}
          onClose={() => setDropped(null)}
          onPick={(type) => {
            if (!dropped) return;
            addNode(type, { x: dropped.flow.x, y: dropped.flow.y - 40 }, dropped.from);
            setDropped(null);
          }}
        />
        {testRunId ? (
          <TestRunWatcher key={testRunId} executionId={testRunId} onView={setTestRun} />
        ) : null}
        <LeaveGuard unsaved={autosave.status !== 'saved'} />
        <ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
        <MakeSubsnapDialog open={makingSubsnap} onOpenChange={setMakingSubsnap} />
        <PublishDialog
          workflow={workflow}
          open={publishOpen}
          onOpenChange={setPublishOpen}
          saveDraft={autosave.flush}
          problemCount={problems.length}
        />
        <ConflictDialog
          conflict={autosave.conflict}
          onReload={() => void autosave.reload()}
          onOverwrite={() => void autosave.overwrite()}
        />
      </div>
    </EditorTestRunsContext.Provider>
  );
}

/**
 * Focuses a node's card once React Flow has drawn and measured it (it keeps a new node hidden
 * until measured, and a hidden element takes no focus): tried each frame, for a few frames.
 */
function focusNodeWhenDrawn(id: string, framesLeft = 20) {
  requestAnimationFrame(() => {
    const card = document.querySelector<HTMLElement>(
      `.react-flow__node[data-id="${CSS.escape(id)}"]`,
    );
    if (card && card.style.visibility !== 'hidden') card.focus();
    else if (framesLeft > 0) focusNodeWhenDrawn(id, framesLeft - 1);
  });
}
