import { type GraphDiffAnswer } from '@studio/api/contract/workflows';
import { nodeName } from '@studio/workflows/graph/node-name';
import { Minus, Pencil, Plus } from 'lucide-react';

/** A line for sticky notes, counted: their text is the manager's own, not the workflow's. */
const notesLine = (kind: 'added' | 'removed' | 'changed', count: number, verb: string) =>
  count === 0 ? [] : [{ kind, text: `${verb} ${count === 1 ? 'a note' : `${count} notes`}` }];

const show = (value: unknown) => (value === undefined ? 'default' : JSON.stringify(value));

/** A comparison in words: what was added, removed and changed (moves are counted, not listed). */
export function DiffSummary({ diff }: { diff: GraphDiffAnswer }) {
  // Nodes by the names the canvas shows, as the lists of added and removed nodes name them.
  const named = (id: string) => diff.names[id] ?? `"${id}"`;
  const lines = [
    ...diff.addedNodes.map((n) => ({ kind: 'added' as const, text: `Added ${nodeName(n)}` })),
    ...diff.removedNodes.map((n) => ({ kind: 'removed' as const, text: `Removed ${nodeName(n)}` })),
    ...diff.changedParams.map((c) => ({
      kind: 'changed' as const,
      text: `${named(c.nodeId)}: ${c.param} ${show(c.from)} → ${show(c.to)}`,
    })),
    ...diff.renamedNodes.map((r) => ({
      kind: 'changed' as const,
      text: `Renamed ${r.from ? `"${r.from}"` : `"${r.id}"`} to ${r.to ? `"${r.to}"` : 'its type’s name'}`,
    })),
    ...diff.addedEdges.map((e) => ({
      kind: 'added' as const,
      text: `Connected ${named(e.source)} → ${named(e.target)}`,
    })),
    ...diff.removedEdges.map((e) => ({
      kind: 'removed' as const,
      text: `Disconnected ${named(e.source)} → ${named(e.target)}`,
    })),
    ...notesLine('added', diff.addedNotes.length, 'Added'),
    ...notesLine('removed', diff.removedNotes.length, 'Removed'),
    ...notesLine('changed', diff.changedNotes.length, 'Edited'),
    ...diff.addedGroups.map((name) => ({ kind: 'added' as const, text: `Added group "${name}"` })),
    ...diff.removedGroups.map((name) => ({
      kind: 'removed' as const,
      text: `Removed group "${name}"`,
    })),
    ...diff.changedGroups.map((name) => ({
      kind: 'changed' as const,
      text: `Changed group "${name}"`,
    })),
  ];
  const moved = diff.movedNodes.length;
  if (lines.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        {moved > 0
          ? `Only the layout changed (${moved} node${moved > 1 ? 's' : ''} moved).`
          : 'No changes.'}
      </p>
    );
  }
  return (
    <ul className="space-y-1 text-sm" aria-label="Changes">
      {lines.map((line, index) => (
        <li key={index} className="flex items-start gap-2">
          {line.kind === 'added' ? (
            <Plus className="mt-0.5 size-4 shrink-0 text-success-700" aria-label="Added" />
          ) : null}
          {line.kind === 'removed' ? (
            <Minus className="mt-0.5 size-4 shrink-0 text-danger-700" aria-label="Removed" />
          ) : null}
          {line.kind === 'changed' ? (
            <Pencil className="mt-0.5 size-4 shrink-0 text-amber-700" aria-label="Changed" />
          ) : null}
          <span className="break-words text-ink">{line.text}</span>
        </li>
      ))}
      {moved > 0 ? (
        <li className="text-ink-muted">
          …and {moved} node{moved > 1 ? 's' : ''} moved.
        </li>
      ) : null}
    </ul>
  );
}
