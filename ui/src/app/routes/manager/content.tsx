import { ContentPage } from '@/features/manager-content/components/content-page';

/** /manager/content: Content Management, inside the manager panel. */
export function ManagerContentRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <title>Content Management · Snapshot Studio</title>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Content Management</h1>
      <p className="mt-2 text-ink-muted">
        Everything creators have made: find it, look into what was rated Bad, and remove what breaks
        the terms, with a reason.
      </p>
      <div className="mt-6">
        <ContentPage />
      </div>
    </div>
  );
}
