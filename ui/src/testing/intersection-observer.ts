import { act } from '@testing-library/react';

type FakeObserver = IntersectionObserver & {
  readonly callback: IntersectionObserverCallback;
  readonly elements: Set<Element>;
};

/**
 * Installs a stand-in IntersectionObserver (jsdom has none) that records every observer and what
 * it watches, so a test can play the browser: `enter(element)` reports the element coming within
 * each observer's area, as scrolling would. Call `restore()` after the test.
 */
export function mockIntersectionObserver() {
  const live = new Set<FakeObserver>();

  class StubObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly scrollMargin = '0px';
    readonly thresholds: readonly number[] = [0];
    readonly elements = new Set<Element>();

    constructor(
      readonly callback: IntersectionObserverCallback,
      options: IntersectionObserverInit = {},
    ) {
      this.rootMargin = options.rootMargin ?? '0px';
      live.add(this);
    }
    observe(element: Element) {
      this.elements.add(element);
    }
    unobserve(element: Element) {
      this.elements.delete(element);
    }
    disconnect() {
      this.elements.clear();
      live.delete(this);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }

  const had = 'IntersectionObserver' in globalThis;
  const original = globalThis.IntersectionObserver;
  Object.assign(globalThis, { IntersectionObserver: StubObserver });

  const watching = (element: Element) => [...live].filter((o) => o.elements.has(element));

  function report(element: Element, isIntersecting: boolean) {
    const observers = watching(element);
    act(() => {
      for (const observer of observers) {
        const rect = element.getBoundingClientRect();
        const entry = {
          target: element,
          isIntersecting,
          intersectionRatio: isIntersecting ? 1 : 0,
          boundingClientRect: rect,
          intersectionRect: rect,
          rootBounds: null,
          time: performance.now(),
        } as IntersectionObserverEntry;
        observer.callback([entry], observer);
      }
    });
    return observers.length;
  }

  return {
    /** The observers now watching `element`. */
    observersOf: watching,
    /** Reports `element` within the observers' area; answers how many observers were told. */
    enter: (element: Element) => report(element, true),
    leave: (element: Element) => report(element, false),
    restore() {
      if (had) Object.assign(globalThis, { IntersectionObserver: original });
      else delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}
