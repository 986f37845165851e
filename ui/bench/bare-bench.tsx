import { type Edge, type Node, type NodeChange, ReactFlow, applyNodeChanges } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

import { generatedGraph } from './generated-graph';

// The benchmark's baseline (infra/bench/editor.ts): a bare React Flow page with the same 500
// nodes and 700 edges (and its notes) as default nodes and React Flow's own state handling,
// nothing of the editor.

const graph = generatedGraph();

function Bare() {
  // The notes too, as plain nodes of their size: the same number of elements on both pages.
  const [nodes, setNodes] = useState<Node[]>(() => [
    ...graph.nodes.map((n) => ({ id: n.id, position: n.position, data: { label: n.id } })),
    ...(graph.notes ?? []).map((n) => ({
      id: n.id,
      position: n.position,
      width: n.size.width,
      height: n.size.height,
      data: { label: n.text },
    })),
  ]);
  const [edges] = useState<Edge[]>(() =>
    graph.edges.map((e) => ({ id: e.id, source: e.source, target: e.target })),
  );
  return (
    <div style={{ width: '100vw', height: '100vh' }}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        onNodesChange={(changes: NodeChange[]) =>
          setNodes((current) => applyNodeChanges(changes, current))
        }
        fitView
        minZoom={0.1}
      />
    </div>
  );
}

createRoot(document.getElementById('root')!).render(<Bare />);
