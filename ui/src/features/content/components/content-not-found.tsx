import { SearchX } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button-link';

/** An id that names no content of this user: gone, never made, or someone else's. */
export function ContentNotFound() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <title>Content not found · Snapshot Studio</title>
      <section
        aria-labelledby="content-not-found-title"
        className="w-full max-w-md rounded-card border border-line bg-surface p-6 text-center shadow-card sm:p-8"
      >
        <SearchX className="mx-auto size-10 text-ink-muted" aria-hidden="true" />
        <h1
          id="content-not-found-title"
          className="mt-4 text-2xl font-bold tracking-tight text-ink"
        >
          Content not found
        </h1>
        <p className="mt-3 text-ink-muted">
          This content does not exist, or it is not yours. It may have been deleted.
        </p>
        <ButtonLink to="/content" variant="secondary" className="mt-6">
          All content
        </ButtonLink>
      </section>
    </div>
  );
}
