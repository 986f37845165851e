import Router from '@koa/router';
import { apiKeysApi } from '../contract/routes/api-keys';
import { apiKeyView, createApiKey, listApiKeys, revokeApiKey } from '../domain/api-keys/api-keys';
import { type Database } from '../domain/database';
import { auditActor } from '../http/audit-actor';
import { mountRoute } from '../http/mount-route';
import { revokeApiKeyAsManager, setApiKeyLimits, userApiKeys } from '../services/manage-api-keys';

/** API keys: a user's own (Settings → Developers), and a manager's view of anyone's. */
export function apiKeyRoutes(deps: { db: Database }): Router {
  const router = new Router();

  mountRoute(router, apiKeysApi.list, async ({ user }) => ({
    keys: await listApiKeys(deps.db, user.id),
  }));
  mountRoute(router, apiKeysApi.create, ({ user, body }) => createApiKey(deps.db, user.id, body));
  mountRoute(router, apiKeysApi.revoke, async ({ user, params }) =>
    apiKeyView(await revokeApiKey(deps.db, params.id, { userId: user.id, ownerId: user.id })),
  );
  mountRoute(router, apiKeysApi.userKeys, async ({ params }) => ({
    keys: await userApiKeys(deps.db, params.id),
  }));
  mountRoute(router, apiKeysApi.managerLimits, ({ params, body, ctx }) =>
    setApiKeyLimits(deps.db, auditActor(ctx), params.id, body),
  );
  mountRoute(router, apiKeysApi.managerRevoke, ({ params, ctx }) =>
    revokeApiKeyAsManager(deps.db, auditActor(ctx), params.id),
  );

  return router;
}
