import { nodeType } from '@studio/workflows/graph/node-catalogue';
import { nodePorts } from '@studio/workflows/graph/node-ports';
import { type PortDefinition, acceptsManyEdges, canConnect } from '@studio/workflows/graph/ports';

/** The ends of a connection being drawn: React Flow's handles are port ids. */
export type PortConnection = {
  source: string;
  sourceHandle: string | null;
  target: string;
  targetHandle: string | null;
};

type NodeLike = { id: string; data: { type: string; params?: unknown; label?: string } };
type EdgeLike = {
  id: string;
  source: string;
  target: string;
  sourceHandle?: string | null;
  targetHandle?: string | null;
};

export type ConnectionCheck =
  /** `replaces`: the edge a single input already has, which the new one takes the place of. */
  { ok: true; replaces?: string } | { ok: false; reason: string };

const article = (type: PortDefinition['type']) =>
  type === 'images' ? 'a list of images' : type === 'image' ? 'an image' : 'text';

/**
 * Whether a connection may be drawn, and if not, the reason in words shown where the pointer is.
 * The same rules as validateGraph (ports.ts), checked before the edge exists: types must fit, a
 * node never feeds itself or anything upstream of it, and a single input keeps one edge.
 */
export function checkConnection(
  nodes: readonly NodeLike[],
  edges: readonly EdgeLike[],
  connection: PortConnection,
): ConnectionCheck {
  const source = nodes.find((n) => n.id === connection.source);
  const target = nodes.find((n) => n.id === connection.target);
  const output = source && portOf(source, 'outputs', connection.sourceHandle);
  const input = target && portOf(target, 'inputs', connection.targetHandle);
  if (!source || !target || !output || !input)
    return { ok: false, reason: 'Connect an output to an input.' };
  if (source.id === target.id) return { ok: false, reason: 'A node cannot feed itself.' };
  if (!canConnect(output.type, input.type)) {
    return {
      ok: false,
      reason: `${input.label} takes ${article(input.type)}; ${output.label} gives ${article(output.type)}.`,
    };
  }
  const into = edges.filter((e) => e.target === target.id && e.targetHandle === input.id);
  if (into.some((e) => e.source === source.id && e.sourceHandle === output.id)) {
    return { ok: false, reason: 'These ports are already connected.' };
  }
  if (reaches(edges, target.id, source.id)) {
    return {
      ok: false,
      reason: `That would make a loop: ${nameOf(target)} already feeds ${nameOf(source)}.`,
    };
  }
  if (!acceptsManyEdges(input.type) && into.length > 0) return { ok: true, replaces: into[0]!.id };
  return { ok: true };
}

function portOf(node: NodeLike, side: 'inputs' | 'outputs', handle: string | null) {
  return nodePorts({ type: node.data.type, params: node.data.params ?? {} })[side].find(
    (port) => port.id === handle,
  );
}

/** A node's name on the canvas: the manager's own, or its type's label. */
export function nameOf(node: NodeLike): string {
  return node.data.label || nodeType(node.data.type)?.label || node.data.type;
}

/** Whether `to` is downstream of `from` (or is it). */
function reaches(edges: readonly EdgeLike[], from: string, to: string): boolean {
  const next = new Map<string, string[]>();
  for (const edge of edges) next.set(edge.source, [...(next.get(edge.source) ?? []), edge.target]);
  const seen = new Set<string>([from]);
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (id === to) return true;
    for (const child of next.get(id) ?? []) {
      if (!seen.has(child)) {
        seen.add(child);
        queue.push(child);
      }
    }
  }
  return false;
}

/**
 * The ports of a node type that could take the other end of a connection dropped on empty
 * canvas: from an output, the inputs that accept its type; from an input, the fitting outputs.
 */
export function fittingPort(
  node: { type: string; params: unknown },
  from: { side: 'source' | 'target'; portType: PortDefinition['type'] },
): PortDefinition | undefined {
  const ports = nodePorts(node);
  return from.side === 'source'
    ? ports.inputs.find((input) => canConnect(from.portType, input.type))
    : ports.outputs.find((output) => canConnect(output.type, from.portType));
}
