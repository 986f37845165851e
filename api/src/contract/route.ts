import { type z } from 'zod';
import { type ApiKeyScope } from './api-keys';
import { type ApiErrorCode } from './error-codes';

/**
 * Who may call a route, as the server enforces it. `verified` is a signed-in creator with a
 * verified email (the AI features); `stripe-signature` is Stripe itself, authenticated by the
 * signature over the raw body rather than by a session; `api-key` is a business's program with
 * `Authorization: Bearer sk_live_…` (the `/v1` routes: no session, no CSRF).
 */
export type RouteAccess =
  'public' | 'signed-in' | 'verified' | 'manager' | 'stripe-signature' | 'api-key';

/** The accesses that let only a signed-in user through: their handlers always have one. */
export const SIGNED_IN_ACCESS = ['signed-in', 'verified', 'manager'] as const;
export type SignedInAccess = (typeof SIGNED_IN_ACCESS)[number];
/** The accesses whose handlers always have a user: signed in, or the owner of the API key. */
export type UserAccess = SignedInAccess | 'api-key';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A query's schema: an object, so the OpenAPI document can list its parameters. */
type QuerySchema = z.ZodType<object, object>;

/**
 * One route of the API, declared once. The declaration mounts the server's handler (its access
 * guard, its input parsed: http/mount-route.ts), produces the OpenAPI document
 * (openapi/openapi-document.ts) and types the UI's calls (ui/src/lib/api-client.ts `callApi`).
 * Its type keeps every schema's, so a handler's input and answer, and a caller's, are typed from
 * here.
 */
export interface RouteContract<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Access extends RouteAccess = RouteAccess,
  Query extends QuerySchema | undefined = QuerySchema | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Answer extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: Method;
  /** The Koa path, `:id` style: every parameter is a string. */
  path: Path;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  query: Query;
  /** A JSON request body. */
  body: Body;
  /** The success answer. */
  answer: {
    status: number;
    description: string;
    /** A JSON body; none for an empty answer or a non-JSON one (`contentType`). */
    schema: Answer;
    /** Other than JSON: `text/event-stream`, `text/csv`, an image, `none` for a redirect. */
    contentType?: string;
  };
  /** Refusals particular to this route, beyond those its access, input and ids imply. */
  refusals?: readonly ApiErrorCode[];
  /** An `api-key` route: the key scopes that may call it (any key when absent). */
  scopes?: readonly ApiKeyScope[];
  /**
   * The body is a file checked as a whole by the domain (a workflow file, a catalogue bundle),
   * every problem in one refusal: mountRoute hands it over unparsed, and `body` documents it.
   */
  checksBodyItself?: true;
}

/** Any route, whatever its schemas: what lists of routes hold. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list holds routes of any schema
export type AnyRoute = RouteContract<HttpMethod, string, RouteAccess, any, any, any>;

/** `'/api/products/:id/versions/:version'` → `{ id: string; version: string }`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, string>;

/** What a route's query parses to, on the server. */
export type QueryOf<R extends AnyRoute> = R['query'] extends z.ZodType
  ? z.output<R['query']>
  : undefined;
/** What a route's body parses to, on the server (unparsed when the domain checks it itself). */
export type BodyOf<R extends AnyRoute> = R extends { checksBodyItself: true }
  ? unknown
  : R['body'] extends z.ZodType
    ? z.output<R['body']>
    : undefined;
/** What a route answers, as its caller reads it. */
export type AnswerOf<R extends AnyRoute> = R['answer']['schema'] extends z.ZodType
  ? z.output<R['answer']['schema']>
  : null;
/** What a handler may give as the answer (before JSON: dates, say, are still dates). */
export type AnswerInputOf<R extends AnyRoute> = R['answer']['schema'] extends z.ZodType
  ? z.input<R['answer']['schema']>
  : never;

interface RouteOptions<
  Query extends QuerySchema | undefined,
  Body extends z.ZodType | undefined,
  Answer extends z.ZodType | undefined,
  ChecksBody extends boolean,
> {
  description?: string;
  query?: Query;
  body?: Body;
  answer?: { status?: number; description?: string; schema?: Answer; contentType?: string };
  refusals?: readonly ApiErrorCode[];
  scopes?: readonly ApiKeyScope[];
  checksBodyItself?: ChecksBody;
}

/** Declares a route; the defaults (a 200 JSON answer) keep the table short. */
export function route<
  Method extends HttpMethod,
  Path extends string,
  Access extends RouteAccess,
  Query extends QuerySchema | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Answer extends z.ZodType | undefined = undefined,
  ChecksBody extends boolean = false,
>(
  method: Method,
  path: Path,
  tag: string,
  access: Access,
  summary: string,
  options: RouteOptions<Query, Body, Answer, ChecksBody> = {},
): RouteContract<Method, Path, Access, Query, Body, Answer> &
  (ChecksBody extends true ? { checksBodyItself: true } : unknown) {
  const { answer, query, body, checksBodyItself, ...others } = options;
  const declaration: RouteContract<Method, Path, Access, Query, Body, Answer> = {
    ...(checksBodyItself ? { checksBodyItself: true as const } : {}),
    method,
    path,
    tag,
    access,
    summary,
    ...others,
    query: query as Query,
    body: body as Body,
    answer: {
      status: answer?.status ?? 200,
      description: answer?.description ?? 'OK',
      schema: answer?.schema as Answer,
      ...(answer?.contentType ? { contentType: answer.contentType } : {}),
    },
  };
  // The literal `true` is what types the handler's body as unparsed (BodyOf).
  return declaration as typeof declaration &
    (ChecksBody extends true ? { checksBodyItself: true } : unknown);
}

/** Every route of some groups (`{ list: route(…), get: route(…) }`), as one list. */
export function routesOf(...groups: Record<string, AnyRoute>[]): AnyRoute[] {
  return groups.flatMap((group) => Object.values(group));
}
