import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { CSRF, type SignedIn } from './test-users';

/** Photo → remove background → packshot → output: a White-Packshot-like draft. */
export const packshotDraft: WorkflowGraph = {
  nodes: [
    { id: 'photo', type: 'input.image', params: { name: 'image' }, position: { x: 0, y: 0 } },
    { id: 'cut', type: 'image.remove-background', params: {}, position: { x: 300, y: 0 } },
    {
      id: 'pack',
      type: 'image.packshot',
      params: { background: 'white', shadow: true },
      position: { x: 600, y: 0 },
    },
    { id: 'out', type: 'output.content', params: {}, position: { x: 900, y: 0 } },
  ],
  edges: [
    { id: 'e1', source: 'photo', sourcePort: 'image', target: 'cut', targetPort: 'image' },
    { id: 'e2', source: 'cut', sourcePort: 'image', target: 'pack', targetPort: 'image' },
    { id: 'e3', source: 'pack', sourcePort: 'image', target: 'out', targetPort: 'images' },
  ],
};

/** A new workflow with `graph` saved as its draft, through the editor's own calls; its id. */
export async function workflowWithDraft(
  manager: SignedIn,
  name: string,
  graph: WorkflowGraph = packshotDraft,
): Promise<string> {
  const { body } = await manager.agent.post('/api/workflows').set(CSRF).send({ name }).expect(201);
  await manager.agent
    .put(`/api/workflows/${body.id}/draft`)
    .set(CSRF)
    .send({ graph, revision: 1 })
    .expect(200);
  return body.id as string;
}
