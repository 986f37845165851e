import { type z } from 'zod';
import { type PortDefinition } from './ports';

/** The palette's groups; `subsnap` is a manager's own sub-snap (and its inputs and outputs). */
export type NodeCategory = 'input' | 'image' | 'ai' | 'text' | 'output' | 'subsnap';

/**
 * Where a node's work runs: `image` on the CPU-bound image workers, `ai` on the workers that call
 * model providers, `none` for nodes the workflow itself resolves (inputs, outputs).
 */
export type NodeRunner = 'image' | 'ai' | 'none';

/**
 * What runGraph itself does for a node, beside running it: an input node's value is the creator's
 * input of its `name` param (an image's is then moderated by its runner); a content output's
 * inputs become a content item once everything has run. The sub-snap roles never reach a run: a
 * version is published with each sub-snap drawn out into its steps (flatten-subsnaps.ts).
 */
export type NodeRole =
  'image-input' | 'text-input' | 'content-output' | 'subsnap' | 'subsnap-input' | 'subsnap-output';

/**
 * A node type's settings: an object whose every field carries a `title` (and, where it helps, a
 * `description`) in its zod metadata, `.meta()` called last so it sits on the outermost schema
 * (after `.default()`): the editor builds its inspector forms from them.
 */
export type NodeParamsSchema = z.ZodObject;

export interface NodeTypeDefinition<
  Type extends string = string,
  Params extends NodeParamsSchema = NodeParamsSchema,
  Runner extends NodeRunner = NodeRunner,
> {
  /** Stable id stored in graphs; never renamed. */
  type: Type;
  category: NodeCategory;
  label: string;
  /** One line for the editor's palette. */
  description: string;
  inputs: PortDefinition[];
  outputs: PortDefinition[];
  params: Params;
  /** Tokens one run of this node costs (a method, so every definition fits the general type). */
  cost(params: z.output<Params>): number;
  runner: Runner;
  role?: NodeRole;
  /**
   * The ports, when they depend on the settings (a sub-snap's are its inputs and outputs); the
   * fixed `inputs` and `outputs` otherwise. Read through nodePorts (node-ports.ts).
   */
  ports?(params: z.output<Params>): { inputs: PortDefinition[]; outputs: PortDefinition[] };
}

/** Keeps the node's own id, params and runner types: the catalogue's types are built from them. */
export function defineNode<
  const Type extends string,
  Params extends NodeParamsSchema,
  const Runner extends NodeRunner,
>(definition: NodeTypeDefinition<Type, Params, Runner>): NodeTypeDefinition<Type, Params, Runner> {
  return definition;
}
