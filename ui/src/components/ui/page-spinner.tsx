import { LoaderCircle } from 'lucide-react';

/** Shown while a lazy screen's code is loading. */
export function PageSpinner() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <LoaderCircle className="size-8 animate-spin text-brand-600" aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
