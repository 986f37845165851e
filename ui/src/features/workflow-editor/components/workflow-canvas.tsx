import { nodeType } from '@studio/workflows/graph/node-catalogue';
import { nodePorts } from '@studio/workflows/graph/node-ports';
import { type PortType } from '@studio/workflows/graph/ports';
import {
  Background,
  BackgroundVariant,
  type Connection,
  ControlButton,
  Controls,
  type FinalConnectionState,
  MiniMap,
  type NodeTypes,
  ReactFlow,
  useConnection,
  useReactFlow,
  useStore,
  ViewportPortal,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Map as MapIcon } from 'lucide-react';
import { type DragEvent, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';

import { checkConnection } from '../model/connection-rules';
import { type NoteNode, type StepEdge, type StepNode } from '../model/flow-graph';
import { useEditor, useEditorStore } from '../store/editor-context';
import { type NewNode, type PendingConnection } from '../store/editor-store';
import { GroupFrames } from './group-frames';
import { CanvasDecorations, type NodeDecoration } from './canvas-decorations';
import { type CATEGORY_LOOK, FAR_CLASS, FAR_ZOOM, NODE_DRAG_TYPE } from './node-look';
import { NoteCard } from './note-card';
import { StepNodeCard } from './step-node';

// At module scope: React Flow re-creates every node when this object's identity changes.
const nodeTypes: NodeTypes = { step: StepNodeCard, note: NoteCard };

/** A connection let go over empty canvas: the palette opens there, filtered to what fits. */
export type DroppedConnection = {
  screen: { x: number; y: number };
  flow: { x: number; y: number };
  from: PendingConnection & { portType: PortType };
};

type CanvasProps = {
  readOnly?: boolean;
  decorations?: ReadonlyMap<string, NodeDecoration>;
  onConnectionDrop?: (drop: DroppedConnection) => void;
  children?: ReactNode;
};

const GRID: [number, number] = [20, 20];
/** Up to this many nodes a graph opens no smaller than readable, even if it must be panned. */
const SMALL_GRAPH = 12;

/**
 * How the canvas fits the graph in view: never above 100 %, with a thin margin, and a small graph
 * never below 70 % so its labels stay readable (the walk found a four-node graph opened at 55 %
 * with 8 px text); a small graph wider than the canvas at that zoom is centred and panned.
 */
export function fitOptions(nodeCount: number) {
  return { maxZoom: 1, minZoom: nodeCount <= SMALL_GRAPH ? 0.7 : 0.1, padding: 0.1 };
}

/** How long the reason for a refused connection stays beside the drop if nothing else happens. */
const REFUSAL_SHOWN_MS = 6000;

/** Above this many nodes the map starts hidden. */
const MAP_NODE_LIMIT = 150;
const MULTI_SELECT_KEYS = ['Shift', 'Meta', 'Control'];

/** The graph on a React Flow canvas, fed by the editor's store. */
export function WorkflowCanvas({
  readOnly = false,
  decorations,
  onConnectionDrop,
  children,
}: CanvasProps) {
  const store = useEditorStore();
  const nodes = useEditor((s) => s.nodes);
  const notes = useEditor((s) => s.notes);
  const edges = useEditor((s) => s.edges);
  // Notes first: drawn beneath the steps.
  const shown = useMemo<Array<StepNode | NoteNode>>(
    () => (notes.length === 0 ? nodes : [...notes, ...nodes]),
    [nodes, notes],
  );
  const onNodesChange = useEditor((s) => s.onNodesChange);
  const onEdgesChange = useEditor((s) => s.onEdgesChange);
  const { screenToFlowPosition, fitView } = useReactFlow();
  // Tidy up moves every node: the view follows, so the laid-out graph is seen whole.
  const fitRequests = useEditor((s) => s.fitRequests);
  useEffect(() => {
    if (fitRequests === 0) return;
    // After the moved nodes have rendered at their new places.
    const frame = requestAnimationFrame(
      () => void fitView({ ...fitOptions(store.getState().nodes.length), duration: 300 }),
    );
    return () => cancelAnimationFrame(frame);
  }, [fitRequests, fitView, store]);
  // A boolean, so the canvas re-renders when the zoom crosses the line, not on every zoom step.
  const far = useStore((s) => s.transform[2] < FAR_ZOOM);
  const [refusal, setRefusal] = useState<{ x: number; y: number; reason: string } | null>(null);
  // The reason a dropped connection was refused is read, then gets out of the way: it goes with
  // the next click, key or drag, or after a few seconds (the walk found it stuck after the drop).
  useEffect(() => {
    if (!refusal) return;
    const dismiss = () => setRefusal(null);
    const timer = setTimeout(dismiss, REFUSAL_SHOWN_MS);
    document.addEventListener('pointerdown', dismiss);
    document.addEventListener('keydown', dismiss);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', dismiss);
      document.removeEventListener('keydown', dismiss);
    };
  }, [refusal]);
  // The map redraws every node each frame of a drag: on for graphs of a readable size, one click
  // away on big ones (the editor benchmark measured it as most of a 500-node drag's cost).
  const [showMap, setShowMap] = useState(() => store.getState().nodes.length <= MAP_NODE_LIMIT);

  const isValidConnection = useCallback(
    (connection: Connection | StepEdge) => {
      const { nodes: all, edges: existing } = store.getState();
      return checkConnection(all, existing, {
        source: connection.source,
        sourceHandle: connection.sourceHandle ?? null,
        target: connection.target,
        targetHandle: connection.targetHandle ?? null,
      }).ok;
    },
    [store],
  );

  const onConnect = useCallback(
    (connection: Connection) => void store.getState().connect(connection),
    [store],
  );

  const onConnectEnd = useCallback(
    (event: MouseEvent | TouchEvent, state: FinalConnectionState) => {
      const point = 'changedTouches' in event ? event.changedTouches[0]! : event;
      const screen = { x: point.clientX, y: point.clientY };
      const from = state.fromHandle;
      if (!from?.id || !state.fromNode) return;
      if (state.toHandle && !state.isValid) {
        const fromIsSource = from.type === 'source';
        const check = checkConnection(store.getState().nodes, store.getState().edges, {
          source: fromIsSource ? from.nodeId : state.toHandle.nodeId,
          sourceHandle: fromIsSource ? from.id : (state.toHandle.id ?? null),
          target: fromIsSource ? state.toHandle.nodeId : from.nodeId,
          targetHandle: fromIsSource ? (state.toHandle.id ?? null) : from.id,
        });
        if (!check.ok) setRefusal({ ...screenToFlowPosition(screen), reason: check.reason });
        return;
      }
      if (state.toNode || !onConnectionDrop) return;
      const node = store.getState().nodes.find((n) => n.id === from.nodeId);
      const port =
        node &&
        nodePorts(node.data)[from.type === 'source' ? 'outputs' : 'inputs'].find(
          (p) => p.id === from.id,
        );
      if (!port) return;
      onConnectionDrop({
        screen,
        flow: screenToFlowPosition(screen),
        from: { nodeId: from.nodeId, handleId: from.id, side: from.type, portType: port.type },
      });
    },
    [store, screenToFlowPosition, onConnectionDrop],
  );

  const onDrop = useCallback(
    (event: DragEvent) => {
      const dragged = event.dataTransfer.getData(NODE_DRAG_TYPE);
      if (!dragged) return;
      event.preventDefault();
      // The palette's entry: a type's name, or a sub-snap with its settings.
      const node = JSON.parse(dragged) as string | NewNode;
      store.getState().addNode(node, screenToFlowPosition({ x: event.clientX, y: event.clientY }));
    },
    [store, screenToFlowPosition],
  );

  return (
    <CanvasDecorations.Provider value={decorations ?? EMPTY}>
      <ReactFlow<StepNode | NoteNode, StepEdge>
        nodes={shown}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={readOnly ? undefined : onConnect}
        onConnectStart={() => setRefusal(null)}
        onConnectEnd={readOnly ? undefined : onConnectEnd}
        isValidConnection={isValidConnection}
        onDragOver={(event) => {
          if (!readOnly && event.dataTransfer.types.includes(NODE_DRAG_TYPE)) {
            event.preventDefault();
            event.dataTransfer.dropEffect = 'copy';
          }
        }}
        onDrop={readOnly ? undefined : onDrop}
        nodesDraggable={!readOnly}
        nodesConnectable={!readOnly}
        deleteKeyCode={null}
        multiSelectionKeyCode={MULTI_SELECT_KEYS}
        selectionKeyCode="Shift"
        snapToGrid
        snapGrid={GRID}
        onlyRenderVisibleElements
        fitView
        fitViewOptions={fitOptions(nodes.length)}
        minZoom={0.1}
        proOptions={{ hideAttribution: true }}
        aria-label="Workflow canvas"
        className={far ? FAR_CLASS : undefined}
      >
        <Background variant={BackgroundVariant.Dots} gap={GRID[0]} size={1.5} />
        <Controls showInteractive={false}>
          <ControlButton
            onClick={() => setShowMap((shown) => !shown)}
            aria-label={showMap ? 'Hide the map' : 'Show the map'}
            title={showMap ? 'Hide the map' : 'Show the map'}
          >
            <MapIcon aria-hidden="true" />
          </ControlButton>
        </Controls>
        {showMap ? (
          <MiniMap
            pannable
            zoomable
            ariaLabel="Map of the whole workflow"
            nodeColor={(node) =>
              node.type === 'note'
                ? NOTE_MINIMAP_COLOUR
                : MINIMAP_COLOUR[nodeType((node as StepNode).data.type)?.category ?? 'image']
            }
            className="!hidden sm:!block"
          />
        ) : null}
        {readOnly ? null : <ConnectionHint />}
        {refusal ? (
          <ViewportPortal>
            <p
              role="alert"
              className="pointer-events-none absolute max-w-64 rounded-lg bg-ink px-3 py-2 text-xs text-white shadow-raised"
              style={{ transform: `translate(${refusal.x + 12}px, ${refusal.y + 12}px)` }}
            >
              {refusal.reason}
            </p>
          </ViewportPortal>
        ) : null}
        <GroupFrames editable={!readOnly} />
        {children}
      </ReactFlow>
    </CanvasDecorations.Provider>
  );
}

const EMPTY = new Map<string, NodeDecoration>();

const NOTE_MINIMAP_COLOUR = '#fcd34d';

const MINIMAP_COLOUR: Record<keyof typeof CATEGORY_LOOK, string> = {
  input: '#059669',
  image: '#0284c7',
  ai: '#7c3aed',
  text: '#d97706',
  output: '#e11d48',
  subsnap: '#4f46e5',
};

/** While a connection is drawn over a port it may not join, says why beside the pointer. */
function ConnectionHint() {
  const connection = useConnection<StepNode>();
  const store = useEditorStore();
  if (!connection.inProgress || !connection.toHandle || connection.isValid !== false) return null;
  // Read, not subscribed: the graph does not change while a connection is drawn.
  const { nodes, edges } = store.getState();
  const from = connection.fromHandle;
  const to = connection.toHandle;
  const fromIsSource = from.type === 'source';
  const check = checkConnection(nodes, edges, {
    source: fromIsSource ? from.nodeId : to.nodeId,
    sourceHandle: fromIsSource ? (from.id ?? null) : (to.id ?? null),
    target: fromIsSource ? to.nodeId : from.nodeId,
    targetHandle: fromIsSource ? (to.id ?? null) : (from.id ?? null),
  });
  if (check.ok) return null;
  return (
    <ViewportPortal>
      <p
        className="pointer-events-none absolute max-w-64 rounded-lg bg-ink px-3 py-2 text-xs text-white shadow-raised"
        style={{ transform: `translate(${connection.to.x + 12}px, ${connection.to.y + 12}px)` }}
        data-testid="connection-refusal"
      >
        {check.reason}
      </p>
    </ViewportPortal>
  );
}
