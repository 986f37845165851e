import { SnapsPage } from '@/features/manager-snaps/components/snaps-page';

/** /manager/snaps: every snap, its pin and its figures; create and change them. */
export function ManagerSnapsRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <title>Snaps · Snapshot Studio</title>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Snaps</h1>
      <p className="mt-2 text-ink-muted">
        The snaps creators run: their category, the workflow version they are pinned to, what a run
        costs and how they did over the last 30 days.
      </p>
      <div className="mt-6">
        <SnapsPage />
      </div>
    </div>
  );
}
