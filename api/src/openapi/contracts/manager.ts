import { routesOf } from '../../contract/route';
import { managerBadgesApi } from '../../contract/routes/manager-badges';
import { managerBundleApi } from '../../contract/routes/manager-bundle';
import { managerCategoriesApi } from '../../contract/routes/manager-categories';
import { managerContentApi } from '../../contract/routes/manager-content';
import { managerErrorLogsApi } from '../../contract/routes/manager-error-logs';
import { managerFeedbackApi } from '../../contract/routes/manager-feedback';
import { managerServerInfoApi } from '../../contract/routes/manager-server-info';
import { managerSnapsApi } from '../../contract/routes/manager-snaps';
import { managerTransactionsApi } from '../../contract/routes/manager-transactions';
import { managerUsersApi } from '../../contract/routes/manager-users';

/** The manager panel: users, credits, catalogue, moderation and the server's state. */
export const MANAGER_ROUTES = routesOf(
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
);
