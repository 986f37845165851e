import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The API as the UI tests see it: Mock Service Worker answering at the network boundary (fetch
 * and EventSource), so the app's own API client runs unchanged. Every test starts signed out (the
 * current-user check answers 401); it adds what it needs with `server.use(...)` or `signInAs()`,
 * and the set-up drops those handlers after it.
 */
export const server = setupServer(
  http.get('/api/auth/user', () =>
    HttpResponse.json(
      { error: 'unauthorized', message: 'Authentication required' },
      { status: 401 },
    ),
  ),
);
