import { useEffect, useState } from 'react';

/**
 * Whether any of `element` is within the viewport, as an IntersectionObserver reports it. True
 * until the first report, and where there is no IntersectionObserver (jsdom): what cannot be
 * measured is taken to be seen, so nothing is shown twice.
 */
export function useInView(element: Element | null): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setInView(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}
