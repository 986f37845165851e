import { type Field, describeType, fieldOf, resolveObject } from './json-schema';
import {
  HTTP_METHODS,
  type HttpMethod,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  parameterSchema,
  requestBodySchema,
  responseSchema,
} from './openapi-document';

/** A parameter as listed: a field with where it goes (`path`, `query`, `header`, `cookie`). */
export type ParameterField = Field & { location: string };

/** What a body or a response carries: its media type and schema. */
export type Payload = { contentType: string; schema?: JsonSchema; type?: string };

export type ResponseView = { status: string; description: string; payload?: Payload };

/** One operation, flattened out of the document for the page. */
export type OperationView = {
  /** `POST /api/products`: unique in a document, and what people search for. */
  key: string;
  /** The element id its heading gets, for links into the page. */
  anchor: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  operationId?: string;
  deprecated: boolean;
  access?: string;
  tag: string;
  parameters: ParameterField[];
  requestBody?: Payload & { required: boolean; description?: string };
  responses: ResponseView[];
};

export type TagGroup = { name: string; description?: string; operations: OperationView[] };

/** Untagged operations are listed last, under this heading. */
export const UNTAGGED = 'Other';

const anchorOf = (text: string) =>
  `op-${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** JSON first: it is what the API speaks, and other media types are the exception. */
function payloadOf(content: unknown, document: OpenApiDocument): Payload | undefined {
  if (typeof content !== 'object' || content === null) return undefined;
  const entries = Object.entries(content as Record<string, { schema?: JsonSchema }>);
  const [contentType, media] =
    entries.find(([type]) => type === 'application/json') ?? entries[0] ?? [];
  if (!contentType) return undefined;
  const schema = media?.schema;
  return {
    contentType,
    schema,
    type: schema === undefined ? undefined : describeType(schema, document),
  };
}

function parametersOf(
  shared: unknown[] | undefined,
  own: unknown[] | undefined,
  document: OpenApiDocument,
): ParameterField[] {
  // An operation's own parameter replaces a path-level one of the same name and place.
  const byPlace = new Map<string, Parameter>();
  for (const raw of [...(shared ?? []), ...(own ?? [])]) {
    const parsed = parameterSchema.safeParse(resolveObject(raw, document));
    if (parsed.success) byPlace.set(`${parsed.data.in}:${parsed.data.name}`, parsed.data);
  }
  const order = ['path', 'query', 'header', 'cookie'];
  return [...byPlace.values()]
    .sort((a, b) => order.indexOf(a.in) - order.indexOf(b.in))
    .map((parameter) => {
      const field = fieldOf(
        parameter.name,
        parameter.schema ?? {},
        parameter.required === true || parameter.in === 'path',
        document,
      );
      return {
        ...field,
        description: parameter.description ?? field.description,
        deprecated: parameter.deprecated === true || field.deprecated,
        location: parameter.in,
      };
    });
}

/** Statuses in numeric order; `2XX`-style ranges by their digit, `default` last. */
const statusOrder = (status: string) =>
  status === 'default' ? 1000 : Number(status.replace(/X/gi, '0')) || 999;

function responsesOf(operation: Operation, document: OpenApiDocument): ResponseView[] {
  return Object.entries(operation.responses ?? {})
    .map(([status, raw]) => {
      const parsed = responseSchema.safeParse(resolveObject(raw, document));
      const response = parsed.success ? parsed.data : {};
      return {
        status,
        description: response.description ?? '',
        payload: payloadOf(response.content, document),
      };
    })
    .sort((a, b) => statusOrder(a.status) - statusOrder(b.status));
}

function requestBodyOf(operation: Operation, document: OpenApiDocument) {
  if (!operation.requestBody) return undefined;
  const parsed = requestBodySchema.safeParse(resolveObject(operation.requestBody, document));
  if (!parsed.success) return undefined;
  const payload = payloadOf(parsed.data.content, document);
  if (!payload) return undefined;
  return {
    ...payload,
    required: parsed.data.required === true,
    description: parsed.data.description,
  };
}

/** Every operation in the document, in the document's path order and then method order. */
export function operationsOf(document: OpenApiDocument): OperationView[] {
  const operations: OperationView[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const key = `${method.toUpperCase()} ${path}`;
      operations.push({
        key,
        anchor: anchorOf(operation.operationId ?? key),
        method,
        path,
        summary: operation.summary ?? '',
        description: operation.description,
        operationId: operation.operationId,
        deprecated: operation.deprecated === true,
        access: operation['x-access'],
        tag: operation.tags?.[0] ?? UNTAGGED,
        parameters: parametersOf(item.parameters, operation.parameters, document),
        requestBody: requestBodyOf(operation, document),
        responses: responsesOf(operation, document),
      });
    }
  }
  return operations;
}

/**
 * The operations under their first tag, in the order the document declares its tags; tags used
 * but not declared follow by name, and untagged operations come last. An operation with several
 * tags is listed once, so its heading and anchor stay unique on the page.
 */
export function groupByTag(
  operations: OperationView[],
  tags: OpenApiDocument['tags'] = [],
): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  for (const tag of tags) groups.set(tag.name, { ...tag, operations: [] });
  const undeclared = [...new Set(operations.map((operation) => operation.tag))]
    .filter((name) => !groups.has(name) && name !== UNTAGGED)
    .sort((a, b) => a.localeCompare(b));
  for (const name of [...undeclared, UNTAGGED]) groups.set(name, { name, operations: [] });
  for (const operation of operations) groups.get(operation.tag)!.operations.push(operation);
  return [...groups.values()].filter((group) => group.operations.length > 0);
}

/**
 * Whether an operation matches what was typed: every word must occur in its method and path,
 * its summary or its operation id, in any case ("post products" finds `POST /api/products`).
 */
export function matchesSearch(operation: OperationView, search: string | undefined): boolean {
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${operation.key} ${operation.summary} ${operation.operationId ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word));
}
