type GridSkeletonProps = {
  /** The grid classes of the list it stands in for, so the cards land where these were. */
  gridClassName: string;
  count: number;
  /** Room under each picture for the card's text. */
  withText?: boolean;
};

/**
 * Grey cards shaped like the list that is loading: the page keeps its layout when the list
 * arrives, and the wait reads as content on its way rather than as a spinner.
 */
export function GridSkeleton({ gridClassName, count, withText = true }: GridSkeletonProps) {
  return (
    <div role="status">
      <span className="sr-only">Loading…</span>
      <ul aria-hidden="true" className={gridClassName}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-card border border-line bg-surface">
            <div className="aspect-square animate-pulse bg-surface-muted" />
            {withText ? (
              <div className="space-y-2 p-4">
                <div className="h-4 w-2/3 animate-pulse rounded bg-surface-muted" />
                <div className="h-3 w-1/2 animate-pulse rounded bg-surface-muted" />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
