import { type WorkflowGraph } from './graph';

/**
 * The ids of nodes that lie on a cycle (Tarjan's strongly connected components: a component of
 * two or more nodes, or a node feeding itself). Nodes merely downstream of a cycle are not on it.
 */
export function nodesOnCycles(graph: WorkflowGraph): Set<string> {
  const next = new Map<string, string[]>(graph.nodes.map((n) => [n.id, []]));
  for (const edge of graph.edges) next.get(edge.source)?.push(edge.target);

  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const onCycles = new Set<string>();
  let counter = 0;

  const visit = (id: string) => {
    index.set(id, counter);
    low.set(id, counter);
    counter += 1;
    stack.push(id);
    onStack.add(id);
    for (const target of next.get(id) ?? []) {
      if (!next.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(id, Math.min(low.get(id)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(id, Math.min(low.get(id)!, index.get(target)!));
      }
    }
    if (low.get(id) !== index.get(id)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== id);
    const feedsItself = next.get(id)!.includes(id);
    if (component.length > 1 || feedsItself) component.forEach((m) => onCycles.add(m));
  };

  for (const node of graph.nodes) if (!index.has(node.id)) visit(node.id);
  return onCycles;
}
