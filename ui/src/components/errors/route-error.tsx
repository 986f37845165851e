import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/**
 * The router's error screen: a screen that threw while rendering, or a lazy chunk that failed to
 * load (often a deploy replaced it), so it offers a full reload. It renders without the site
 * frame, since the frame itself may be what failed.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-surface-muted px-4">
      <div
        role="alert"
        className="w-full max-w-md rounded-card border border-line bg-surface p-6 shadow-card"
      >
        <div className="flex items-center gap-3">
          <TriangleAlert className="size-8 shrink-0 text-danger-600" aria-hidden="true" />
          <h1 className="text-xl font-bold text-ink">Something went wrong</h1>
        </div>
        <p className="mt-3 text-sm text-ink-muted">
          This page could not be shown. Reloading usually fixes it.
        </p>
        {detail ? (
          <p className="mt-2 rounded-md bg-surface-muted p-2 font-mono text-xs break-words text-ink-muted">
            {detail}
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-5 inline-flex h-10 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Reload the page
        </button>
      </div>
    </main>
  );
}
