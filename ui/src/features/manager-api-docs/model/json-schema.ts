import { type JsonSchema } from './openapi-document';

/**
 * Reading the document's JSON Schemas (draft 2020-12) for people: a type in words, its limits,
 * and the fields of an object to list. Only local `$ref`s (`#/components/schemas/Name`) are
 * followed; schemas may refer to themselves, so nothing here walks a schema's children eagerly
 * (a field's own fields are read when someone opens them) and type names stop at a fixed depth.
 */

type SchemaObject = { readonly [keyword: string]: unknown };

/** A schema with its `$ref`s followed, and the name of the component it came from. */
export type Resolved = { schema: SchemaObject | boolean; name?: string };

const MAX_DEPTH = 4;

const isObject = (value: unknown): value is SchemaObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value a local JSON pointer (`#/components/schemas/Product`) names, or undefined. */
function pointTo(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let value: unknown = document;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (!isObject(value) && !Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Follows `$ref`s into the document. Keywords beside a `$ref` (2020-12 allows them, typically a
 * `description`) win over the target's. A cycle of references, or one that names nothing,
 * resolves to an empty schema (anything) rather than failing the page.
 */
export function resolve(value: unknown, document: unknown): Resolved {
  if (typeof value === 'boolean') return { schema: value };
  if (!isObject(value)) return { schema: {} };
  let current: SchemaObject = value;
  let name: string | undefined;
  const seen = new Set<string>();
  while (typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (seen.has(ref)) return { schema: {}, name };
    seen.add(ref);
    name ??= ref.split('/').at(-1);
    const { $ref: _ref, ...beside } = current;
    const target = pointTo(document, ref);
    if (typeof target === 'boolean') return { schema: target, name };
    current = { ...(isObject(target) ? target : {}), ...beside };
  }
  return { schema: current, name };
}

/** Resolves `value` when it is a `$ref` object (parameters, bodies and responses can be). */
export function resolveObject(value: unknown, document: unknown): SchemaObject {
  const { schema } = resolve(value, document);
  return isObject(schema) ? schema : {};
}

const typesOf = (schema: SchemaObject): string[] =>
  Array.isArray(schema.type)
    ? schema.type.filter((type): type is string => typeof type === 'string')
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];

const isNullOnly = (schema: JsonSchema, document: unknown) => {
  const { schema: resolved } = resolve(schema, document);
  if (!isObject(resolved)) return false;
  const types = typesOf(resolved);
  return (types.length === 1 && types[0] === 'null') || resolved.const === null;
};

/** The members of an `anyOf`/`oneOf`, when the schema is one. */
function unionMembers(schema: SchemaObject): JsonSchema[] | undefined {
  const members = schema.oneOf ?? schema.anyOf;
  return Array.isArray(members) ? (members as JsonSchema[]) : undefined;
}

/**
 * The schema without its `null` alternative: `anyOf: [X, {type: 'null'}]` reads as X (the type
 * in words says "| null"). Answers undefined when more than one real alternative is left.
 */
function withoutNull(schema: SchemaObject, document: unknown): Resolved | undefined {
  const members = unionMembers(schema);
  if (!members) return undefined;
  const real = members.filter((member) => !isNullOnly(member, document));
  return real.length === 1 ? resolve(real[0], document) : undefined;
}

const isObjectLike = (schema: SchemaObject) =>
  typesOf(schema).includes('object') || isObject(schema.properties) || Array.isArray(schema.allOf);

const literal = (value: unknown) =>
  typeof value === 'string' ? `"${value}"` : JSON.stringify(value);

/** A schema's type in words: `string`, `string | null`, `array of Product`, `"built-in"`. */
export function describeType(value: unknown, document: unknown, depth = 0): string {
  const { schema, name } = resolve(value, document);
  if (schema === true) return 'any';
  if (schema === false) return 'nothing';
  // Components that hold objects or unions are known by their name; a named scalar (an enum)
  // reads better as what it is, its values listed beside it.
  if (name && (isObjectLike(schema) || unionMembers(schema))) return name;
  if (depth >= MAX_DEPTH) return name ?? 'object';
  if ('const' in schema) return literal(schema.const);

  const members = unionMembers(schema);
  if (members) {
    const words = members.map((member) => describeType(member, document, depth + 1));
    return [...new Set(words)].join(' | ');
  }
  if (Array.isArray(schema.allOf)) {
    return schema.allOf.length === 1
      ? describeType(schema.allOf[0], document, depth + 1)
      : 'object';
  }

  const types = typesOf(schema);
  if (types.length === 0) {
    if (isObject(schema.properties)) types.push('object');
    else if (schema.items !== undefined) types.push('array');
    else if (Array.isArray(schema.enum) && schema.enum.length > 0) {
      types.push(typeof schema.enum[0] === 'number' ? 'number' : 'string');
    } else return 'any';
  }
  return types
    .map((type) => {
      if (type === 'array') {
        const item =
          schema.items === undefined ? 'any' : describeType(schema.items, document, depth + 1);
        return `array of ${item.includes(' | ') ? `(${item})` : item}`;
      }
      if (
        type === 'object' &&
        !isObject(schema.properties) &&
        isObject(schema.additionalProperties)
      ) {
        return `map of ${describeType(schema.additionalProperties, document, depth + 1)}`;
      }
      return type;
    })
    .join(' | ');
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** "1–200 characters", "at most 5 items": a lower and an upper bound in words. */
function range(min: number | undefined, max: number | undefined, one: string, many?: string) {
  if (min !== undefined && max !== undefined) {
    return min === max ? `exactly ${plural(max, one, many)}` : `${min}–${plural(max, one, many)}`;
  }
  if (min !== undefined) return min === 0 ? undefined : `at least ${plural(min, one, many)}`;
  if (max !== undefined) return `at most ${plural(max, one, many)}`;
  return undefined;
}

const FORMATS: Record<string, string> = {
  uri: 'a URL',
  url: 'a URL',
  email: 'an email address',
  uuid: 'a UUID',
  'date-time': 'a date and time (ISO 8601)',
  date: 'a date (YYYY-MM-DD)',
};

/** Numbers' bounds: "≥ 1", "> 0", "≤ 100", or "1 to 100" when both are inclusive. */
function numberLimits(schema: SchemaObject): string[] {
  const min = num(schema.minimum);
  const max = num(schema.maximum);
  const above = num(schema.exclusiveMinimum);
  const below = num(schema.exclusiveMaximum);
  const limits: string[] = [];
  if (min !== undefined && max !== undefined) limits.push(`${min} to ${max}`);
  else if (min !== undefined) limits.push(`≥ ${min}`);
  else if (max !== undefined) limits.push(`≤ ${max}`);
  if (above !== undefined) limits.push(`> ${above}`);
  if (below !== undefined) limits.push(`< ${below}`);
  const step = num(schema.multipleOf);
  if (step !== undefined) limits.push(`a multiple of ${step}`);
  return limits;
}

/**
 * What a value must be beyond its type, in words: lengths, bounds, counts, a format, the values
 * an enum allows, its default. An array's item limits follow as "each item …".
 */
export function limitsOf(value: unknown, document: unknown, depth = 0): string[] {
  const resolved = resolve(value, document);
  if (typeof resolved.schema === 'boolean') return [];
  const schema = withoutNull(resolved.schema, document)?.schema ?? resolved.schema;
  if (typeof schema === 'boolean') return [];

  const limits: string[] = [];
  const length = range(num(schema.minLength), num(schema.maxLength), 'character');
  if (length) limits.push(length);
  limits.push(...numberLimits(schema));
  const count = range(num(schema.minItems), num(schema.maxItems), 'item');
  if (count) limits.push(count);
  if (schema.uniqueItems === true) limits.push('no duplicates');
  if (Array.isArray(schema.enum)) {
    limits.push(`one of: ${schema.enum.map((option) => literal(option)).join(', ')}`);
  }
  if (typeof schema.format === 'string') {
    limits.push(FORMATS[schema.format] ?? `format: ${schema.format}`);
  } else if (typeof schema.pattern === 'string') {
    // A format says it in words; a bare pattern is all there is to say.
    limits.push(`matches ${schema.pattern}`);
  }
  if ('default' in resolved.schema || 'default' in schema) {
    const fallback = 'default' in resolved.schema ? resolved.schema.default : schema.default;
    limits.push(`default: ${literal(fallback)}`);
  }
  if (depth < MAX_DEPTH && schema.items !== undefined && typesOf(schema).includes('array')) {
    const each = limitsOf(schema.items, document, depth + 1).filter(
      (limit) => !limit.startsWith('default'),
    );
    if (each.length > 0) limits.push(`each item: ${each.join(', ')}`);
  }
  return limits;
}

/** One field of an object, ready to list. */
export type Field = {
  name: string;
  required: boolean;
  type: string;
  limits: string[];
  description?: string;
  deprecated: boolean;
  /** The field's schema, for its own fields when someone opens them. */
  schema: JsonSchema;
};

/** What a schema holds beyond a single value: an object's fields, an array's items, variants. */
export type Shape =
  | { kind: 'object'; fields: Field[]; otherKeys?: string }
  | { kind: 'items'; items: Shape }
  | { kind: 'variants'; variants: Variant[] };

export type Variant = { label: string; type: string; schema: JsonSchema };

const stringOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Builds one field from a property's schema; `required` comes from the parent object. */
export function fieldOf(
  name: string,
  schema: JsonSchema,
  required: boolean,
  document: unknown,
): Field {
  const resolved = resolve(schema, document);
  const body = typeof resolved.schema === 'boolean' ? {} : resolved.schema;
  return {
    name,
    required,
    type: describeType(schema, document),
    limits: limitsOf(schema, document),
    description: stringOf(body.description) ?? stringOf(body.title),
    deprecated: body.deprecated === true,
    schema,
  };
}

/** An object's properties and required names, `allOf` members merged into one. */
function collectProperties(
  schema: SchemaObject,
  document: unknown,
  into: { properties: Map<string, JsonSchema>; required: Set<string>; otherKeys?: JsonSchema },
  depth = 0,
) {
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      into.properties.set(name, property as JsonSchema);
    }
  }
  if (Array.isArray(schema.required)) {
    for (const name of schema.required) if (typeof name === 'string') into.required.add(name);
  }
  if (isObject(schema.additionalProperties)) into.otherKeys = schema.additionalProperties;
  if (Array.isArray(schema.allOf) && depth < MAX_DEPTH) {
    for (const member of schema.allOf) {
      const { schema: resolved } = resolve(member, document);
      if (isObject(resolved)) collectProperties(resolved, document, into, depth + 1);
    }
  }
}

/** "kind: built-in" when every variant fixes one required property to a constant, else its type. */
function variantLabel(member: JsonSchema, index: number, document: unknown): string {
  const { schema, name } = resolve(member, document);
  if (isObject(schema) && isObject(schema.properties)) {
    for (const [key, property] of Object.entries(schema.properties)) {
      const { schema: prop } = resolve(property, document);
      if (!isObject(prop)) continue;
      const fixed =
        'const' in prop
          ? prop.const
          : Array.isArray(prop.enum) && prop.enum.length === 1
            ? prop.enum[0]
            : undefined;
      if (fixed !== undefined) return `${key}: ${literal(fixed)}`;
    }
  }
  return name ?? `Option ${index + 1}`;
}

/**
 * What there is to list inside a schema, or undefined for a single value (a string, a number, a
 * list of strings, an object with nothing declared).
 */
export function shapeOf(value: unknown, document: unknown, depth = 0): Shape | undefined {
  if (depth > MAX_DEPTH * 2) return undefined;
  const resolved = resolve(value, document);
  if (typeof resolved.schema === 'boolean') return undefined;
  const single = withoutNull(resolved.schema, document);
  const schema = single?.schema ?? resolved.schema;
  if (typeof schema === 'boolean') return undefined;

  const members = single ? undefined : unionMembers(schema);
  if (members) {
    const real = members.filter((member) => !isNullOnly(member, document));
    const variants = real.map((member, index) => ({
      label: variantLabel(member, index, document),
      type: describeType(member, document),
      schema: member,
    }));
    // A union of plain values ("string | number") is said by its type alone.
    return real.some((member) => shapeOf(member, document, depth + 1))
      ? { kind: 'variants', variants }
      : undefined;
  }

  if (typesOf(schema).includes('array') || (schema.items !== undefined && !isObjectLike(schema))) {
    const items =
      schema.items === undefined ? undefined : shapeOf(schema.items, document, depth + 1);
    return items ? { kind: 'items', items } : undefined;
  }

  const into = {
    properties: new Map<string, JsonSchema>(),
    required: new Set<string>(),
    otherKeys: undefined as JsonSchema | undefined,
  };
  collectProperties(schema, document, into);
  if (into.properties.size === 0) return undefined;
  return {
    kind: 'object',
    fields: [...into.properties].map(([name, property]) =>
      fieldOf(name, property, into.required.has(name), document),
    ),
    otherKeys: into.otherKeys === undefined ? undefined : describeType(into.otherKeys, document),
  };
}
