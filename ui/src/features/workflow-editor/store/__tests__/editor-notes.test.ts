import { type WorkflowGraph } from '@studio/workflows/graph/graph';

import { createEditorStore, graphOf } from '../editor-store';

const graph: WorkflowGraph = {
  nodes: [{ id: 'photo', type: 'input.image', params: {}, position: { x: 0, y: 0 } }],
  edges: [],
  notes: [
    {
      id: 'note-1',
      text: '# Why\nThe cut-out runs first.',
      colour: 'blue',
      position: { x: 0, y: 200 },
      size: { width: 300, height: 120 },
    },
  ],
};

describe('sticky notes in the editor store', () => {
  it('opens a draft’s notes and saves them back as they were', () => {
    const store = createEditorStore(graph);
    expect(graphOf(store.getState())).toEqual(graph);
  });

  it('adds a note as one undoable step, selected, and typing in it is one more', () => {
    const store = createEditorStore(graph);
    const id = store.getState().addNote({ x: 500, y: 40 });
    expect(id).toBe('note-2');
    expect(store.getState().notes.find((n) => n.id === id)).toMatchObject({ selected: true });
    for (const text of ['S', 'Sh', 'Shoot on white']) store.getState().editNote(id, { text });
    store.getState().editNote(id, { colour: 'pink' });
    expect(graphOf(store.getState()).notes?.[1]).toEqual({
      id: 'note-2',
      text: 'Shoot on white',
      colour: 'pink',
      position: { x: 500, y: 40 },
      size: { width: 240, height: 160 },
    });

    expect(store.getState().past.map((entry) => entry.label)).toEqual([
      'Add note',
      'Edit note',
      'Colour note',
    ]);
    store.getState().undo();
    store.getState().undo();
    expect(graphOf(store.getState()).notes?.[1]?.text).toBe('');
    store.getState().undo();
    expect(graphOf(store.getState()).notes).toEqual(graph.notes);
  });

  it('deletes a selected note with the selection, and a drag of a note is one step', () => {
    const store = createEditorStore(graph);
    const { onNodesChange } = store.getState();
    onNodesChange([
      { type: 'position', id: 'note-1', position: { x: 20, y: 220 }, dragging: true },
    ]);
    onNodesChange([
      { type: 'position', id: 'note-1', position: { x: 40, y: 240 }, dragging: true },
    ]);
    onNodesChange([
      { type: 'position', id: 'note-1', position: { x: 40, y: 240 }, dragging: false },
    ]);
    expect(store.getState().past.map((entry) => entry.label)).toEqual(['Move']);
    expect(graphOf(store.getState()).notes?.[0]?.position).toEqual({ x: 40, y: 240 });

    onNodesChange([{ type: 'select', id: 'note-1', selected: true }]);
    store.getState().deleteSelection();
    expect(graphOf(store.getState()).notes).toBeUndefined();
    expect(graphOf(store.getState()).nodes).toHaveLength(1);
    store.getState().undo();
    expect(graphOf(store.getState()).notes).toHaveLength(1);
  });

  it('makes a note resized by its corners one step, and ignores a size measured when drawn', () => {
    const store = createEditorStore(graph);
    const { onNodesChange } = store.getState();
    onNodesChange([{ type: 'dimensions', id: 'note-1', dimensions: { width: 300, height: 120 } }]);
    expect(store.getState().past).toEqual([]);
    onNodesChange([
      {
        type: 'dimensions',
        id: 'note-1',
        dimensions: { width: 360, height: 200 },
        resizing: true,
        setAttributes: true,
      },
    ]);
    onNodesChange([
      {
        type: 'dimensions',
        id: 'note-1',
        dimensions: { width: 380, height: 210 },
        resizing: false,
        setAttributes: true,
      },
    ]);
    expect(store.getState().past.map((entry) => entry.label)).toEqual(['Resize note']);
    expect(graphOf(store.getState()).notes?.[0]?.size).toEqual({ width: 380, height: 210 });
  });
});
