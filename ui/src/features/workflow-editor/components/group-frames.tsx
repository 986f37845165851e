import { type GraphGroup, type NoteColour } from '@studio/workflows/graph/graph';
import { ViewportPortal } from '@xyflow/react';
import { Boxes } from 'lucide-react';

import { DEFAULT_NODE_SIZE } from '../model/auto-layout';
import { useEditor } from '../store/editor-context';

const FRAME_LOOK: Record<NoteColour, string> = {
  yellow: 'border-amber-400 bg-amber-50/50 text-amber-900',
  blue: 'border-sky-400 bg-sky-50/50 text-sky-900',
  green: 'border-emerald-400 bg-emerald-50/50 text-emerald-900',
  pink: 'border-pink-400 bg-pink-50/50 text-pink-900',
  purple: 'border-indigo-400 bg-indigo-50/50 text-indigo-900',
};

const PADDING = 20;
const TITLE = 28;

/**
 * A frame around each group's nodes, named at its top-left, drawn behind the cards in the
 * canvas's own coordinates: on a run's page, each sub-snap's steps under its name.
 */
export function GroupFrames({ groups }: { groups: readonly GraphGroup[] }) {
  const nodes = useEditor((s) => s.nodes);
  if (groups.length === 0) return null;
  const byId = new Map(nodes.map((n) => [n.id, n]));
  return (
    <ViewportPortal>
      {groups.map((group) => {
        const members = group.nodeIds.flatMap((id) => byId.get(id) ?? []);
        if (members.length === 0) return null;
        const left = Math.min(...members.map((n) => n.position.x)) - PADDING;
        const top = Math.min(...members.map((n) => n.position.y)) - PADDING - TITLE;
        const right = Math.max(
          ...members.map((n) => n.position.x + (n.measured?.width ?? DEFAULT_NODE_SIZE.width)),
        );
        const bottom = Math.max(
          ...members.map((n) => n.position.y + (n.measured?.height ?? DEFAULT_NODE_SIZE.height)),
        );
        return (
          <div
            key={group.id}
            data-testid={`group-frame-${group.id}`}
            className={`pointer-events-none absolute -z-10 rounded-xl border-2 border-dashed ${FRAME_LOOK[group.colour]}`}
            style={{
              transform: `translate(${left}px, ${top}px)`,
              width: right - left + PADDING,
              height: bottom - top + PADDING,
            }}
          >
            <p className="flex items-center gap-1.5 px-3 py-1 text-sm font-semibold">
              {group.subsnap ? <Boxes className="size-4" aria-hidden="true" /> : null}
              {group.label || 'Group'}
              {group.subsnap ? (
                <span className="font-normal opacity-80">· sub-snap v{group.subsnap.version}</span>
              ) : null}
            </p>
          </div>
        );
      })}
    </ViewportPortal>
  );
}
