import { type WorkflowGraph } from '@studio/workflows/graph/graph';

import { createEditorStore, graphOf } from '../editor-store';

const at = (x: number, y = 0) => ({ x, y });

/** Photo → cut-out → packshot → content. */
const draft = (): WorkflowGraph => ({
  nodes: [
    { id: 'photo', type: 'input.image', params: { name: 'image' }, position: at(0) },
    { id: 'cut', type: 'image.remove-background', params: {}, position: at(300) },
    { id: 'pack', type: 'image.packshot', params: {}, position: at(600) },
    { id: 'out', type: 'output.content', params: {}, position: at(900) },
  ],
  edges: [],
});

const select = (store: ReturnType<typeof createEditorStore>, ...ids: string[]) =>
  store.setState({
    nodes: store.getState().nodes.map((n) => ({ ...n, selected: ids.includes(n.id) })),
  });

describe('groups in the editor store', () => {
  it('frames the selected steps as one undoable step, saved with the draft', () => {
    const store = createEditorStore(draft());
    select(store, 'cut', 'pack');
    const id = store.getState().groupSelection();
    expect(graphOf(store.getState()).groups).toEqual([
      { id, label: 'Group 1', colour: 'blue', nodeIds: ['cut', 'pack'] },
    ]);
    store.getState().editGroup(id!, { label: 'Cut' });
    store.getState().editGroup(id!, { label: 'Cut-out' });
    expect(store.getState().groups[0]!.label).toBe('Cut-out');
    // Typing the name was one step; undoing it and the grouping leaves no group.
    store.getState().undo();
    expect(store.getState().groups[0]!.label).toBe('Group 1');
    store.getState().undo();
    expect(graphOf(store.getState()).groups).toBeUndefined();
    // A saved draft's groups open as they were.
    const reopened = createEditorStore({
      ...draft(),
      groups: [
        {
          ...store.getState().groups[0]!,
          id: 'g',
          label: 'Saved',
          colour: 'green',
          nodeIds: ['pack'],
        },
      ],
    });
    expect(graphOf(reopened.getState()).groups).toEqual([
      { id: 'g', label: 'Saved', colour: 'green', nodeIds: ['pack'] },
    ]);
  });

  it('moves a group’s steps together, a whole drag as one step', () => {
    const store = createEditorStore(draft());
    select(store, 'cut', 'pack');
    const id = store.getState().groupSelection()!;
    store.getState().sealHistory();
    store.getState().moveGroup(id, { x: 10, y: 5 });
    store.getState().moveGroup(id, { x: 30, y: 15 });
    store.getState().sealHistory();
    const placed = (nodeId: string) =>
      store.getState().nodes.find((n) => n.id === nodeId)!.position;
    expect([placed('cut'), placed('pack'), placed('photo')]).toEqual([
      at(340, 20),
      at(640, 20),
      at(0),
    ]);
    store.getState().undo();
    expect([placed('cut'), placed('pack')]).toEqual([at(300), at(600)]);
  });

  it('keeps a step in one group, drops deleted steps from theirs, and ungroups', () => {
    const store = createEditorStore(draft());
    select(store, 'cut', 'pack');
    const first = store.getState().groupSelection()!;
    select(store, 'pack', 'out');
    const second = store.getState().groupSelection()!;
    expect(store.getState().groups.map((g) => [g.id, g.nodeIds])).toEqual([
      [first, ['cut']],
      [second, ['pack', 'out']],
    ]);
    select(store, 'cut');
    store.getState().deleteSelection();
    // The first group held only the deleted step: it goes with it.
    expect(store.getState().groups.map((g) => g.id)).toEqual([second]);
    store.getState().ungroup(second);
    expect(store.getState().groups).toEqual([]);
    expect(store.getState().nodes.map((n) => n.id)).toEqual(['photo', 'pack', 'out']);
  });
});
