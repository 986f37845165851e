import { type WorkflowGraph } from '@studio/workflows/graph/graph';

import { clipText, readClip } from '../../model/clipboard';
import { HISTORY_LIMIT, createEditorStore, graphOf } from '../editor-store';

/** Image input → remove background → content output, as a blank workflow begins. */
function starter(): WorkflowGraph {
  return {
    nodes: [
      { id: 'photo', type: 'input.image', params: { name: 'image' }, position: { x: 0, y: 0 } },
      { id: 'cut', type: 'image.remove-background', params: {}, position: { x: 300, y: 0 } },
      {
        id: 'out',
        type: 'output.content',
        params: { contentType: 'static_image' },
        position: { x: 600, y: 0 },
      },
    ],
    edges: [
      { id: 'e1', source: 'photo', sourcePort: 'image', target: 'cut', targetPort: 'image' },
      { id: 'e2', source: 'cut', sourcePort: 'image', target: 'out', targetPort: 'images' },
    ],
  };
}

const ids = (store: ReturnType<typeof createEditorStore>) =>
  store.getState().nodes.map((n) => n.id);

describe('the editor store', () => {
  it('undoes a paste of three nodes in one step, and redoes it', () => {
    const store = createEditorStore(starter());
    const clip = readClip(clipText(starter().nodes, starter().edges))!;
    store.getState().paste(clip, { x: 0, y: 400 });
    expect(ids(store)).toEqual([
      'photo',
      'cut',
      'out',
      'image-1',
      'remove-background-1',
      'content-1',
    ]);
    // The pasted nodes keep their connections (under their new ids) and become the selection.
    expect(graphOf(store.getState()).edges.map((e) => `${e.source}>${e.target}`)).toEqual([
      'photo>cut',
      'cut>out',
      'image-1>remove-background-1',
      'remove-background-1>content-1',
    ]);
    expect(
      store
        .getState()
        .nodes.filter((n) => n.selected)
        .map((n) => n.id),
    ).toEqual(['image-1', 'remove-background-1', 'content-1']);
    expect(store.getState().past.map((e) => e.label)).toEqual(['Paste 3 nodes']);

    store.getState().undo();
    expect(ids(store)).toEqual(['photo', 'cut', 'out']);
    expect(store.getState().edges).toHaveLength(2);
    store.getState().redo();
    expect(ids(store)).toHaveLength(6);
    expect(store.getState().edges).toHaveLength(4);
  });

  it('places pasted nodes where asked, keeping their layout', () => {
    const store = createEditorStore({ nodes: [], edges: [] });
    store.getState().paste(readClip(clipText(starter().nodes, []))!, { x: 100, y: 50 });
    expect(store.getState().nodes.map((n) => n.position)).toEqual([
      { x: 100, y: 50 },
      { x: 400, y: 50 },
      { x: 700, y: 50 },
    ]);
  });

  it('deletes a selection and the connections touching it as one step', () => {
    const store = createEditorStore(starter());
    store.getState().onNodesChange([
      { type: 'select', id: 'cut', selected: true },
      { type: 'select', id: 'out', selected: true },
    ]);
    store.getState().deleteSelection();
    expect(ids(store)).toEqual(['photo']);
    expect(store.getState().edges).toEqual([]);
    expect(store.getState().past).toHaveLength(1);
    store.getState().undo();
    expect(ids(store)).toEqual(['photo', 'cut', 'out']);
    expect(store.getState().edges.map((e) => e.id)).toEqual(['e1', 'e2']);
  });

  it('makes a whole drag of several nodes one step', () => {
    const store = createEditorStore(starter());
    for (let step = 1; step <= 5; step++) {
      store.getState().onNodesChange([
        { type: 'position', id: 'photo', position: { x: step * 10, y: 0 }, dragging: true },
        { type: 'position', id: 'cut', position: { x: 300 + step * 10, y: 0 }, dragging: true },
      ]);
    }
    store.getState().onNodesChange([
      { type: 'position', id: 'photo', position: { x: 50, y: 0 }, dragging: false },
      { type: 'position', id: 'cut', position: { x: 350, y: 0 }, dragging: false },
    ]);
    expect(store.getState().past.map((e) => e.label)).toEqual(['Move']);
    store.getState().undo();
    expect(store.getState().nodes.map((n) => n.position.x)).toEqual([0, 300, 600]);
  });

  it('merges typing in one field into one step, and starts a new one per field', () => {
    const store = createEditorStore(starter());
    for (const name of ['h', 'he', 'her', 'hero']) store.getState().setParam('photo', 'name', name);
    store.getState().setParam('out', 'contentType', 'story');
    store.getState().setParam('photo', 'name', 'heros');
    expect(store.getState().past).toHaveLength(3);
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().nodes[2]!.data.params.contentType).toBe('static_image');
    expect(store.getState().nodes[0]!.data.params.name).toBe('hero');
    store.getState().undo();
    expect(store.getState().nodes[0]!.data.params.name).toBe('image');
  });

  it('starts a new step in the same field once the field was left', () => {
    const store = createEditorStore(starter());
    store.getState().setParam('photo', 'name', 'a');
    store.getState().sealHistory();
    store.getState().setParam('photo', 'name', 'ab');
    expect(store.getState().past).toHaveLength(2);
  });

  it('lays the graph out left to right as one undoable step', () => {
    const tangled = starter();
    tangled.nodes[0]!.position = { x: 900, y: 500 };
    tangled.nodes[2]!.position = { x: -400, y: -300 };
    const store = createEditorStore(tangled);
    store.getState().layout();
    const x = Object.fromEntries(store.getState().nodes.map((n) => [n.id, n.position.x]));
    expect(x.photo).toBeLessThan(x.cut!);
    expect(x.cut).toBeLessThan(x.out!);
    expect(store.getState().past.map((e) => e.label)).toEqual(['Tidy up']);
    // …and asks the canvas to fit the laid-out graph in view again.
    expect(store.getState().fitRequests).toBe(1);
    store.getState().undo();
    expect(store.getState().nodes[0]!.position).toEqual({ x: 900, y: 500 });
  });

  it('refuses a connection that closes a loop or mismatches types, with the reason', () => {
    const store = createEditorStore(starter());
    store.getState().addNode('image.resize-social', { x: 0, y: 300 });
    const loop = store.getState().connect({
      source: 'cut',
      sourceHandle: 'image',
      target: 'cut',
      targetHandle: 'image',
    });
    expect(loop).toEqual({ ok: false, reason: 'A node cannot feed itself.' });
    const list = store.getState().connect({
      source: 'resize-social-1',
      sourceHandle: 'images',
      target: 'cut',
      targetHandle: 'image',
    });
    expect(list).toEqual({
      ok: false,
      reason: 'Image takes an image; Formats gives a list of images.',
    });
    expect(store.getState().edges).toHaveLength(2);
  });

  it('lets a second edge into a single input replace the first', () => {
    const store = createEditorStore(starter());
    const added = store.getState().addNode('input.image', { x: 0, y: 200 })!;
    store
      .getState()
      .connect({ source: added, sourceHandle: 'image', target: 'cut', targetHandle: 'image' });
    const into = store.getState().edges.filter((e) => e.target === 'cut');
    expect(into.map((e) => e.source)).toEqual([added]);
  });

  it('adds a node already connected to where a dropped connection began', () => {
    const store = createEditorStore({ nodes: starter().nodes.slice(0, 1), edges: [] });
    const id = store.getState().addNode(
      'image.packshot',
      { x: 300, y: 0 },
      {
        nodeId: 'photo',
        handleId: 'image',
        side: 'source',
      },
    );
    expect(graphOf(store.getState()).edges).toEqual([
      expect.objectContaining({
        source: 'photo',
        sourcePort: 'image',
        target: id,
        targetPort: 'image',
      }),
    ]);
    // Its settings start at the type's defaults.
    expect(store.getState().nodes[1]!.data.params).toEqual({
      background: 'white',
      shadow: true,
      shape: 'square',
      hd: false,
    });
  });

  it('keeps at most HISTORY_LIMIT steps, the newest ones', () => {
    const store = createEditorStore(starter());
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) {
      store.getState().renameNode('cut', `name ${i}`);
      store.getState().sealHistory();
    }
    expect(store.getState().past).toHaveLength(HISTORY_LIMIT);
    while (store.getState().past.length > 0) store.getState().undo();
    expect(store.getState().nodes[1]!.data.label).toBe('name 4');
  });

  it('makes restoring a whole graph one step that undo takes back', () => {
    const store = createEditorStore(starter());
    store.getState().replaceGraph({ nodes: [], edges: [] }, 'Restore version 1');
    expect(store.getState().nodes).toEqual([]);
    store.getState().undo();
    expect(ids(store)).toEqual(['photo', 'cut', 'out']);
    expect(store.getState().future.map((e) => e.label)).toEqual(['Restore version 1']);
  });
});
