import { z } from 'zod';
import { defineNode } from './define-node';
import { type PortDefinition, type PortType } from './ports';

const PORT_TYPES = ['image', 'images', 'text'] as const satisfies readonly PortType[];

/** One of a sub-snap's inputs or outputs as its node shows it: a boundary node's id and name. */
export const subsnapPortSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.enum(PORT_TYPES),
  label: z.string().max(60),
});
export type SubsnapPort = z.infer<typeof subsnapPortSchema>;

/** The settings of a sub-snap's Input or Output node: the port's name and what flows through it. */
const boundaryParams = (what: string) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .default('image')
      .meta({
        title: 'Name',
        description: `The ${what}’s name on the sub-snap’s node.`,
      }),
    type: z.enum(PORT_TYPES).default('image').meta({
      title: 'Carries',
      description: 'One image, a list of images, or text.',
    }),
  });

/**
 * A sub-snap's settings as a workflow using it stores them: the sub-snap and the version it is
 * pinned to, and that version's name, ports and cost, so the node is drawn, validated and priced
 * without a lookup. Publishing checks them against the version (subsnap-problems.ts).
 */
export const subsnapParamsSchema = z.object({
  workflowId: z.string().uuid().meta({ title: 'Sub-snap' }),
  version: z.number().int().min(1).meta({ title: 'Version' }),
  name: z.string().min(1).max(100).meta({ title: 'Name' }),
  inputs: z.array(subsnapPortSchema).max(20).meta({ title: 'Inputs' }),
  outputs: z.array(subsnapPortSchema).max(20).meta({ title: 'Outputs' }),
  cost: z.number().int().min(0).meta({ title: 'Cost' }),
});
export type SubsnapParams = z.infer<typeof subsnapParamsSchema>;

/**
 * The node types of sub-snaps: a sub-snap used in a workflow (one node whose ports are the
 * sub-snap's inputs and outputs), and, inside a sub-snap, the nodes its inputs come in by and its
 * outputs leave by.
 */
export const SUBSNAP_NODE_TYPES = [
  defineNode({
    type: 'subsnap',
    category: 'subsnap',
    label: 'Sub-snap',
    description: 'Steps made into one reusable node; it runs the version it is pinned to.',
    inputs: [],
    outputs: [],
    params: subsnapParamsSchema,
    cost: (p) => p.cost,
    ports: (p) => ({
      inputs: p.inputs.map((port): PortDefinition => ({ ...port, required: true })),
      outputs: p.outputs,
    }),
    runner: 'none',
    role: 'subsnap',
  }),
  defineNode({
    type: 'subsnap.input',
    category: 'subsnap',
    label: 'Sub-snap input',
    description: 'What the sub-snap is given: an input port on its node in a workflow.',
    inputs: [],
    outputs: [],
    params: boundaryParams('input'),
    cost: () => 0,
    ports: (p) => ({ inputs: [], outputs: [{ id: 'value', type: p.type, label: p.name }] }),
    runner: 'none',
    role: 'subsnap-input',
  }),
  defineNode({
    type: 'subsnap.output',
    category: 'subsnap',
    label: 'Sub-snap output',
    description: 'What the sub-snap gives back: an output port on its node in a workflow.',
    inputs: [],
    outputs: [],
    params: boundaryParams('output'),
    cost: () => 0,
    ports: (p) => ({
      inputs: [{ id: 'value', type: p.type, label: p.name, required: true }],
      outputs: [],
    }),
    runner: 'none',
    role: 'subsnap-output',
  }),
];
