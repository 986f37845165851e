import { describeType, limitsOf, resolve, shapeOf } from '../json-schema';

const document = {
  components: {
    schemas: {
      Node: {
        type: 'object',
        properties: { id: { type: 'string' }, next: { $ref: '#/components/schemas/Node' } },
        required: ['id'],
      },
      Loop: { $ref: '#/components/schemas/Loop' },
      Status: { type: 'string', enum: ['open', 'resolved'] },
      'a/b': { type: 'integer' },
    },
  },
};

describe('resolve', () => {
  it('follows a ref, keeping the keywords beside it and the component’s name', () => {
    expect(
      resolve({ $ref: '#/components/schemas/Status', description: 'Where it stands' }, document),
    ).toEqual({
      schema: { type: 'string', enum: ['open', 'resolved'], description: 'Where it stands' },
      name: 'Status',
    });
    expect(resolve({ $ref: '#/components/schemas/a~1b' }, document).schema).toEqual({
      type: 'integer',
    });
  });

  it('answers anything for a ref that loops or names nothing, rather than failing', () => {
    expect(resolve({ $ref: '#/components/schemas/Loop' }, document).schema).toEqual({});
    expect(resolve({ $ref: '#/components/schemas/Missing' }, document).schema).toEqual({});
  });
});

describe('describeType', () => {
  it.each([
    [{ type: 'string' }, 'string'],
    [{ type: ['string', 'null'] }, 'string | null'],
    [{ anyOf: [{ type: 'integer' }, { type: 'null' }] }, 'integer | null'],
    [{ type: 'array', items: { $ref: '#/components/schemas/Node' } }, 'array of Node'],
    [{ type: 'array', items: { type: ['string', 'null'] } }, 'array of (string | null)'],
    [{ type: 'object', additionalProperties: { type: 'number' } }, 'map of number'],
    [{ $ref: '#/components/schemas/Status' }, 'string'],
    [{ const: 'built-in' }, '"built-in"'],
    [{ properties: { a: {} } }, 'object'],
    [{}, 'any'],
    [true, 'any'],
  ])('%j reads %s', (schema, words) => {
    expect(describeType(schema, document)).toBe(words);
  });
});

describe('limitsOf', () => {
  it.each([
    [{ type: 'string', minLength: 1, maxLength: 200 }, ['1–200 characters']],
    [{ type: 'string', minLength: 6 }, ['at least 6 characters']],
    [{ type: 'string', minLength: 4, maxLength: 4 }, ['exactly 4 characters']],
    [{ type: 'string', minLength: 0 }, []],
    [{ type: 'integer', minimum: 1, maximum: 100, default: 20 }, ['1 to 100', 'default: 20']],
    [{ type: 'number', exclusiveMinimum: 0 }, ['> 0']],
    [{ type: 'string', format: 'uuid', pattern: '^[0-9a-f-]+$' }, ['a UUID']],
    [{ type: 'string', pattern: '^#[0-9a-f]{6}$' }, ['matches ^#[0-9a-f]{6}$']],
    [{ $ref: '#/components/schemas/Status' }, ['one of: "open", "resolved"']],
    [
      { type: ['array', 'null'], maxItems: 5, items: { type: 'string', format: 'uri' } },
      ['at most 5 items', 'each item: a URL'],
    ],
    [{ anyOf: [{ type: 'string', maxLength: 9 }, { type: 'null' }] }, ['at most 9 characters']],
  ])('%j: %j', (schema, limits) => {
    expect(limitsOf(schema, document)).toEqual(limits);
  });
});

describe('shapeOf', () => {
  it('lists an object’s fields, required or not, with allOf members merged', () => {
    const shape = shapeOf(
      {
        allOf: [
          { $ref: '#/components/schemas/Node' },
          { type: 'object', properties: { label: { type: 'string' } }, required: ['label'] },
        ],
      },
      document,
    );
    expect(shape?.kind).toBe('object');
    expect(
      shape?.kind === 'object' && shape.fields.map((f) => [f.name, f.type, f.required]),
    ).toEqual([
      ['id', 'string', true],
      ['next', 'Node', false],
      ['label', 'string', true],
    ]);
  });

  it('reads an array of objects as its items, and a union of objects as variants', () => {
    expect(
      shapeOf({ type: 'array', items: { $ref: '#/components/schemas/Node' } }, document),
    ).toMatchObject({ kind: 'items', items: { kind: 'object' } });
    const union = shapeOf(
      {
        oneOf: [
          { type: 'object', properties: { kind: { const: 'a' } } },
          { $ref: '#/components/schemas/Node' },
          { type: 'null' },
        ],
      },
      document,
    );
    expect(union?.kind === 'variants' && union.variants.map((v) => v.label)).toEqual([
      'kind: "a"',
      'Node',
    ]);
  });

  it('has nothing to list for a single value or a union of single values', () => {
    expect(shapeOf({ type: 'string' }, document)).toBeUndefined();
    expect(shapeOf({ type: 'array', items: { type: 'string' } }, document)).toBeUndefined();
    expect(shapeOf({ anyOf: [{ type: 'string' }, { type: 'integer' }] }, document)).toBeUndefined();
  });
});
