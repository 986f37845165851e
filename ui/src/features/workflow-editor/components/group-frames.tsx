import { type GraphGroup, NOTE_COLOURS, type NoteColour } from '@studio/workflows/graph/graph';
import { useReactFlow, ViewportPortal } from '@xyflow/react';
import { Boxes, GripHorizontal, Palette, Ungroup } from 'lucide-react';
import { type PointerEvent as ReactPointerEvent, useRef } from 'react';

import { DEFAULT_NODE_SIZE } from '../model/auto-layout';
import { useEditor, useEditorStore } from '../store/editor-context';

const FRAME_LOOK: Record<NoteColour, string> = {
  yellow: 'border-amber-400 bg-amber-50/50 text-amber-900',
  blue: 'border-sky-400 bg-sky-50/50 text-sky-900',
  green: 'border-emerald-400 bg-emerald-50/50 text-emerald-900',
  pink: 'border-pink-400 bg-pink-50/50 text-pink-900',
  purple: 'border-indigo-400 bg-indigo-50/50 text-indigo-900',
};

const PADDING = 20;
const TITLE = 36;

type Box = { left: number; top: number; width: number; height: number };

/**
 * A frame around each group's steps, named at its top, drawn in the canvas's own coordinates and
 * sized to its steps wherever they go. In the editor its title bar moves the whole group (one
 * undoable step per drag), renames it, recolours it and takes the frame away; read-only (a
 * version, a run's sub-snaps) it is a label.
 */
export function GroupFrames({ editable }: { editable: boolean }) {
  const groups = useEditor((s) => s.groups);
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
        const box = { left, top, width: right - left + PADDING, height: bottom - top + PADDING };
        return (
          <Frame key={group.id} group={group} box={box} editable={editable && !group.subsnap} />
        );
      })}
    </ViewportPortal>
  );
}

function Frame({ group, box, editable }: { group: GraphGroup; box: Box; editable: boolean }) {
  const look = FRAME_LOOK[group.colour];
  return (
    <>
      <div
        data-testid={`group-frame-${group.id}`}
        className={`pointer-events-none absolute -z-10 rounded-xl border-2 border-dashed ${look}`}
        style={{
          transform: `translate(${box.left}px, ${box.top}px)`,
          width: box.width,
          height: box.height,
        }}
      >
        {editable ? null : (
          <p className="flex items-center gap-1.5 px-3 py-1 text-sm font-semibold">
            {group.subsnap ? <Boxes className="size-4" aria-hidden="true" /> : null}
            {group.label || 'Group'}
            {group.subsnap ? (
              <span className="font-normal opacity-80">· sub-snap v{group.subsnap.version}</span>
            ) : null}
          </p>
        )}
      </div>
      {editable ? <TitleBar group={group} box={box} look={look} /> : null}
    </>
  );
}

/** A group's handle in the editor: drag to move its steps, its name, its colour, ungroup. */
function TitleBar({ group, box, look }: { group: GraphGroup; box: Box; look: string }) {
  const store = useEditorStore();
  const { getZoom } = useReactFlow();
  const from = useRef<{ x: number; y: number } | null>(null);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    from.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (!from.current) return;
    const zoom = getZoom();
    const by = {
      x: (event.clientX - from.current.x) / zoom,
      y: (event.clientY - from.current.y) / zoom,
    };
    if (by.x === 0 && by.y === 0) return;
    from.current = { x: event.clientX, y: event.clientY };
    store.getState().moveGroup(group.id, by);
  };
  const onPointerUp = () => {
    from.current = null;
    store.getState().sealHistory();
  };
  const nextColour = NOTE_COLOURS[(NOTE_COLOURS.indexOf(group.colour) + 1) % NOTE_COLOURS.length]!;

  return (
    <div
      role="group"
      aria-label={`Group ${group.label || group.id}`}
      data-testid={`group-title-${group.id}`}
      className={`nodrag nopan pointer-events-auto absolute flex items-center gap-1 rounded-t-lg border-2 border-b-0 border-dashed px-1 py-0.5 ${look}`}
      style={{ transform: `translate(${box.left}px, ${box.top}px)`, width: box.width }}
    >
      <span
        className="cursor-grab touch-none rounded p-1 hover:bg-white/60 active:cursor-grabbing"
        title="Drag to move the group"
        aria-hidden="true"
        data-testid={`group-handle-${group.id}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <GripHorizontal className="size-4" />
      </span>
      <input
        aria-label="Group name"
        className="min-w-0 flex-1 rounded bg-transparent px-1 text-sm font-semibold focus:bg-white"
        maxLength={100}
        value={group.label}
        onChange={(event) => store.getState().editGroup(group.id, { label: event.target.value })}
        onBlur={() => store.getState().sealHistory()}
      />
      <button
        type="button"
        className="rounded p-1 hover:bg-white/60"
        aria-label={`Colour: ${group.colour}; make it ${nextColour}`}
        title="Change colour"
        onClick={() => store.getState().editGroup(group.id, { colour: nextColour })}
      >
        <Palette className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="rounded p-1 hover:bg-white/60"
        aria-label="Ungroup"
        title="Ungroup (the steps stay)"
        onClick={() => store.getState().ungroup(group.id)}
      >
        <Ungroup className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
