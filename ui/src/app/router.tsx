import { type ComponentType, useState } from 'react';
import { Navigate, type RouteObject, RouterProvider, createBrowserRouter } from 'react-router-dom';

import { RouteError } from '@/components/errors/route-error';
import { PageSpinner } from '@/components/ui/page-spinner';
import { managerSections } from '@/config/manager-sections';
import { RequireAuth, RequireManager } from './guards';
import { AppLayout } from './layouts/app-layout';

/** A lazy route: the screen's module loads, as its own chunk, the first time it is visited. */
function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

const paths = (list: readonly string[], lazy: RouteObject['lazy']): RouteObject[] =>
  list.map((path) => ({ path, lazy }));

/** The manager panel's built screens, inside its frame (sections in sidebar order). */
const managerScreens: RouteObject[] = [
  { path: '/manager', lazy: screen(() => import('./routes/manager/users'), 'ManagerUsersRoute') },
  {
    path: '/manager/transactions',
    lazy: screen(() => import('./routes/manager/transactions'), 'ManagerTransactionsRoute'),
  },
  {
    path: '/manager/workflows',
    lazy: screen(() => import('./routes/manager/workflows'), 'ManagerWorkflowsRoute'),
  },
  {
    path: '/manager/snaps',
    lazy: screen(() => import('./routes/manager/snaps'), 'ManagerSnapsRoute'),
  },
  {
    path: '/manager/categories',
    lazy: screen(() => import('./routes/manager/categories'), 'ManagerCategoriesRoute'),
  },
  {
    path: '/manager/content',
    lazy: screen(() => import('./routes/manager/content'), 'ManagerContentRoute'),
  },
  {
    path: '/manager/feedback',
    lazy: screen(() => import('./routes/manager/feedback'), 'ManagerFeedbackRoute'),
  },
  {
    path: '/manager/error-logs',
    lazy: screen(() => import('./routes/manager/error-logs'), 'ErrorLogsRoute'),
  },
  {
    path: '/manager/production-import',
    lazy: screen(() => import('./routes/manager/production-import'), 'ProductionImportRoute'),
  },
  {
    path: '/manager/workflow-executions',
    lazy: screen(() => import('./routes/manager/executions'), 'ExecutionsRoute'),
  },
  {
    path: '/manager/workflow-executions/audit-log',
    lazy: screen(() => import('./routes/manager/audit-log'), 'AuditLogRoute'),
  },
  {
    path: '/manager/workflow-executions/compare',
    lazy: screen(() => import('./routes/manager/execution-compare'), 'ExecutionCompareRoute'),
  },
  {
    path: '/manager/workflow-executions/:id',
    lazy: screen(() => import('./routes/manager/execution-run'), 'ExecutionRunRoute'),
  },
  {
    path: '/manager/server-info',
    lazy: screen(() => import('./routes/manager/server-info'), 'ServerInfoRoute'),
  },
  {
    path: '/manager/api',
    lazy: screen(() => import('./routes/manager/api-docs'), 'ApiDocsRoute'),
  },
];

/**
 * The whole route table (spec section 2). Every screen is a lazy route. The guards are layout
 * routes: RequireAuth sends signed-out visitors to /auth; RequireManager, inside it, sends
 * everyone but managers to /content. Tests render this same table in a memory router (see
 * testing/render-app.tsx).
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        // Public
        { path: '/', lazy: screen(() => import('./routes/landing'), 'LandingRoute') },
        // One sign-in / sign-up screen; the path picks the tab.
        ...paths(
          ['/auth', '/login', '/register'],
          screen(() => import('./routes/auth'), 'AuthRoute'),
        ),
        {
          path: '/auth/callback',
          lazy: screen(() => import('./routes/auth-callback'), 'AuthCallbackRoute'),
        },
        {
          path: '/forgot-password',
          lazy: screen(() => import('./routes/forgot-password'), 'ForgotPasswordRoute'),
        },
        {
          path: '/reset-password',
          lazy: screen(() => import('./routes/reset-password'), 'ResetPasswordRoute'),
        },
        {
          path: '/verify-email',
          lazy: screen(() => import('./routes/verify-email'), 'VerifyEmailRoute'),
        },
        { path: '/terms', lazy: screen(() => import('./routes/terms'), 'TermsRoute') },
        { path: '/privacy', lazy: screen(() => import('./routes/privacy'), 'PrivacyRoute') },
        {
          path: '/developers',
          lazy: screen(() => import('./routes/developers'), 'DevelopersRoute'),
        },

        // Signed in only
        {
          element: <RequireAuth />,
          children: [
            // The manager panel's "Back to Website" leads here.
            { path: '/dashboard', element: <Navigate to="/content" replace /> },
            { path: '/purchase', element: <Navigate to="/subscription" replace /> },
            {
              path: '/products',
              lazy: screen(() => import('./routes/app/products'), 'ProductsRoute'),
            },
            {
              path: '/products/:id',
              lazy: screen(() => import('./routes/app/products'), 'ProductRoute'),
            },
            {
              path: '/content',
              lazy: screen(() => import('./routes/app/content'), 'ContentRoute'),
            },
            ...paths(
              [
                '/content/:id',
                '/content/static_image/:id',
                '/content/story/:id',
                '/content/carousel/:id',
              ],
              screen(() => import('./routes/app/content'), 'ContentDetailRoute'),
            ),
            {
              path: '/content/video/:id',
              lazy: screen(() => import('./routes/app/content'), 'VideoDetailRoute'),
            },
            {
              path: '/credit-transactions',
              lazy: screen(
                () => import('./routes/app/credit-transactions'),
                'CreditTransactionsRoute',
              ),
            },
            {
              path: '/batches',
              lazy: screen(() => import('./routes/app/batches'), 'BatchesRoute'),
            },
            {
              path: '/batches/new',
              lazy: screen(() => import('./routes/app/batches'), 'NewBatchRoute'),
            },
            {
              path: '/batches/:id',
              lazy: screen(() => import('./routes/app/batches'), 'BatchRoute'),
            },
            {
              path: '/create-content',
              lazy: screen(() => import('./routes/app/create-content'), 'CreateContentRoute'),
            },
            {
              path: '/settings',
              lazy: screen(() => import('./routes/app/settings'), 'SettingsRoute'),
            },
            {
              path: '/subscription',
              lazy: screen(
                () => import('./routes/app/subscription/subscription'),
                'SubscriptionRoute',
              ),
            },
            ...paths(
              ['/subscription-success', '/subscription/success'],
              screen(() => import('./routes/app/subscription/success'), 'SubscriptionSuccessRoute'),
            ),
            {
              path: '/subscription/cancel',
              lazy: screen(
                () => import('./routes/app/subscription/cancel'),
                'SubscriptionCancelRoute',
              ),
            },
            {
              path: '/subscription/review',
              lazy: screen(
                () => import('./routes/app/subscription/review'),
                'SubscriptionReviewRoute',
              ),
            },
            {
              path: '/subscription/checkout/local',
              lazy: screen(
                () => import('./routes/app/subscription/local-checkout'),
                'LocalCheckoutRoute',
              ),
            },
            {
              path: '/subscription/waiting',
              lazy: screen(
                () => import('./routes/app/subscription/waiting'),
                'SubscriptionWaitingRoute',
              ),
            },

            // Manager only
            {
              element: <RequireManager />,
              children: [
                {
                  lazy: screen(
                    () => import('@/components/layouts/manager-layout'),
                    'ManagerLayout',
                  ),
                  children: [
                    ...managerScreens,
                    // Sections not built yet show what they will hold.
                    ...paths(
                      managerSections
                        .map((section) => section.path)
                        .filter((path) => !managerScreens.some((route) => route.path === path)),
                      screen(() => import('./routes/manager/section'), 'ManagerSectionRoute'),
                    ),
                  ],
                },
                // The workflow screens have no manager panel frame.
                {
                  path: '/workflows',
                  lazy: screen(() => import('./routes/manager/workflows'), 'WorkflowsRoute'),
                },
                {
                  path: '/workflows/new',
                  lazy: screen(() => import('./routes/manager/workflows'), 'NewWorkflowRoute'),
                },
                {
                  path: '/workflows/:id/editor',
                  lazy: screen(() => import('./routes/manager/workflows'), 'WorkflowEditorRoute'),
                },
              ],
            },
          ],
        },

        { path: '*', lazy: screen(() => import('./routes/not-found'), 'NotFoundRoute') },
      ],
    },
  ];
}

/** The browser router for the running app. */
export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}

export function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
