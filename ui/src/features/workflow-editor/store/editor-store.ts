import { type GraphGroup, NOTE_SIZE, type WorkflowGraph } from '@studio/workflows/graph/graph';
import { nodeType } from '@studio/workflows/graph/node-catalogue';
import { nodePorts } from '@studio/workflows/graph/node-ports';
import {
  type EdgeChange,
  type NodeChange,
  applyEdgeChanges,
  applyNodeChanges,
} from '@xyflow/react';
import { createStore } from 'zustand/vanilla';

import { layoutLeftToRight, DEFAULT_NODE_SIZE } from '../model/auto-layout';
import { type Clip, placeClip } from '../model/clipboard';
import { type PortConnection, checkConnection, fittingPort } from '../model/connection-rules';
import {
  type NoteNode,
  type NoteNodeData,
  type StepEdge,
  type StepNode,
  edgeId,
  nextNodeId,
  toFlowEdge,
  toFlowNode,
  toFlowNote,
  toGraph,
} from '../model/flow-graph';

/** The canvas at one moment: what undo goes back to. Arrays share unchanged nodes. */
type Snapshot = {
  nodes: StepNode[];
  edges: StepEdge[];
  notes: NoteNode[];
  /** Named frames around steps; a step is in one group at most. */
  groups: GraphGroup[];
};

/** One step of the history: a user action, however many nodes it touched. */
export type HistoryEntry = {
  label: string;
  before: Snapshot;
  after: Snapshot;
  /** Consecutive entries with the same key merge into one (typing in one field). */
  key?: string;
};

/** How many steps undo goes back; beyond the 100 with room to spare. */
export const HISTORY_LIMIT = 200;

/** Where a connection dragged onto empty canvas started, to connect the node chosen for it. */
export type PendingConnection = {
  nodeId: string;
  handleId: string;
  side: 'source' | 'target';
};

export type EditorState = Snapshot & {
  past: HistoryEntry[];
  future: HistoryEntry[];
  /** Bumped by every change of the graph (not of selection): autosave and validation follow it. */
  edits: number;
  /** The canvas before a drag began, so the whole drag becomes one step when it ends. */
  dragFrom: Snapshot | null;
  /** Set when a field loses focus: the next edit starts a new step even in the same field. */
  sealed: boolean;
  /** Bumped when the canvas should fit the whole graph in view again (after Tidy up). */
  fitRequests: number;
};

/** A node to add with settings of its own (a sub-snap pinned to a version), not its defaults. */
export type NewNode = { type: string; params: Record<string, unknown>; label?: string };

export type EditorActions = {
  /** Opens a graph: nothing to undo yet. */
  load(graph: WorkflowGraph): void;
  /** The whole graph replaced as one undoable step (restoring a version, reloading a draft). */
  replaceGraph(graph: WorkflowGraph, label: string): void;
  /** The canvas's changes to steps and notes alike (moves, resizes, selection). */
  onNodesChange(changes: NodeChange<StepNode | NoteNode>[]): void;
  onEdgesChange(changes: EdgeChange<StepEdge>[]): void;
  /** Draws a connection; answers why not when the rules refuse it. */
  connect(connection: PortConnection): { ok: true } | { ok: false; reason: string };
  /**
   * Adds a node of a type with its default settings (or the settings given: a sub-snap's),
   * selected; connects it when asked.
   */
  addNode(
    what: string | NewNode,
    position: { x: number; y: number },
    from?: PendingConnection,
  ): string | null;
  /** Adds an empty sticky note there, selected. */
  addNote(position: { x: number; y: number }): string;
  /** Changes a note's text (typing merges into one step) or colour. */
  editNote(noteId: string, patch: Partial<NoteNodeData>): void;
  deleteSelection(): void;
  setParam(nodeId: string, name: string, value: unknown): void;
  renameNode(nodeId: string, label: string): void;
  /** Adds copied nodes with their connections; they become the selection. */
  paste(clip: Clip, at: { x: number; y: number }): void;
  selectAll(): void;
  /** Selects one node (or none), as clicking it would. */
  selectNode(nodeId: string | null): void;
  /** Lays every node out left to right (auto-layout), then asks the canvas to fit it in view. */
  layout(): void;
  undo(): void;
  redo(): void;
  sealHistory(): void;
  /** Frames the selected steps as a new named group (one undoable step); its id. */
  groupSelection(): string | null;
  /** Renames (typing merges into one step) or recolours a group. */
  editGroup(groupId: string, patch: Partial<Pick<GraphGroup, 'label' | 'colour'>>): void;
  /** Takes the frame away; its steps stay. */
  ungroup(groupId: string): void;
  /** Moves every step of a group by this much (a drag's moves merge into one step). */
  moveGroup(groupId: string, by: { x: number; y: number }): void;
};

export type EditorStore = ReturnType<typeof createEditorStore>;

export function createEditorStore(graph: WorkflowGraph = { nodes: [], edges: [] }) {
  return createStore<EditorState & EditorActions>()((set, get) => {
    const snapshot = (): Snapshot => ({
      nodes: get().nodes,
      edges: get().edges,
      notes: get().notes,
      groups: get().groups,
    });

    /** Applies one user action as one history step; `key` merges it into the last step. */
    const commit = (
      label: string,
      change: Omit<Snapshot, 'notes' | 'groups'> & { notes?: NoteNode[]; groups?: GraphGroup[] },
      key?: string,
    ) => {
      const { past, sealed } = get();
      const before = snapshot();
      const next: Snapshot = {
        ...change,
        notes: change.notes ?? before.notes,
        groups: change.groups ?? before.groups,
      };
      if (
        next.nodes === before.nodes &&
        next.edges === before.edges &&
        next.notes === before.notes &&
        next.groups === before.groups
      )
        return;
      const last = past.at(-1);
      const merged =
        key !== undefined && !sealed && last?.key === key
          ? [...past.slice(0, -1), { ...last, after: next }]
          : [...past, { label, before, after: next, key }].slice(-HISTORY_LIMIT);
      set({ ...next, past: merged, future: [], edits: get().edits + 1, sealed: false });
    };

    const selectOnly = (ids: ReadonlySet<string>) =>
      get().nodes.map((n) =>
        n.selected === ids.has(n.id) ? n : { ...n, selected: ids.has(n.id) },
      );

    return {
      ...fromGraph(graph),
      past: [],
      future: [],
      edits: 0,
      dragFrom: null,
      sealed: false,
      fitRequests: 0,

      load: (next) => set({ ...fromGraph(next), past: [], future: [], dragFrom: null }),

      replaceGraph: (next, label) => commit(label, fromGraph(next)),

      onNodesChange: (changes) => {
        // Deleting goes through deleteSelection (one step); React Flow's own removal is off.
        const kept = changes.filter(
          (c): c is Exclude<typeof c, { type: 'remove' | 'add' | 'replace' }> =>
            c.type !== 'remove' && c.type !== 'add' && c.type !== 'replace',
        );
        const noteIds = new Set(get().notes.map((n) => n.id));
        const apply = () => ({
          nodes: applyNodeChanges(
            kept.filter((c) => !noteIds.has(c.id)) as NodeChange<StepNode>[],
            get().nodes,
          ),
          notes: applyNodeChanges(
            kept.filter((c) => noteIds.has(c.id)) as NodeChange<NoteNode>[],
            get().notes,
          ),
        });
        const moves = kept.filter((c) => c.type === 'position');
        // A note resized by its handles (not a size measured when drawn).
        const resizes = kept.filter(
          (c) => c.type === 'dimensions' && noteIds.has(c.id) && c.resizing !== undefined,
        );
        if (moves.length === 0 && resizes.length === 0) {
          set(apply());
          return;
        }
        const live =
          moves.some((c) => c.type === 'position' && c.dragging) ||
          resizes.some((c) => c.type === 'dimensions' && c.resizing);
        const { dragFrom } = get();
        if (live) {
          set({ dragFrom: dragFrom ?? snapshot(), ...apply() });
          return;
        }
        const next = apply();
        const label = resizes.length > 0 ? 'Resize note' : 'Move';
        if (dragFrom) {
          // The drag ended: the whole drag, however many nodes moved, is one step.
          set({ nodes: dragFrom.nodes, notes: dragFrom.notes, dragFrom: null });
          commit(label, { ...next, edges: get().edges });
        } else {
          // Arrow keys: consecutive nudges of the same nodes are one step.
          const ids = moves
            .map((c) => c.id)
            .sort()
            .join(',');
          commit(label, { ...next, edges: get().edges }, `move:${ids}`);
        }
      },

      onEdgesChange: (changes) => {
        const selections = changes.filter((c) => c.type === 'select');
        if (selections.length > 0) set({ edges: applyEdgeChanges(selections, get().edges) });
      },

      connect: (connection) => {
        const { nodes, edges } = get();
        const check = checkConnection(nodes, edges, connection);
        if (!check.ok) return check;
        const kept = check.replaces ? edges.filter((e) => e.id !== check.replaces) : edges;
        const ends = {
          source: connection.source,
          sourcePort: connection.sourceHandle!,
          target: connection.target,
          targetPort: connection.targetHandle!,
        };
        const edge = toFlowEdge({ id: edgeId(ends, new Set(kept.map((e) => e.id))), ...ends });
        commit('Connect', { nodes, edges: [...kept, edge] });
        return { ok: true };
      },

      addNode: (what, position, from) => {
        const type = typeof what === 'string' ? what : what.type;
        const definition = nodeType(type);
        if (!definition) return null;
        const id = nextNodeId(type, new Set(get().nodes.map((n) => n.id)));
        const params = typeof what === 'string' ? definition.params.parse({}) : what.params;
        const label = typeof what === 'string' ? undefined : what.label;
        const node = toFlowNode({ id, type, params, position, ...(label && { label }) }, true);
        const nodes = [...selectOnly(new Set()), node];
        let edges = get().edges;
        if (from) {
          const origin = nodes.find((n) => n.id === from.nodeId);
          const originPort =
            origin &&
            nodePorts(origin.data)[from.side === 'source' ? 'outputs' : 'inputs'].find(
              (p) => p.id === from.handleId,
            );
          const port =
            originPort &&
            fittingPort({ type, params }, { side: from.side, portType: originPort.type });
          if (port) {
            const connection =
              from.side === 'source'
                ? {
                    source: from.nodeId,
                    sourceHandle: from.handleId,
                    target: id,
                    targetHandle: port.id,
                  }
                : {
                    source: id,
                    sourceHandle: port.id,
                    target: from.nodeId,
                    targetHandle: from.handleId,
                  };
            const check = checkConnection(nodes, edges, connection);
            if (check.ok) {
              const kept = check.replaces ? edges.filter((e) => e.id !== check.replaces) : edges;
              const ends = {
                source: connection.source,
                sourcePort: connection.sourceHandle,
                target: connection.target,
                targetPort: connection.targetHandle,
              };
              edges = [
                ...kept,
                toFlowEdge({ id: edgeId(ends, new Set(kept.map((e) => e.id))), ...ends }),
              ];
            }
          }
        }
        commit(`Add ${definition.label}`, { nodes, edges });
        return id;
      },

      addNote: (position) => {
        const taken = new Set(get().notes.map((n) => n.id));
        let n = 1;
        while (taken.has(`note-${n}`)) n++;
        const note = toFlowNote(
          { id: `note-${n}`, text: '', colour: 'yellow', position, size: NOTE_SIZE },
          true,
        );
        commit('Add note', {
          nodes: selectOnly(new Set()),
          edges: get().edges,
          notes: [...get().notes.map((x) => (x.selected ? { ...x, selected: false } : x)), note],
        });
        return note.id;
      },

      editNote: (noteId, patch) => {
        const notes = get().notes.map((n) =>
          n.id === noteId ? { ...n, data: { ...n.data, ...patch } } : n,
        );
        const typing = patch.text !== undefined;
        commit(
          typing ? 'Edit note' : 'Colour note',
          { nodes: get().nodes, edges: get().edges, notes },
          typing ? `note:${noteId}` : undefined,
        );
      },

      deleteSelection: () => {
        const { nodes, edges, notes } = get();
        const gone = new Set(nodes.filter((n) => n.selected).map((n) => n.id));
        const keptEdges = edges.filter(
          (e) => !e.selected && !gone.has(e.source) && !gone.has(e.target),
        );
        const keptNotes = notes.filter((n) => !n.selected);
        if (
          gone.size === 0 &&
          keptEdges.length === edges.length &&
          keptNotes.length === notes.length
        )
          return;
        commit('Delete', {
          nodes: nodes.filter((n) => !gone.has(n.id)),
          edges: keptEdges,
          notes: keptNotes,
          groups: gone.size > 0 ? withoutNodes(get().groups, gone) : get().groups,
        });
      },

      setParam: (nodeId, name, value) => {
        const nodes = get().nodes.map((n) => {
          if (n.id !== nodeId) return n;
          const params = { ...n.data.params };
          if (value === undefined) delete params[name];
          else params[name] = value;
          return { ...n, data: { ...n.data, params } };
        });
        commit('Change setting', { nodes, edges: get().edges }, `param:${nodeId}:${name}`);
      },

      renameNode: (nodeId, label) => {
        const nodes = get().nodes.map((n) => {
          if (n.id !== nodeId) return n;
          const data = { ...n.data };
          if (label.trim()) data.label = label;
          else delete data.label;
          return { ...n, data };
        });
        commit('Rename', { nodes, edges: get().edges }, `label:${nodeId}`);
      },

      paste: (clip, at) => {
        const placed = placeClip(clip, new Set(get().nodes.map((n) => n.id)), at);
        const nodes = [...selectOnly(new Set()), ...placed.nodes.map((n) => toFlowNode(n, true))];
        const edges = [
          ...get().edges.map((e) => (e.selected ? { ...e, selected: false } : e)),
          ...placed.edges.map((e) => toFlowEdge(e)),
        ];
        commit(placed.nodes.length === 1 ? 'Paste node' : `Paste ${placed.nodes.length} nodes`, {
          nodes,
          edges,
        });
      },

      selectAll: () =>
        set({
          nodes: get().nodes.map((n) => (n.selected ? n : { ...n, selected: true })),
          edges: get().edges.map((e) => (e.selected ? e : { ...e, selected: true })),
          notes: get().notes.map((n) => (n.selected ? n : { ...n, selected: true })),
        }),

      selectNode: (nodeId) =>
        set({
          nodes: selectOnly(new Set(nodeId ? [nodeId] : [])),
          edges: get().edges.map((e) => (e.selected ? { ...e, selected: false } : e)),
          notes: get().notes.map((n) => (n.selected ? { ...n, selected: false } : n)),
        }),

      layout: () => {
        const { nodes, edges } = get();
        const positions = layoutLeftToRight(
          nodes.map((n) => ({
            id: n.id,
            width: n.measured?.width ?? DEFAULT_NODE_SIZE.width,
            height: n.measured?.height ?? DEFAULT_NODE_SIZE.height,
          })),
          edges,
        );
        commit('Tidy up', {
          nodes: nodes.map((n) => ({ ...n, position: positions.get(n.id) ?? n.position })),
          edges,
        });
        set({ fitRequests: get().fitRequests + 1 });
      },

      undo: () => {
        const { past, future, edits } = get();
        const entry = past.at(-1);
        if (!entry) return;
        set({
          ...entry.before,
          past: past.slice(0, -1),
          future: [entry, ...future],
          edits: edits + 1,
          sealed: true,
        });
      },

      redo: () => {
        const { past, future, edits } = get();
        const entry = future[0];
        if (!entry) return;
        set({
          ...entry.after,
          past: [...past, entry],
          future: future.slice(1),
          edits: edits + 1,
          sealed: true,
        });
      },

      sealHistory: () => set({ sealed: true }),

      groupSelection: () => {
        const chosen = new Set(
          get()
            .nodes.filter((n) => n.selected)
            .map((n) => n.id),
        );
        if (chosen.size === 0) return null;
        const taken = new Set(get().groups.map((g) => g.id));
        let n = 1;
        while (taken.has(`group-${n}`)) n++;
        const group: GraphGroup = {
          id: `group-${n}`,
          label: `Group ${n}`,
          colour: 'blue',
          nodeIds: [...chosen],
        };
        // A step is in one group: grouping it again takes it out of the old one.
        commit('Group', {
          nodes: get().nodes,
          edges: get().edges,
          groups: [...withoutNodes(get().groups, chosen), group],
        });
        return group.id;
      },

      editGroup: (groupId, patch) => {
        const groups = get().groups.map((g) => (g.id === groupId ? { ...g, ...patch } : g));
        const typing = patch.label !== undefined;
        commit(
          typing ? 'Rename group' : 'Colour group',
          { nodes: get().nodes, edges: get().edges, groups },
          typing ? `group:${groupId}` : undefined,
        );
      },

      ungroup: (groupId) =>
        commit('Ungroup', {
          nodes: get().nodes,
          edges: get().edges,
          groups: get().groups.filter((g) => g.id !== groupId),
        }),

      moveGroup: (groupId, by) => {
        const members = new Set(get().groups.find((g) => g.id === groupId)?.nodeIds ?? []);
        const nodes = get().nodes.map((n) =>
          members.has(n.id)
            ? { ...n, position: { x: n.position.x + by.x, y: n.position.y + by.y } }
            : n,
        );
        // One drag is one step: the moves merge until the history is sealed (at the drop).
        commit('Move group', { nodes, edges: get().edges }, `move-group:${groupId}`);
      },
    };
  });
}

function fromGraph(graph: WorkflowGraph): Snapshot {
  return {
    nodes: graph.nodes.map((n) => toFlowNode(n)),
    edges: graph.edges.map((e) => toFlowEdge(e)),
    notes: (graph.notes ?? []).map((n) => toFlowNote(n)),
    groups: graph.groups ?? [],
  };
}

/** The graph the store holds, as the server stores it. */
export function graphOf(state: Snapshot): WorkflowGraph {
  return toGraph(state.nodes, state.edges, state.notes, state.groups);
}

/** The groups without these steps; a group left with none goes. */
function withoutNodes(groups: GraphGroup[], gone: ReadonlySet<string>): GraphGroup[] {
  if (!groups.some((g) => g.nodeIds.some((id) => gone.has(id)))) return groups;
  return groups
    .map((g) => ({ ...g, nodeIds: g.nodeIds.filter((id) => !gone.has(id)) }))
    .filter((g) => g.nodeIds.length > 0);
}
