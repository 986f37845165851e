import { routesOf } from '../../contract/route';
import { authApi } from '../../contract/routes/auth';
import { billingApi } from '../../contract/routes/billing';
import { creditsApi } from '../../contract/routes/credits';
import { healthApi } from '../../contract/routes/health';
import { localSubscriptionApi } from '../../contract/routes/local-subscription';
import { userApi } from '../../contract/routes/user';

/** Health, sign-in and the account: what every visitor and creator calls. */
export const ACCOUNT_ROUTES = routesOf(
  healthApi,
  authApi,
  creditsApi,
  billingApi,
  localSubscriptionApi,
  userApi,
);
