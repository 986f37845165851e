import { Boxes, Group, LayoutGrid, Monitor, Plus, Redo2, StickyNote, Undo2 } from 'lucide-react';

import { IconButton } from '@/components/ui/icon-button';
import { useEditor } from '../store/editor-context';

/** The editor toolbar's editing actions (none on a phone, where the editor only shows). */
export function EditingButtons({
  wide,
  locked,
  selectedCount,
  onAddNode,
  onMakeSubsnap,
  onAddNote,
}: {
  /** The palette is beside the canvas: no Add node button. */
  wide: boolean;
  /** A version is open: nothing edits. */
  locked: boolean;
  selectedCount: number;
  onAddNode: () => void;
  onMakeSubsnap: () => void;
  onAddNote: () => void;
}) {
  const canUndo = useEditor((s) => s.past.length > 0);
  const canRedo = useEditor((s) => s.future.length > 0);
  const undo = useEditor((s) => s.undo);
  const redo = useEditor((s) => s.redo);
  const layout = useEditor((s) => s.layout);
  const groupSelection = useEditor((s) => s.groupSelection);
  return (
    <>
      {wide ? null : (
        <IconButton label="Add node" onClick={onAddNode} disabled={locked}>
          <Plus className="size-5" aria-hidden="true" />
        </IconButton>
      )}
      <IconButton label="Undo (Ctrl+Z)" onClick={undo} disabled={!canUndo || locked}>
        <Undo2 className="size-5" aria-hidden="true" />
      </IconButton>
      <IconButton label="Redo (Ctrl+Shift+Z)" onClick={redo} disabled={!canRedo || locked}>
        <Redo2 className="size-5" aria-hidden="true" />
      </IconButton>
      <IconButton
        label="Make sub-snap of the selected steps"
        onClick={onMakeSubsnap}
        disabled={selectedCount === 0 || locked}
      >
        <Boxes className="size-5" aria-hidden="true" />
      </IconButton>
      <IconButton
        label="Group the selected steps (Ctrl+G)"
        onClick={() => groupSelection()}
        disabled={selectedCount === 0 || locked}
      >
        <Group className="size-5" aria-hidden="true" />
      </IconButton>
      <IconButton label="Add a note (Shift+N)" onClick={onAddNote} disabled={locked}>
        <StickyNote className="size-5" aria-hidden="true" />
      </IconButton>
      <IconButton label="Tidy up (Shift+L)" onClick={layout} disabled={locked}>
        <LayoutGrid className="size-5" aria-hidden="true" />
      </IconButton>
    </>
  );
}

/**
 * On a phone the editor shows the workflow without editing it — dragging a card there would be
 * a scroll — and says where to edit.
 */
export function PhoneNotice() {
  return (
    <p
      className="flex items-start gap-2 border-b border-line bg-brand-50 px-3 py-2 text-sm text-ink"
      role="note"
    >
      <Monitor className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
      Viewing only: edit this workflow on a screen at least 640 px wide, such as a tablet or a
      computer. Here you can read its steps, problems and versions.
    </p>
  );
}
