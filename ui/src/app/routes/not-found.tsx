import { CircleAlert } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button-link';

export function NotFoundRoute() {
  return (
    <div className="flex flex-1 items-center justify-center bg-surface-muted px-4 py-16">
      <title>Page not found · Snapshot Studio</title>
      <section
        aria-labelledby="not-found-title"
        className="w-full max-w-md rounded-card border border-line bg-surface p-6 shadow-card"
      >
        <div className="flex items-center gap-3">
          <CircleAlert className="size-8 shrink-0 text-danger-600" aria-hidden="true" />
          <h1 id="not-found-title" className="text-2xl font-bold text-ink">
            404 Page Not Found
          </h1>
        </div>
        <p className="mt-4 text-sm text-ink-muted">Did you forget to add the page to the router?</p>
        {/* The spec's card, and a way on: home is the landing page, or the content for a creator. */}
        <ButtonLink to="/" variant="secondary" className="mt-6">
          Go to the home page
        </ButtonLink>
      </section>
    </div>
  );
}
