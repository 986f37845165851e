import { type WorkflowGraph } from '@studio/workflows/graph/graph';

import { ApiError } from '@/lib/api-client';
import { createEditorStore } from '../../store/editor-store';
import { type AutosaveState, DraftAutosaver } from '../draft-autosaver';

const graph: WorkflowGraph = {
  nodes: [
    { id: 'photo', type: 'input.image', params: { name: 'image' }, position: { x: 0, y: 0 } },
  ],
  edges: [],
};

function conflictError(revision: number) {
  return new ApiError({
    method: 'PUT',
    path: '/api/workflows/w/draft',
    status: 409,
    statusText: 'Conflict',
    text: JSON.stringify({
      error: 'draft_conflict',
      revision,
      updatedBy: { id: 'u2', name: 'Ada' },
    }),
  });
}

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function setUp(
  save: (body: { graph: WorkflowGraph; revision: number }) => Promise<{ revision: number }>,
) {
  const store = createEditorStore(graph);
  const states: AutosaveState[] = [];
  const saver = new DraftAutosaver({
    store,
    revision: 1,
    save,
    delayMs: 60_000, // the tests flush; no timer fires on its own
    onChange: (state) => states.push(state),
    isOnline: () => true,
  });
  stops.push(saver.start());
  return { store, saver, states };
}

describe('the draft autosave', () => {
  it('saves an edit naming the revision it was made from, then the next one', async () => {
    const save = jest.fn(async ({ revision }: { graph: WorkflowGraph; revision: number }) => ({
      revision: revision + 1,
    }));
    const { store, saver } = setUp(save);
    expect(await saver.flush()).toBe(true); // nothing to save yet
    expect(save).not.toHaveBeenCalled();

    store.getState().renameNode('photo', 'Hero');
    expect(saver.current.status).toBe('unsaved');
    expect(await saver.flush()).toBe(true);
    store.getState().renameNode('photo', 'Hero shot');
    await saver.flush();
    expect(save.mock.calls.map(([body]) => [body.revision, body.graph.nodes[0]!.label])).toEqual([
      [1, 'Hero'],
      [2, 'Hero shot'],
    ]);
    expect(saver.current.status).toBe('saved');
  });

  it('on a conflict stops saving, says who saved, and overwrites from their revision', async () => {
    const save = jest
      .fn<Promise<{ revision: number }>, [{ graph: WorkflowGraph; revision: number }]>()
      .mockRejectedValueOnce(conflictError(7))
      .mockResolvedValue({ revision: 8 });
    const { store, saver } = setUp(save);
    store.getState().renameNode('photo', 'Mine');
    expect(await saver.flush()).toBe(false);
    expect(saver.current).toEqual({
      status: 'conflict',
      conflict: { revision: 7, updatedBy: { id: 'u2', name: 'Ada' } },
    });
    store.getState().renameNode('photo', 'Mine too');
    await saver.flush();
    expect(save).toHaveBeenCalledTimes(1); // nothing more is sent until the manager chooses

    expect(await saver.overwrite()).toBe(true);
    expect(save).toHaveBeenLastCalledWith({ graph: expect.anything(), revision: 7 });
    expect(save.mock.lastCall![0].graph.nodes[0]!.label).toBe('Mine too');
    expect(saver.current).toEqual({ status: 'saved', conflict: null });
  });

  it('reloads the other draft as one step that undo takes back, losing nothing', async () => {
    const save = jest.fn().mockRejectedValueOnce(conflictError(3));
    const { store, saver } = setUp(save);
    store.getState().renameNode('photo', 'Mine');
    await saver.flush();
    saver.reload({ graph: { nodes: [], edges: [] }, revision: 3 });
    expect(store.getState().nodes).toEqual([]);
    expect(saver.current.status).toBe('saved');
    store.getState().undo();
    expect(store.getState().nodes[0]!.data.label).toBe('Mine');
  });

  it('waits offline and saves when asked again', async () => {
    const save = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ revision: 2 });
    const { store, saver } = setUp(save);
    store.getState().renameNode('photo', 'Offline');
    expect(await saver.flush()).toBe(false);
    expect(saver.current.status).toBe('offline');
    expect(await saver.retry()).toBe(true);
    expect(saver.current.status).toBe('saved');
  });
});
