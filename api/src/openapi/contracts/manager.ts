import { z } from 'zod';
import { messageResponseSchema } from '../../contract/auth';
import { creditTransactionSchema, managerCreditRequestSchema } from '../../contract/billing';
import {
  catalogueBundleSchema,
  importPlanSchema,
  importQuerySchema,
} from '../../contract/catalogue-bundle';
import { managerBadgesSchema } from '../../contract/manager-badges';
import {
  categoryRequestSchema,
  managedCategorySchema,
  managerCategoryListSchema,
  reorderCategoriesRequestSchema,
} from '../../contract/manager-categories';
import {
  managedContentDetailSchema,
  managedContentPageSchema,
  managerContentQuerySchema,
  removeContentRequestSchema,
} from '../../contract/manager-content';
import {
  errorGroupDetailSchema,
  errorGroupListQuerySchema,
  errorGroupListSchema,
  errorGroupSchema,
  resolveErrorGroupRequestSchema,
} from '../../contract/manager-error-logs';
import {
  feedbackStatsQuerySchema,
  feedbackStatsSchema,
  managerFeedbackListSchema,
  managerFeedbackQuerySchema,
} from '../../contract/manager-feedback';
import { serverInfoSchema } from '../../contract/manager-server-info';
import {
  createSnapRequestSchema,
  managedSnapSchema,
  managerSnapListSchema,
  updateSnapRequestSchema,
} from '../../contract/manager-snaps';
import {
  managerTransactionPageSchema,
  transactionExportQuerySchema,
  transactionListQuerySchema,
} from '../../contract/manager-transactions';
import {
  endSessionsRequestSchema,
  endSessionsResponseSchema,
  managedUserDetailSchema,
  managedUserSchema,
  managerStatsSchema,
  managerUserListQuerySchema,
  managerUserListSchema,
  roleChangeRequestSchema,
} from '../../contract/manager-users';
import { route } from '../../contract/route';

/** The manager panel: users, credits, catalogue, moderation and the server's state. */
export const MANAGER_ROUTES = [
  route('get', '/api/manager/users', 'Manager', 'manager', 'Users, searched, a page at a time', {
    query: managerUserListQuerySchema,
    answer: { schema: managerUserListSchema },
  }),
  route('get', '/api/manager/stats', 'Manager', 'manager', 'Totals for the dashboard', {
    answer: { schema: managerStatsSchema },
  }),
  route(
    'get',
    '/api/manager/users/:id',
    'Manager',
    'manager',
    'A user with their runs and credits',
    {
      answer: { schema: managedUserDetailSchema },
    },
  ),
  route('patch', '/api/manager/users/:id/role', 'Manager', 'manager', "Change a user's role", {
    body: roleChangeRequestSchema,
    answer: { schema: managedUserSchema },
    refusals: ['last_manager', 'cannot_demote_self'],
  }),
  route(
    'delete',
    '/api/manager/users/:id/sessions',
    'Manager',
    'manager',
    'Sign a user out everywhere',
    {
      body: endSessionsRequestSchema,
      answer: { schema: endSessionsResponseSchema },
    },
  ),
  route(
    'post',
    '/api/manager/users/:id/resend-verification',
    'Manager',
    'manager',
    "Resend a user's verification email",
    {
      answer: { schema: messageResponseSchema },
    },
  ),
  route(
    'post',
    '/api/manager/users/:id/credits',
    'Manager',
    'manager',
    'Grant or correct credits',
    {
      body: managerCreditRequestSchema,
      answer: {
        status: 201,
        description: 'Recorded',
        schema: z.object({ credits: z.number().int(), transaction: creditTransactionSchema }),
      },
    },
  ),
  route(
    'get',
    '/api/manager/transactions',
    'Manager',
    'manager',
    'Every credit transaction, filtered',
    {
      query: transactionListQuerySchema,
      answer: { schema: managerTransactionPageSchema },
    },
  ),
  route(
    'get',
    '/api/manager/transactions.csv',
    'Manager',
    'manager',
    'The filtered transactions as CSV',
    {
      query: transactionExportQuerySchema,
      answer: { description: 'A CSV file, streamed', contentType: 'text/csv' },
    },
  ),
  route(
    'get',
    '/api/manager/content',
    'Manager',
    'manager',
    "Every creator's images, for moderation",
    {
      query: managerContentQuerySchema,
      answer: { schema: managedContentPageSchema },
    },
  ),
  route(
    'get',
    '/api/manager/content/:id',
    'Manager',
    'manager',
    'An image with its run and owner',
    {
      answer: { schema: managedContentDetailSchema },
    },
  ),
  route(
    'delete',
    '/api/manager/content/:id',
    'Manager',
    'manager',
    'Remove an image, with a reason',
    {
      body: removeContentRequestSchema,
      answer: { schema: managedContentDetailSchema },
    },
  ),
  route('get', '/api/manager/feedback', 'Manager', 'manager', "Creators' feedback", {
    query: managerFeedbackQuerySchema,
    answer: { schema: managerFeedbackListSchema },
  }),
  route('get', '/api/manager/feedback/stats', 'Manager', 'manager', 'Feedback by week', {
    query: feedbackStatsQuerySchema,
    answer: { schema: feedbackStatsSchema },
  }),
  route('get', '/api/manager/bundle', 'Catalogue', 'manager', 'Export the catalogue as one file', {
    answer: { schema: catalogueBundleSchema },
  }),
  route('post', '/api/manager/bundle/import', 'Catalogue', 'manager', 'Import a catalogue file', {
    description: 'With `?dryRun=true`, answers the plan without changing anything.',
    query: importQuerySchema,
    body: catalogueBundleSchema,
    answer: { schema: importPlanSchema },
  }),
  route('get', '/api/manager/categories', 'Catalogue', 'manager', 'The categories, in order', {
    answer: { schema: managerCategoryListSchema },
  }),
  route('post', '/api/manager/categories', 'Catalogue', 'manager', 'Add a category', {
    body: categoryRequestSchema,
    answer: { status: 201, description: 'Created', schema: managedCategorySchema },
  }),
  route('put', '/api/manager/categories/order', 'Catalogue', 'manager', 'Reorder the categories', {
    body: reorderCategoriesRequestSchema,
    answer: { schema: managerCategoryListSchema },
  }),
  route('patch', '/api/manager/categories/:id', 'Catalogue', 'manager', 'Rename a category', {
    body: categoryRequestSchema,
    answer: { schema: managedCategorySchema },
  }),
  route(
    'delete',
    '/api/manager/categories/:id',
    'Catalogue',
    'manager',
    'Delete an unused category',
    {
      answer: { status: 204, description: 'Deleted' },
      refusals: ['category_in_use'],
    },
  ),
  route(
    'get',
    '/api/manager/snaps',
    'Catalogue',
    'manager',
    'Every snap with its workflow and figures',
    {
      answer: { schema: managerSnapListSchema },
    },
  ),
  route('post', '/api/manager/snaps', 'Catalogue', 'manager', 'Create a snap on a workflow', {
    body: createSnapRequestSchema,
    answer: { status: 201, description: 'Created', schema: managedSnapSchema },
  }),
  route('get', '/api/manager/snaps/:id', 'Catalogue', 'manager', 'A snap', {
    answer: { schema: managedSnapSchema },
  }),
  route(
    'patch',
    '/api/manager/snaps/:id',
    'Catalogue',
    'manager',
    'Change, publish or pin a snap',
    {
      body: updateSnapRequestSchema,
      answer: { schema: managedSnapSchema },
    },
  ),
  route(
    'get',
    '/api/manager/error-logs',
    'Operations',
    'manager',
    'Server and run errors, grouped',
    {
      query: errorGroupListQuerySchema,
      answer: { schema: errorGroupListSchema },
    },
  ),
  route(
    'get',
    '/api/manager/error-logs/:groupId',
    'Operations',
    'manager',
    'An error group with its occurrences',
    {
      answer: { schema: errorGroupDetailSchema },
    },
  ),
  route(
    'post',
    '/api/manager/error-logs/:groupId/resolve',
    'Operations',
    'manager',
    'Mark an error group resolved',
    {
      body: resolveErrorGroupRequestSchema,
      answer: { schema: errorGroupSchema },
    },
  ),
  route(
    'get',
    '/api/manager/server-info',
    'Operations',
    'manager',
    'The build, its settings and the workers',
    {
      answer: { schema: serverInfoSchema },
    },
  ),
  route('get', '/api/manager/badges', 'Operations', 'manager', 'Counts for the navigation badges', {
    answer: { schema: managerBadgesSchema },
  }),
];
