import { type RouterMiddleware } from '@koa/router';
import { type Middleware } from 'koa';
import { type ApiKeyScope } from '../contract/api-keys';
import { authenticateApiKey } from '../domain/api-keys/api-keys';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { type ApiKey } from '../domain/models/api-key';
import { createApiKeyLimits } from './api-key-limits';
import { type SignedInState } from './current-user';

declare module 'koa' {
  interface DefaultState {
    /** The API key a `/v1` request came with, when it works (its owner is `user`). */
    apiKey?: ApiKey;
  }
}

/** Where the key routes live: no session, no CSRF, only `Authorization: Bearer`. */
export const API_KEY_PATH_PREFIX = '/v1/';

export const isApiKeyPath = (path: string) => path.startsWith(API_KEY_PATH_PREFIX);

/**
 * Runs `middleware` on every path but the key routes': a session cookie (and so CSRF) means
 * nothing to `/v1`, so a browser's session can never call it and a key never opens a session.
 */
export function exceptApiKeyPaths(middleware: Middleware): Middleware {
  return (ctx, next) => (isApiKeyPath(ctx.path) ? next() : middleware(ctx, next));
}

/**
 * On the key routes, reads `Authorization: Bearer sk_live_…` and, when the key works, counts the
 * request against the key's limit (429 beyond it) and sets the key and its owner in the state;
 * the route's guard (requireApiKey) refuses a request without one.
 */
export function loadApiKey(db: Database): Middleware {
  const countRequest = createApiKeyLimits(db);
  return async (ctx, next) => {
    if (isApiKeyPath(ctx.path)) {
      const [scheme, secret] = (ctx.get('Authorization') || '').split(' ');
      if (scheme?.toLowerCase() === 'bearer' && secret) {
        const found = await authenticateApiKey(db, secret);
        if (found) {
          await countRequest(ctx, found.key);
          ctx.state.apiKey = found.key;
          ctx.state.user = found.user;
        }
      }
    }
    await next();
  };
}

/**
 * 401 `api_key_invalid` without a working key (with `WWW-Authenticate: Bearer`), 403
 * `api_key_scope` when the key's scope is not among the route's.
 */
export function requireApiKey(scopes?: readonly ApiKeyScope[]): RouterMiddleware<SignedInState> {
  return async (ctx, next) => {
    const key = ctx.state.apiKey;
    if (!key || !ctx.state.user) {
      ctx.set('WWW-Authenticate', 'Bearer realm="Snapshot Studio API"');
      throw new DomainError('api_key_invalid');
    }
    if (scopes && !scopes.includes(key.scope)) throw new DomainError('api_key_scope');
    await next();
  };
}
