/**
 * The activity interfaces workflow code calls. The orchestrator implements them; workflow code
 * imports only these types, so it never pulls I/O into the deterministic sandbox.
 */

/** A value travelling along an edge: stored images are referred to by their file key. */
export type NodeValue =
  | { kind: 'image'; fileKey: string }
  | { kind: 'images'; fileKeys: string[] }
  | { kind: 'text'; text: string };

/** A node's outputs, by output port id. */
export type NodeOutputs = Record<string, NodeValue>;

export interface RunNodeInput {
  executionId: string;
  nodeId: string;
  type: string;
  params: Record<string, unknown>;
  /** The node's inputs, by input port id. */
  inputs: Record<string, NodeValue>;
}

/** One graph node's work. Registered on both the image and the AI queue. */
export interface NodeActivities {
  runNode(input: RunNodeInput): Promise<NodeOutputs>;
}

export interface ContentOutput {
  nodeId: string;
  contentType: 'static_image' | 'story' | 'carousel';
  name: string;
  fileKeys: string[];
  caption?: string;
}

export interface ExecutionFailure {
  executionId: string;
  /** The error type, e.g. SensitiveContent, InsufficientCredits, ProviderError, Cancelled. */
  type: string;
  message: string;
  /** A code for the creator's screen, e.g. E005 for sensitive content. */
  code?: string;
  /** The node that failed, when one did. */
  nodeId?: string;
  cancelled: boolean;
}

/**
 * The execution's life in the database, each step one transaction with the ledger, each
 * idempotent per execution (activities are at-least-once).
 */
export interface ExecutionActivities {
  /** Marks it running and reserves its cost; non-retryable `InsufficientCredits` when short. */
  beginExecution(input: { executionId: string; userId: string; cost: number }): Promise<void>;
  /** Stores the outputs as content, charges the reservation, marks it succeeded. */
  completeExecution(input: {
    executionId: string;
    outputs: ContentOutput[];
  }): Promise<{ contentIds: string[] }>;
  /** Gives the reservation back and records why the run ended. */
  failExecution(failure: ExecutionFailure): Promise<void>;
}

/** Error types no retry can fix. */
export const NON_RETRYABLE_ERRORS = [
  'InvalidInput',
  'FileNotFound',
  'SensitiveContent',
  'InsufficientCredits',
] as const;
