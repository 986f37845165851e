import { type NodeParamsSchema } from '@studio/workflows/graph/node-catalogue';
import { type z } from 'zod';

/** One field of the inspector's form, read from a node type's zod schema. */
export type ParamField = {
  name: string;
  title: string;
  description?: string;
  /** The value a node gets when the manager has not set it. */
  defaultValue: unknown;
  optional: boolean;
  /** Checks one value as typed; its messages are the schema's own. */
  schema: z.ZodType;
} & (
  | { kind: 'select'; options: { value: string | number; label: string }[] }
  | { kind: 'multi-select'; options: { value: string; label: string }[]; minItems: number }
  | { kind: 'number'; min?: number; max?: number; step: number }
  | { kind: 'text'; maxLength?: number; multiline: boolean }
  | { kind: 'switch' }
  /** A setting the form cannot draw; shown read-only so it is never silently lost. */
  | { kind: 'unsupported' }
);

/** Longer texts than this get a textarea (prompts, descriptions), shorter ones a line. */
const MULTILINE_FROM = 200;

/** `internal`: set by the system when a run starts (never by a manager), so never in the form. */
type Meta = { title?: string; description?: string; internal?: boolean };

/**
 * The inspector's fields for a node type, one per key of its params object, in the schema's
 * order. enum → select, number → bounded number field, string → text or textarea, boolean →
 * switch, an array of an enum → a set of checkboxes, a union of literals → select.
 */
export function paramFields(params: NodeParamsSchema): ParamField[] {
  return Object.entries(params.shape)
    .filter(([, schema]) => !((schema as z.ZodType).meta() as Meta | undefined)?.internal)
    .map(([name, schema]) => paramField(name, schema as z.ZodType));
}

function paramField(name: string, outer: z.ZodType): ParamField {
  const meta = (outer.meta() ?? {}) as Meta;
  let inner = outer;
  let defaultValue: unknown = undefined;
  let optional = false;
  // Peel the wrappers (default, optional) down to the value's own schema.
  for (;;) {
    const def = inner._zod.def as { type: string; innerType?: z.ZodType; defaultValue?: unknown };
    if (def.type === 'default') {
      defaultValue = def.defaultValue;
      inner = def.innerType!;
    } else if (def.type === 'optional') {
      optional = true;
      inner = def.innerType!;
    } else break;
  }
  const base = {
    name,
    title: meta.title ?? humanise(name),
    description: meta.description,
    defaultValue,
    optional,
    schema: outer,
  };
  const type = (inner._zod.def as { type: string }).type;
  if (type === 'enum') {
    const options = (inner as z.ZodEnum).options as string[];
    return {
      ...base,
      kind: 'select',
      options: options.map((o) => ({ value: o, label: humanise(o) })),
    };
  }
  if (type === 'union') {
    const members = (inner as z.ZodUnion).options as z.ZodType[];
    const literals = members.map((m) => m._zod.def as { type: string; values?: unknown[] });
    if (literals.every((l) => l.type === 'literal')) {
      const values = literals.flatMap((l) => l.values as (string | number)[]);
      return {
        ...base,
        kind: 'select',
        options: values.map((v) => ({ value: v, label: String(v) })),
      };
    }
  }
  if (type === 'number') {
    const number = inner as z.ZodNumber;
    const finite = (n: number | null) => (n !== null && Number.isFinite(n) ? n : undefined);
    return {
      ...base,
      kind: 'number',
      min: finite(number.minValue),
      max: finite(number.maxValue),
      step: number.isInt ? 1 : 0.05,
    };
  }
  if (type === 'string') {
    const maxLength = (inner as z.ZodString).maxLength ?? undefined;
    return {
      ...base,
      kind: 'text',
      maxLength,
      multiline: (maxLength ?? Infinity) > MULTILINE_FROM,
    };
  }
  if (type === 'boolean') return { ...base, kind: 'switch' };
  if (type === 'array') {
    const array = inner as z.ZodArray;
    const element = array.element as z.ZodType;
    if ((element._zod.def as { type: string }).type === 'enum') {
      const options = (element as z.ZodEnum).options as string[];
      const minItems = (
        array._zod.def as { checks?: { _zod: { def: { check: string; minimum?: number } } }[] }
      ).checks
        ?.map((c) => c._zod.def)
        .find((c) => c.check === 'min_length')?.minimum;
      return {
        ...base,
        kind: 'multi-select',
        options: options.map((o) => ({ value: o, label: humanise(o) })),
        minItems: minItems ?? 0,
      };
    }
  }
  return { ...base, kind: 'unsupported' };
}

/**
 * The first message the schema gives for a value, or undefined when it is valid. An empty text
 * field of an optional setting means "not set".
 */
export function paramProblem(field: ParamField, value: unknown): string | undefined {
  const result = field.schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** 'static_image' → 'Static image'; 'landscape' → 'Landscape'. */
export function humanise(value: string): string {
  const words = value
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
