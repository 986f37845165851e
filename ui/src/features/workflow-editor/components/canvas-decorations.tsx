import { createContext, useContext } from 'react';

/** How a node looks beside its own data: its problems, its place in a comparison, its run. */
export type NodeDecoration = {
  problems?: string[];
  diff?: 'added' | 'removed' | 'changed';
  /** Its output is pinned: test runs are given it instead of running it. */
  pinned?: boolean;
  run?: {
    state: 'pending' | 'running' | 'done' | 'failed' | 'cancelled' | 'skipped';
    durationMs?: number;
    error?: string;
    thumbnailUrl?: string;
    /** The same image at full size: what the thumbnail opens. */
    fullSizeUrl?: string;
    /** Given its output (pinned) rather than run. */
    given?: boolean;
  };
};

/** Decorations by node id; the canvas's nodes read theirs here, so the graph's data stays the graph. */
export const CanvasDecorations = createContext<ReadonlyMap<string, NodeDecoration>>(new Map());

export function useNodeDecoration(nodeId: string): NodeDecoration | undefined {
  return useContext(CanvasDecorations).get(nodeId);
}
