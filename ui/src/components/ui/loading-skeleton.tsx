/** The shape of what is loading: how many placeholders, and the class of each. */
export type SkeletonShape = {
  /** The status's name for screen readers: "Loading users". */
  label: string;
  count: number;
  /** Each placeholder's size: 'h-12' for a table row, 'aspect-square' for a tile. */
  itemClassName: string;
  /** A first placeholder of its own size (an item's image above its facts). */
  leadClassName?: string;
  /** How the placeholders are laid out: a stack by default, or the grid the tiles will fill. */
  className?: string;
};

/**
 * Grey placeholders where rows, tiles or a record's facts will be, so the page does not jump
 * when they arrive; one busy status for screen readers, named by what is loading.
 */
export function LoadingSkeleton({
  label,
  count,
  itemClassName,
  leadClassName,
  className = 'space-y-2',
}: SkeletonShape) {
  const placeholder = 'animate-pulse rounded-card bg-surface-muted';
  return (
    <div className={className} role="status" aria-busy="true" aria-label={label}>
      {leadClassName ? <div className={`${placeholder} ${leadClassName}`} /> : null}
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`${placeholder} ${itemClassName}`} />
      ))}
    </div>
  );
}
