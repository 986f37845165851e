import { type z } from 'zod';
import { type ApiErrorCode } from '../contract/error-codes';

/**
 * Who may call a route, as the server enforces it. `verified` is a signed-in creator with a
 * verified email (the AI features); `stripe-signature` is Stripe itself, authenticated by the
 * signature over the raw body rather than by a session.
 */
export type RouteAccess = 'public' | 'signed-in' | 'verified' | 'manager' | 'stripe-signature';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One route of the API as its callers see it: what it takes and what it answers. The table of
 * these (api-routes.ts) is what `/api/openapi.json` is generated from, and a test holds it equal
 * to the routes the app mounts, so a route cannot be added without its contract.
 */
export interface RouteContract {
  method: HttpMethod;
  /** The Koa path, `:id` style, exactly as the router declares it. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: RouteAccess;
  query?: z.ZodObject;
  /** A JSON request body. */
  body?: z.ZodType;
  /** The success answer. */
  answer: {
    status: number;
    description: string;
    /** A JSON body; omit for an empty answer or a non-JSON one (`contentType`). */
    schema?: z.ZodType;
    /** Other than JSON: `text/event-stream`, `text/csv`, an image. */
    contentType?: string;
  };
  /** Refusals particular to this route, beyond those its access, input and ids imply. */
  refusals?: ApiErrorCode[];
}

/** Builds a contract; the defaults (a 200 JSON answer) keep the table short. */
export function route(
  method: HttpMethod,
  path: string,
  tag: string,
  access: RouteAccess,
  summary: string,
  rest: Partial<Omit<RouteContract, 'answer'>> & { answer?: Partial<RouteContract['answer']> } = {},
): RouteContract {
  const { answer, ...others } = rest;
  return {
    method,
    path,
    tag,
    access,
    summary,
    ...others,
    answer: { status: 200, description: 'OK', ...answer },
  };
}
