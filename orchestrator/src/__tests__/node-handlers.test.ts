import { NODE_TYPES } from '@studio/workflows/graph/node-catalogue';
import { NODE_HANDLERS, type NodeHandler, type NodeHandlers } from '../nodes/node-handlers';

/*
 * The handler table is typed by the node catalogue. The type-level half of this file is checked
 * by `tsc -p orchestrator` (part of `npm test`): each `@ts-expect-error` below must meet an error,
 * or the line itself is an error. So these lines fail the build if the compiler ever stops
 * rejecting what they show.
 */

// A runnable node type without a handler does not compile.
const { 'image.upscale': _upscale, ...withoutUpscale } = NODE_HANDLERS;
// @ts-expect-error -- 'image.upscale' (runner: image) has no handler
const _missingHandler: NodeHandlers = withoutUpscale;

// A handler reading a param its node type does not have does not compile.
const _unknownParam: NodeHandler<'image.flat-lay'> = async (ctx) => ({
  // @ts-expect-error -- a flat lay has a `surface`, no `setting`
  text: { kind: 'text', text: ctx.params.setting },
});

// Params are typed by the node's schema (defaults filled in): no cast needed, none possible.
const _typedParam: NodeHandler<'image.upscale'> = async (ctx) => {
  const factor: 2 | 4 = ctx.params.factor;
  // @ts-expect-error -- the factor is a number, not text
  const asText: string = ctx.params.factor;
  return { text: { kind: 'text', text: `×${factor} ${asText}` } };
};

// Nodes the workflow resolves itself (runner: none) take no handler.
const _resolvedByWorkflow: NodeHandlers = {
  ...NODE_HANDLERS,
  // @ts-expect-error -- text inputs are resolved by runGraph, not by an activity
  'input.text': async () => ({}),
};

// A handler for a type the catalogue does not have does not compile either.
const _unknownType: NodeHandlers = {
  ...NODE_HANDLERS,
  // @ts-expect-error -- no such node type
  'image.sharpen': async () => ({}),
};

it('has a handler for exactly the node types an activity runs', () => {
  const runnable = NODE_TYPES.filter((d) => d.runner !== 'none').map((d) => d.type);
  expect(Object.keys(NODE_HANDLERS).sort()).toEqual([...runnable].sort());
  expect(Object.values(NODE_HANDLERS).every((handler) => typeof handler === 'function')).toBe(true);
});
