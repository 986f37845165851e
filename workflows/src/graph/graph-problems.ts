/** What can be wrong with a graph; stable codes the editor can key its messages on. */
export type GraphProblemCode =
  | 'invalid_graph'
  | 'duplicate_node_id'
  | 'duplicate_edge_id'
  | 'unknown_node_type'
  | 'invalid_params'
  | 'unknown_node'
  | 'unknown_port'
  | 'type_mismatch'
  | 'too_many_edges'
  | 'missing_input'
  | 'missing_output'
  | 'missing_image_input'
  | 'cycle'
  | 'subsnap_boundary_outside'
  | 'missing_subsnap_output'
  | 'duplicate_port_name'
  | 'subsnap_version_missing'
  | 'subsnap_outdated';

export interface GraphProblem {
  code: GraphProblemCode;
  message: string;
  /** The node the problem concerns, when there is one. */
  nodeId?: string;
  edgeId?: string;
  port?: string;
}

/** Raised where a graph must be valid (publishing, running); carries every problem found. */
export class InvalidGraphError extends Error {
  constructor(readonly problems: GraphProblem[]) {
    super(`The workflow graph is not valid: ${problems.map((p) => p.message).join('; ')}`);
    this.name = 'InvalidGraphError';
  }
}
