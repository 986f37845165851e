import { useState } from 'react';
import { type RouteObject, RouterProvider, createBrowserRouter } from 'react-router-dom';

import { RouteError } from '../components/errors/route-error';
import { RootLayout } from '../components/layouts/root-layout';
import { PageSpinner } from '../components/ui/page-spinner';

/**
 * The whole route table. Every screen is a lazy route so each one is its own chunk. Tests render
 * this same table in a memory router (see testing/render-app.tsx).
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        {
          path: '/',
          lazy: async () => {
            const { LandingRoute } = await import('./routes/landing');
            return { Component: LandingRoute };
          },
        },
        // One sign-in / sign-up screen; the path picks the tab.
        ...['/auth', '/login', '/register'].map((path): RouteObject => ({
          path,
          lazy: async () => {
            const { AuthRoute } = await import('./routes/auth');
            return { Component: AuthRoute };
          },
        })),
        {
          path: '/terms',
          lazy: async () => {
            const { TermsRoute } = await import('./routes/terms');
            return { Component: TermsRoute };
          },
        },
        {
          path: '/privacy',
          lazy: async () => {
            const { PrivacyRoute } = await import('./routes/privacy');
            return { Component: PrivacyRoute };
          },
        },
        {
          path: '*',
          lazy: async () => {
            const { NotFoundRoute } = await import('./routes/not-found');
            return { Component: NotFoundRoute };
          },
        },
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
