import { managerUserListQuerySchema } from '@studio/api/contract/manager-users';

import { type FiltersOf, urlFilters } from '@/lib/url-filters';

/**
 * The user list's filters and page, kept in the URL: each a search parameter named as
 * `GET /api/manager/users` names it (`q=ada&role=manager&verified=false&plan=none&page=2`),
 * parsed with the contract's schema, so a link reproduces the view and the call takes the string.
 */
export const userFilters = urlFilters(managerUserListQuerySchema, [
  'q',
  'role',
  'verified',
  'plan',
  'page',
]);
export type UserFilters = FiltersOf<typeof userFilters>;
