import { z } from 'zod';

/**
 * The parts of an OpenAPI 3.1 document this page reads, and no more. The document is a standard
 * (the API builds it from its zod contracts), not one of our contracts, so the schema is loose:
 * anything it does not name passes through, and a JSON Schema stays an untyped object that
 * `json-schema.ts` reads with care. A document that lacks `paths` or `info` fails here, so the
 * page says it could not read it instead of drawing nothing.
 */

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 uses): an object, or `true`/`false`. */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

const jsonSchema: z.ZodType<JsonSchema> = z.union([z.boolean(), z.record(z.string(), z.unknown())]);

/** A `$ref` object, which stands wherever OpenAPI allows a reusable component. */
const reference = z.looseObject({ $ref: z.string() });

const mediaTypes = z.record(z.string(), z.looseObject({ schema: jsonSchema.optional() }));

export const parameterSchema = z.looseObject({
  name: z.string(),
  in: z.string(),
  required: z.boolean().optional(),
  description: z.string().optional(),
  deprecated: z.boolean().optional(),
  schema: jsonSchema.optional(),
});
export type Parameter = z.infer<typeof parameterSchema>;

export const requestBodySchema = z.looseObject({
  required: z.boolean().optional(),
  description: z.string().optional(),
  content: mediaTypes.optional(),
});
export type RequestBody = z.infer<typeof requestBodySchema>;

export const responseSchema = z.looseObject({
  description: z.string().optional(),
  content: mediaTypes.optional(),
});
export type Response = z.infer<typeof responseSchema>;

export const operationSchema = z.looseObject({
  tags: z.array(z.string()).optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  operationId: z.string().optional(),
  deprecated: z.boolean().optional(),
  parameters: z.array(z.union([reference, parameterSchema])).optional(),
  requestBody: z.union([reference, requestBodySchema]).optional(),
  responses: z.record(z.string(), z.union([reference, responseSchema])).optional(),
  /** Who may call it (our extension): public, signed-in, verified, manager, stripe-signature. */
  'x-access': z.string().optional(),
});
export type Operation = z.infer<typeof operationSchema>;

/** The HTTP methods OpenAPI allows as keys of a path item, in the order they are shown. */
export const HTTP_METHODS = [
  'get',
  'post',
  'put',
  'patch',
  'delete',
  'head',
  'options',
  'trace',
] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A path item: its operations by method, plus parameters shared by all of them. */
const pathItemSchema = z.looseObject({
  parameters: z.array(z.union([reference, parameterSchema])).optional(),
  get: operationSchema.optional(),
  post: operationSchema.optional(),
  put: operationSchema.optional(),
  patch: operationSchema.optional(),
  delete: operationSchema.optional(),
  head: operationSchema.optional(),
  options: operationSchema.optional(),
  trace: operationSchema.optional(),
});

export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({
    title: z.string(),
    version: z.string(),
    description: z.string().optional(),
  }),
  tags: z.array(z.looseObject({ name: z.string(), description: z.string().optional() })).optional(),
  paths: z.record(z.string(), pathItemSchema),
  components: z.looseObject({}).optional(),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
