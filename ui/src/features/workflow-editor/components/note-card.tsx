import { NOTE_COLOURS, type NoteColour } from '@studio/workflows/graph/graph';
import { NodeResizer, NodeToolbar, type NodeProps, Position, useStore } from '@xyflow/react';
import Markdown from 'markdown-to-jsx';
import { Pencil } from 'lucide-react';
import { memo, useState } from 'react';

import { type NoteNode } from '../model/flow-graph';
import { useEditor } from '../store/editor-context';

const LOOK: Record<NoteColour, { card: string; swatch: string; name: string }> = {
  yellow: { card: 'bg-amber-100 border-amber-300', swatch: 'bg-amber-300', name: 'Yellow' },
  blue: { card: 'bg-sky-100 border-sky-300', swatch: 'bg-sky-300', name: 'Blue' },
  green: { card: 'bg-emerald-100 border-emerald-300', swatch: 'bg-emerald-300', name: 'Green' },
  pink: { card: 'bg-pink-100 border-pink-300', swatch: 'bg-pink-300', name: 'Pink' },
  purple: { card: 'bg-violet-100 border-violet-300', swatch: 'bg-violet-300', name: 'Purple' },
};

/** Markdown as a note shows it: headings, lists, emphasis and links, no raw HTML. */
const MARKDOWN = {
  disableParsingRawHTML: true,
  forceBlock: true,
  overrides: {
    h1: { props: { className: 'mb-1 text-base font-bold' } },
    h2: { props: { className: 'mb-1 text-sm font-bold' } },
    h3: { props: { className: 'mb-1 text-sm font-semibold' } },
    p: { props: { className: 'mb-1.5' } },
    ul: { props: { className: 'mb-1.5 list-disc pl-4' } },
    ol: { props: { className: 'mb-1.5 list-decimal pl-4' } },
    a: { props: { className: 'underline', target: '_blank', rel: 'noreferrer' } },
    code: { props: { className: 'rounded bg-white/60 px-1 font-mono text-xs' } },
  },
};

/**
 * A sticky note on the canvas: Markdown the manager writes beside the steps (double-click, or
 * Edit, to write; Escape or clicking away to finish), in one of five colours, resized by its
 * corners. Read-only canvases (a version) draw it without the tools.
 */
export const NoteCard = memo(function NoteCard({ id, data, selected }: NodeProps<NoteNode>) {
  const editNote = useEditor((s) => s.editNote);
  const sealHistory = useEditor((s) => s.sealHistory);
  const editable = useStore((s) => s.nodesDraggable);
  const [editing, setEditing] = useState(false);
  const look = LOOK[data.colour];
  const finish = () => {
    setEditing(false);
    sealHistory();
  };

  return (
    <div
      className={`flex h-full w-full flex-col rounded-lg border text-sm text-ink shadow-card ${look.card}`}
      data-testid={`note-${id}`}
      data-colour={data.colour}
    >
      {editable ? <NodeResizer isVisible={selected} minWidth={120} minHeight={80} /> : null}
      {editable && selected && !editing ? (
        <NodeToolbar
          position={Position.Top}
          className="flex items-center gap-1 rounded-full border border-line bg-surface p-1 shadow-card"
        >
          {NOTE_COLOURS.map((colour) => (
            <button
              key={colour}
              type="button"
              onClick={() => editNote(id, { colour })}
              aria-label={`${LOOK[colour].name} note`}
              aria-pressed={colour === data.colour}
              className={`size-6 rounded-full border-2 ${LOOK[colour].swatch} ${
                colour === data.colour ? 'border-ink' : 'border-transparent'
              }`}
            />
          ))}
          <button
            type="button"
            onClick={() => setEditing(true)}
            className="ml-1 inline-flex items-center gap-1 rounded-full px-2 py-1 text-xs font-medium text-ink hover:bg-surface-muted"
          >
            <Pencil className="size-3.5" aria-hidden="true" />
            Edit text
          </button>
        </NodeToolbar>
      ) : null}
      {editing ? (
        <textarea
          className="nodrag nowheel h-full w-full flex-1 resize-none rounded-lg bg-white/50 p-3 font-mono text-xs outline-none"
          aria-label="Note text (Markdown)"
          autoFocus
          maxLength={4000}
          value={data.text}
          onChange={(event) => editNote(id, { text: event.target.value })}
          onBlur={finish}
          onKeyDown={(event) => {
            if (event.key === 'Escape') (event.target as HTMLTextAreaElement).blur();
            event.stopPropagation();
          }}
        />
      ) : (
        <div
          className="nowheel min-h-0 flex-1 overflow-auto p-3 break-words"
          onDoubleClick={() => (editable ? setEditing(true) : undefined)}
        >
          {data.text ? (
            <Markdown options={MARKDOWN}>{data.text}</Markdown>
          ) : (
            <p className="text-ink-muted">
              {editable ? 'An empty note: double-click to write (Markdown).' : 'An empty note.'}
            </p>
          )}
        </div>
      )}
    </div>
  );
});
