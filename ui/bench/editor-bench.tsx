import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';

import '@/index.css';
import { WorkflowEditor } from '@/features/workflow-editor/components/workflow-editor';
import { createQueryClient } from '@/lib/query-client';
import { generatedGraph } from './generated-graph';

// The benchmark's editor page (infra/bench/editor.ts): the real editor screen on a generated
// 500-node, 700-edge graph, with no server behind it (a drag's autosave finds none; the frames
// measured are the canvas's).

const graph = generatedGraph();
const editor = (
  <WorkflowEditor
    workflow={{
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Benchmark graph',
      description: '',
      kind: 'snap',
      draft: {
        graph,
        revision: 1,
        updatedAt: new Date().toISOString(),
        updatedBy: null,
        problems: [],
        cost: 0,
      },
      versions: [],
    }}
  />
);
// A data router, as in the app (the editor's leave guard needs one).
// The window's height, as the app's frame gives the editor.
const router = createMemoryRouter([
  { path: '*', element: <div className="flex h-dvh flex-col">{editor}</div> },
]);
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={createQueryClient()}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
