import { z } from 'zod';
import { NODE_CATALOGUE, NODE_TYPES, isNodeTypeId, nodeType } from '../node-catalogue';

/** Every param of every node type: the fields of its params object. */
const everyParam = NODE_TYPES.flatMap((definition) =>
  Object.entries(definition.params.shape).map(
    ([name, schema]) => [definition.type, name, schema as z.ZodType] as const,
  ),
);

describe('the node catalogue', () => {
  it('keys every definition by its own type id, once', () => {
    expect(Object.keys(NODE_CATALOGUE)).toEqual(NODE_TYPES.map((d) => d.type));
    for (const [type, definition] of Object.entries(NODE_CATALOGUE)) {
      expect(definition.type).toBe(type);
    }
  });

  it('knows only its own ids, not the properties every object has', () => {
    expect(isNodeTypeId('image.packshot')).toBe(true);
    expect(nodeType('image.packshot')).toBe(NODE_CATALOGUE['image.packshot']);
    for (const stranger of ['image.unknown', 'constructor', 'toString', '__proto__']) {
      expect(isNodeTypeId(stranger)).toBe(false);
      expect(nodeType(stranger)).toBeUndefined();
    }
  });

  it('has params to label', () => {
    expect(everyParam.length).toBeGreaterThan(10);
  });

  // The editor builds its inspector forms from these: a field without a title has no label.
  it.each(everyParam)('labels %s param %s in its schema metadata', (_type, _name, schema) => {
    const meta = schema.meta();
    expect(meta?.title).toEqual(expect.stringMatching(/\S/));
    if (meta?.description !== undefined) expect(meta.description).toMatch(/\S/);
    // The label survives into the JSON Schema a form library reads.
    expect(z.toJSONSchema(schema, { io: 'input' })).toMatchObject({ title: meta?.title });
  });

  it('resolves in the workflow exactly the nodes that have no runner', () => {
    // Sub-snap nodes never reach a run: a version is published with them drawn out.
    const inWorkflow = NODE_TYPES.filter((d) => d.runner === 'none' && d.category !== 'subsnap');
    expect(inWorkflow.map((d) => d.type)).toEqual(['input.text', 'output.content']);
  });

  it.each(NODE_TYPES.filter((d) => d.role === 'image-input' || d.role === 'text-input'))(
    'reads the creator’s input for $type by its name param, into its one output',
    (definition) => {
      const kind = definition.role === 'image-input' ? 'image' : 'text';
      expect(definition.outputs).toEqual([expect.objectContaining({ id: kind, type: kind })]);
      expect(definition.params.shape).toHaveProperty('name');
      expect(definition.params.parse({})).toMatchObject({ name: kind });
    },
  );

  it('has one image input and one content output type', () => {
    expect(NODE_TYPES.filter((d) => d.role === 'image-input').map((d) => d.type)).toEqual([
      'input.image',
    ]);
    expect(NODE_TYPES.filter((d) => d.role === 'content-output').map((d) => d.type)).toEqual([
      'output.content',
    ]);
  });
});
