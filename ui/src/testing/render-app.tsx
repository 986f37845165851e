import { type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';

import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

type RenderAppOptions = {
  /** Seed or inspect the cache; a fresh client with the app's defaults otherwise. */
  queryClient?: QueryClient;
};

/**
 * Renders the real app (its providers and its whole route table) at `url`, in a memory router and
 * with a QueryClient of its own, so no test sees another's cache or history. Screens are lazy:
 * wait for them with `findBy*`.
 */
export function renderApp(
  url: string,
  { queryClient = createQueryClient() }: RenderAppOptions = {},
) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [url] });
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient, user };
}
