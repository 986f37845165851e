import type Router from '@koa/router';
import { type RouterContext, type RouterMiddleware } from '@koa/router';
import { type DefaultState } from 'koa';
import {
  type AnswerInputOf,
  type AnyRoute,
  type BodyOf,
  type PathParams,
  type QueryOf,
  type RouteAccess,
  type UserAccess,
} from '../contract/route';
import { requireApiKey } from '../auth/api-key-auth';
import {
  requireManager,
  requireUser,
  requireVerifiedEmail,
  type SignedInState,
} from '../auth/current-user';
import { type User } from '../domain/models/user';

type StateOf<R extends AnyRoute> = R['access'] extends UserAccess ? SignedInState : DefaultState;

/** What a route's handler is given: its input parsed by the route's own schemas. */
export interface RouteInput<R extends AnyRoute> {
  params: PathParams<R['path']>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  /** The signed-in user (or the API key's owner); always there when the route's access needs one. */
  user: R['access'] extends UserAccess ? User : User | undefined;
  /** For what the declaration cannot say: headers, cookies, the session, streams, redirects. */
  ctx: RouterContext<StateOf<R>>;
}

/**
 * A handler answers its route's JSON (sent with the route's status), or nothing when it wrote
 * the answer itself (a stream, a file, a redirect, a status of its own).
 */
export type RouteHandler<R extends AnyRoute> = (
  input: RouteInput<R>,
) => Promise<AnswerInputOf<R> | void> | AnswerInputOf<R> | void;

const GUARDS: Record<
  Exclude<RouteAccess, 'api-key'>,
  RouterMiddleware<SignedInState> | undefined
> = {
  public: undefined,
  'stripe-signature': undefined,
  'signed-in': requireUser,
  verified: requireVerifiedEmail,
  manager: requireManager,
};

/**
 * Answers are checked against their route's schema where a wrong one should fail loudly: in the
 * test suites (Jest sets NODE_ENV=test). In production the check would cost every request a
 * JSON round trip for what the tests already hold.
 */
const CHECK_ANSWERS = process.env.NODE_ENV === 'test';

const mounted = new Set<AnyRoute>();

/** The declarations mounted so far in this process: the contract test holds them equal to the table. */
export function mountedDeclarations(): ReadonlySet<AnyRoute> {
  return mounted;
}

/**
 * Mounts one declared route on a router: its access guard, then its query and body parsed by the
 * declaration's schemas (a ZodError answers 400 `validation_error` through the error middleware),
 * then the handler, whose answer becomes the body with the declared status.
 */
export function mountRoute<R extends AnyRoute>(
  router: Router,
  declaration: R,
  handler: RouteHandler<R>,
): void {
  mounted.add(declaration);
  const guard =
    declaration.access === 'api-key'
      ? requireApiKey(declaration.scopes)
      : GUARDS[declaration.access as Exclude<RouteAccess, 'api-key'>];
  const run: RouterMiddleware = async (ctx) => {
    const input = {
      params: ctx.params,
      query: declaration.query ? declaration.query.parse(ctx.query) : undefined,
      body:
        declaration.body && !declaration.checksBodyItself
          ? declaration.body.parse(ctx.request.body ?? {})
          : ctx.request.body,
      user: ctx.state.user,
      ctx,
    } as unknown as RouteInput<R>;
    ctx.status = declaration.answer.status;
    const answer = await handler(input);
    if (answer === undefined) return;
    if (CHECK_ANSWERS) checkAnswer(declaration, answer);
    ctx.body = answer;
  };
  const middleware = guard ? [guard as RouterMiddleware, run] : [run];
  router[declaration.method](declaration.path, ...middleware);
}

/** Throws (a 500 in a test) when an answer is not what the declaration promises its callers. */
function checkAnswer(declaration: AnyRoute, answer: unknown): void {
  const schema = declaration.answer.schema;
  if (!schema) {
    throw new Error(`${declaration.method} ${declaration.path} declares no JSON answer`);
  }
  const sent: unknown = JSON.parse(JSON.stringify(answer) ?? 'null');
  const checked = schema.safeParse(sent);
  if (!checked.success) {
    throw new Error(
      `${declaration.method.toUpperCase()} ${declaration.path} answered outside its declaration: ${checked.error.message}`,
    );
  }
}
