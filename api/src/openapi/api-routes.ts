import { type AnyRoute, routesOf } from '../contract/route';
import { apiKeysApi } from '../contract/routes/api-keys';
import { auditApi } from '../contract/routes/audit';
import { authApi } from '../contract/routes/auth';
import { batchesApi } from '../contract/routes/batches';
import { billingApi } from '../contract/routes/billing';
import { categoriesApi } from '../contract/routes/categories';
import { contentApi } from '../contract/routes/content';
import { consoleViewsApi } from '../contract/routes/console-views';
import { creditsApi } from '../contract/routes/credits';
import { executionsApi } from '../contract/routes/executions';
import { feedbackApi } from '../contract/routes/feedback';
import { filesApi } from '../contract/routes/files';
import { healthApi } from '../contract/routes/health';
import { localSubscriptionApi } from '../contract/routes/local-subscription';
import { managerBadgesApi } from '../contract/routes/manager-badges';
import { managerBundleApi } from '../contract/routes/manager-bundle';
import { managerCategoriesApi } from '../contract/routes/manager-categories';
import { managerContentApi } from '../contract/routes/manager-content';
import { managerErrorLogsApi } from '../contract/routes/manager-error-logs';
import { managerFeedbackApi } from '../contract/routes/manager-feedback';
import { managerServerInfoApi } from '../contract/routes/manager-server-info';
import { managerSnapsApi } from '../contract/routes/manager-snaps';
import { managerTransactionsApi } from '../contract/routes/manager-transactions';
import { managerUsersApi } from '../contract/routes/manager-users';
import { productsApi } from '../contract/routes/products';
import { snapsApi } from '../contract/routes/snaps';
import { userApi } from '../contract/routes/user';
import { subsnapsApi } from '../contract/routes/subsnaps';
import { workflowTestsApi } from '../contract/routes/workflow-tests';
import { workflowsApi } from '../contract/routes/workflows';
import { v1Api } from '../contract/routes/v1';

/**
 * The API: every group of route declarations (api/src/contract/routes/), in the order the
 * OpenAPI document lists them. A test holds this equal to what the app mounts, route by route
 * and declaration by declaration. The test stack's own calls (contract/routes/test-support.ts)
 * are not part of it.
 */
export const API_GROUPS = {
  healthApi,
  authApi,
  userApi,
  creditsApi,
  billingApi,
  localSubscriptionApi,
  snapsApi,
  categoriesApi,
  productsApi,
  contentApi,
  filesApi,
  feedbackApi,
  batchesApi,
  executionsApi,
  consoleViewsApi,
  auditApi,
  workflowsApi,
  workflowTestsApi,
  subsnapsApi,
  managerUsersApi,
  managerTransactionsApi,
  managerContentApi,
  managerFeedbackApi,
  managerBundleApi,
  managerCategoriesApi,
  managerSnapsApi,
  managerErrorLogsApi,
  managerServerInfoApi,
  managerBadgesApi,
  apiKeysApi,
  v1Api,
};

/** Every route of the API, once. */
export const API_ROUTES: AnyRoute[] = routesOf(...Object.values(API_GROUPS));
