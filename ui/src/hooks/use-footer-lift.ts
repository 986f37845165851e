import { useEffect, useState } from 'react';

/** The floating button's distance from the bottom edge when the footer is out of view. */
export const FLOATING_MIN_OFFSET_PX = 24;

/**
 * How far above the bottom edge a floating control must sit so it clears the footer: the minimum
 * offset, plus however much of the footer is in view. An IntersectionObserver says when the
 * footer enters the viewport; only then does scrolling re-measure.
 */
export function useFooterLift(footer: HTMLElement | null): number {
  const [offset, setOffset] = useState(FLOATING_MIN_OFFSET_PX);

  useEffect(() => {
    if (!footer || typeof IntersectionObserver === 'undefined') return;
    const measure = () => {
      const visible = window.innerHeight - footer.getBoundingClientRect().top;
      setOffset(Math.max(FLOATING_MIN_OFFSET_PX, visible + FLOATING_MIN_OFFSET_PX));
    };
    let listening = false;
    const listen = (on: boolean) => {
      if (on === listening) return;
      listening = on;
      const method = on ? 'addEventListener' : 'removeEventListener';
      window[method]('scroll', measure, { passive: true } as AddEventListenerOptions);
      window[method]('resize', measure);
    };
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) {
        measure();
        listen(true);
      } else {
        listen(false);
        setOffset(FLOATING_MIN_OFFSET_PX);
      }
    });
    observer.observe(footer);
    return () => {
      observer.disconnect();
      listen(false);
    };
  }, [footer]);

  return offset;
}
