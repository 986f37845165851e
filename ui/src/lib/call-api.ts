import {
  type AnswerOf,
  type AnyRoute,
  type PathParams,
  type RouteContract,
} from '@studio/api/contract/route';
import { type z } from 'zod';

import { apiFetch, type ApiRequestOptions } from '@/lib/api-client';

type ParamsPart<R extends AnyRoute> = keyof PathParams<R['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<R['path']> };
type QueryPart<R extends AnyRoute> = R['query'] extends z.ZodType
  ? { query?: QueryValues<z.input<R['query']>> }
  : { query?: undefined };
type BodyPart<R extends AnyRoute> = R extends { checksBodyItself: true }
  ? { body: unknown } // a file the server checks as a whole (a workflow file, a bundle)
  : R['body'] extends z.ZodType
    ? { body: z.input<R['body']> }
    : { body?: undefined };

/** A query as the address carries it: every value a word, a number, a flag or a list of words. */
type QueryValues<Q> = { [K in keyof Q]?: Q[K] | string | number | boolean | string[] | null };

/** Where a route lives: the parameters its path names and the query it reads. */
export type RouteAddress<R extends AnyRoute> = ParamsPart<R> & QueryPart<R>;
/** Everything a call sends: the address, the body its route declares, and how to call. */
export type CallInput<R extends AnyRoute> = RouteAddress<R> &
  BodyPart<R> &
  Pick<ApiRequestOptions, 'signal'>;

const METHODS = { get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE' } as const;

/**
 * The address of a declared route: its `:name` parameters filled (encoded), its query appended
 * (lists comma-separated, empty values left out). For links and streams — downloads, event
 * streams — as much as for calls.
 */
export function routeUrl<R extends AnyRoute>(route: R, address: RouteAddress<R>): string {
  const params = (address.params ?? {}) as Record<string, string>;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs its ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(address.query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** A call's input: optional only when the route needs neither parameters nor a body. */
type CallArgs<R extends AnyRoute> = keyof PathParams<R['path']> extends never
  ? R['body'] extends z.ZodType
    ? [CallInput<R>]
    : [CallInput<R>?]
  : [CallInput<R>];

/**
 * Calls a declared route (api/src/contract/routes): the address and body typed by its
 * declaration, the answer parsed by its answer schema. Failures are ApiErrors, answered app-wide
 * by the query client (lib/query-client.ts), so call it from a query or a mutation.
 */
export async function callApi<R extends AnyRoute>(
  route: R,
  ...[input]: CallArgs<R>
): Promise<AnswerOf<R>> {
  return parseAnswer(route, await send(route, input, 'throw'));
}

/** As callApi, for a route a signed-out visitor may call: their 401 answers null. */
export async function callApiOrSignedOut<R extends AnyRoute>(
  route: R,
  ...[input]: CallArgs<R>
): Promise<AnswerOf<R> | null> {
  const answer = await send(route, input, 'null');
  return answer === null ? null : parseAnswer(route, answer);
}

/** What every call's input has, whatever its route. */
interface SentInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
}

function send(route: AnyRoute, sent: unknown, on401: 'throw' | 'null') {
  const input = (sent ?? {}) as SentInput;
  return apiFetch(routeUrl(route, input as RouteAddress<AnyRoute>), {
    method: METHODS[route.method],
    body: input.body,
    signal: input.signal,
    on401,
  });
}

function parseAnswer<R extends AnyRoute>(route: R, answer: unknown): AnswerOf<R> {
  const schema = (route as RouteContract).answer.schema;
  return (schema ? schema.parse(answer) : null) as AnswerOf<R>;
}
