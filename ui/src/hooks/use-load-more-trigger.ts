import { useEffect, useRef, useState } from 'react';

/** Spec section 9: the next page loads once the scroll position is within 100 px of the bottom. */
export const LOAD_MORE_DISTANCE_PX = 100;

type LoadMoreTriggerOptions = {
  /** Whether there is a next page to load. */
  hasMore: boolean;
  /** A page is loading: wait for it before asking for another. */
  isLoading: boolean;
  onLoadMore: () => void;
};

/**
 * Infinite scroll: returns a ref for a sentinel placed after the list's last item, and calls
 * `onLoadMore` when that sentinel comes within 100 px of the viewport's bottom edge. The observer
 * is made anew after every load, and a new observer reports at once, so a page too short to
 * scroll keeps loading until it fills the screen or the list ends.
 */
export function useLoadMoreTrigger({ hasMore, isLoading, onLoadMore }: LoadMoreTriggerOptions) {
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });

  useEffect(() => {
    if (!sentinel || !hasMore || isLoading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { rootMargin: `0px 0px ${LOAD_MORE_DISTANCE_PX}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, hasMore, isLoading]);

  return setSentinel;
}
