import { useEffect } from 'react';

import { DEFAULT_NODE_SIZE } from '../model/auto-layout';
import { clipText, readClip } from '../model/clipboard';
import { type EditorStore, graphOf } from '../store/editor-store';

/** Every shortcut, as the `?` dialog lists them. */
export const SHORTCUTS = [
  { keys: ['/'], action: 'Search nodes to add (Enter adds the highlighted one)' },
  { keys: ['Tab'], action: 'Move between nodes; Enter or Space selects the focused one' },
  { keys: ['Arrow keys'], action: 'Move the selected nodes' },
  { keys: ['Shift', 'click'], action: 'Add a node to the selection; Shift-drag selects a box' },
  { keys: ['Ctrl', 'A'], action: 'Select every node' },
  { keys: ['Ctrl', 'C'], action: 'Copy the selection (as JSON text, for any workflow or tab)' },
  { keys: ['Ctrl', 'X'], action: 'Cut the selection' },
  { keys: ['Ctrl', 'V'], action: 'Paste nodes' },
  { keys: ['Ctrl', 'D'], action: 'Duplicate the selection' },
  { keys: ['Delete'], action: 'Delete the selection' },
  { keys: ['Ctrl', 'Z'], action: 'Undo' },
  { keys: ['Ctrl', 'Shift', 'Z'], action: 'Redo (also Ctrl+Y)' },
  { keys: ['Shift', 'L'], action: 'Tidy up: lay the graph out left to right' },
  { keys: ['Shift', 'N'], action: 'Add a sticky note (Markdown) in the middle of the view' },
  { keys: ['Ctrl', 'G'], action: 'Frame the selected steps as a named group' },
  { keys: ['Escape'], action: 'Clear the selection' },
  { keys: ['?'], action: 'Show these shortcuts' },
] as const;

type Handlers = {
  store: EditorStore;
  readOnly: boolean;
  /** The middle of what the canvas shows: pasted nodes are centred there. */
  pastePoint: () => { x: number; y: number };
  openSearch: () => void;
  openShortcuts: () => void;
  /** Adds a sticky note where the manager is looking. */
  addNote: () => void;
};

/** Typing in a field keeps its own keys (undo in a text box undoes the text). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // A dialog's buttons and fields are not the canvas: Delete there deletes no node.
  if (target.closest('[role="dialog"]')) return true;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The editor's keyboard and clipboard. Copy, cut and paste answer the browser's own clipboard
 * events, so they work from the keyboard, the browser's menu, and between tabs; the nodes travel
 * as JSON text.
 */
export function useEditorShortcuts({
  store,
  readOnly,
  pastePoint,
  openSearch,
  openShortcuts,
  addNote,
}: Handlers) {
  useEffect(() => {
    const selection = () => {
      const graph = graphOf(store.getState());
      const chosen = new Set(
        store
          .getState()
          .nodes.filter((n) => n.selected)
          .map((n) => n.id),
      );
      return { nodes: graph.nodes.filter((n) => chosen.has(n.id)), edges: graph.edges };
    };

    const onCopy = (event: ClipboardEvent) => {
      if (isTyping(event.target) || hasTextSelection()) return;
      const { nodes, edges } = selection();
      if (nodes.length === 0) return;
      event.preventDefault();
      event.clipboardData?.setData('text/plain', clipText(nodes, edges));
      if (event.type === 'cut' && !readOnly) store.getState().deleteSelection();
    };

    const onPaste = (event: ClipboardEvent) => {
      if (readOnly || isTyping(event.target)) return;
      const clip = readClip(event.clipboardData?.getData('text/plain') ?? '');
      if (!clip) return;
      event.preventDefault();
      // The pasted group is centred where the manager is looking.
      const xs = clip.nodes.map((n) => n.position.x);
      const ys = clip.nodes.map((n) => n.position.y);
      const centre = pastePoint();
      const width = Math.max(...xs) - Math.min(...xs) + DEFAULT_NODE_SIZE.width;
      const height = Math.max(...ys) - Math.min(...ys) + DEFAULT_NODE_SIZE.height;
      store.getState().paste(clip, { x: centre.x - width / 2, y: centre.y - height / 2 });
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.defaultPrevented) return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      const state = store.getState();
      const run = (action: () => void) => {
        event.preventDefault();
        action();
      };
      if (event.key === '?') return run(openShortcuts);
      if (mod && key === 'a') return run(state.selectAll);
      if (event.key === 'Escape') return state.selectNode(null);
      if (readOnly) return;
      if (event.key === '/') return run(openSearch);
      if (mod && key === 'z') return run(event.shiftKey ? state.redo : state.undo);
      if (mod && key === 'y') return run(state.redo);
      if (mod && key === 'd') {
        return run(() => {
          const { nodes, edges } = selection();
          const clip = nodes.length > 0 ? readClip(clipText(nodes, edges)) : null;
          if (!clip) return;
          const left = Math.min(...nodes.map((n) => n.position.x));
          const top = Math.min(...nodes.map((n) => n.position.y));
          state.paste(clip, { x: left + 40, y: top + 40 });
        });
      }
      if (!mod && event.shiftKey && key === 'l') return run(state.layout);
      if (!mod && event.shiftKey && key === 'n') return run(addNote);
      if (mod && key === 'g') return run(() => void state.groupSelection());
      if (event.key === 'Delete' || event.key === 'Backspace') return run(state.deleteSelection);
    };

    document.addEventListener('copy', onCopy);
    document.addEventListener('cut', onCopy);
    document.addEventListener('paste', onPaste);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('cut', onCopy);
      document.removeEventListener('paste', onPaste);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [store, readOnly, pastePoint, openSearch, openShortcuts, addNote]);
}

/** Copying words the manager selected on the page stays the browser's own. */
function hasTextSelection(): boolean {
  const selection = window.getSelection();
  return selection !== null && !selection.isCollapsed && selection.toString().trim() !== '';
}
