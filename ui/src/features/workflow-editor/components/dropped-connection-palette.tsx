import { type WorkflowKind } from '@studio/workflows/graph/graph';
import { useMemo } from 'react';

import { fittingPort } from '../model/connection-rules';
import { type NewNode } from '../store/editor-store';
import { NodePalette, type PaletteEntry } from './node-palette';
import { type DroppedConnection } from './workflow-canvas';

/** The palette at the pointer, for a connection let go over empty canvas: only what fits. */
export function DroppedConnectionPalette({
  dropped,
  onClose,
  onPick,
  workflow,
}: {
  dropped: DroppedConnection | null;
  onClose: () => void;
  onPick: (node: string | NewNode) => void;
  workflow?: { id: string; kind: WorkflowKind };
}) {
  const only = useMemo(
    () =>
      dropped
        ? (entry: PaletteEntry) =>
            fittingPort(entry, {
              side: dropped.from.side,
              portType: dropped.from.portType,
            }) !== undefined
        : undefined,
    [dropped],
  );
  if (!dropped) return null;
  const left = Math.max(8, Math.min(dropped.screen.x, window.innerWidth - 328));
  const top = Math.max(8, Math.min(dropped.screen.y, window.innerHeight - 408));
  return (
    <>
      <div className="fixed inset-0 z-40" onClick={onClose} aria-hidden="true" />
      <div
        role="dialog"
        aria-label="Add a connected node"
        className="fixed z-50 flex max-h-96 w-80 flex-col rounded-card border border-line bg-surface p-3 shadow-raised"
        style={{ left, top }}
      >
        <NodePalette
          onPick={onPick}
          only={only}
          workflow={workflow}
          autoFocus
          onDismiss={onClose}
        />
      </div>
    </>
  );
}
