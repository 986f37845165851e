import '@testing-library/jest-dom';
// jsdom has no Fetch API; react-router builds a Request for every navigation. This polyfill
// shares jsdom's AbortSignal, which Node's own Request would reject.
import 'whatwg-fetch';
// This file runs in Jest under Node, never in the browser, so a Node import is fine here.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { TextDecoder, TextEncoder } from 'node:util';

import { resetApiErrorReactions } from '@/lib/api-error-reactions';
import { clearToasts } from '@/lib/toast';
import { mockApi, restoreFetch } from './mock-api';

// jsdom lacks the Encoding API too, which react-router uses as soon as it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not lay pages out, so it has nothing to scroll; ScrollRestoration calls this on
// every navigation.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};

// Radix menus and tooltips measure their anchor with ResizeObserver and use pointer capture;
// jsdom has neither.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
Element.prototype.hasPointerCapture = () => false;
Element.prototype.releasePointerCapture = () => {};
Element.prototype.setPointerCapture = () => {};

beforeEach(() => {
  // Every test starts signed out, with an API that answers only what it declares, and no toast
  // left over (cleared here, once the previous test's app has unmounted).
  mockApi();
  clearToasts();
  resetApiErrorReactions();
});

afterEach(() => {
  restoreFetch();
  localStorage.clear();
  sessionStorage.clear();
  jest.useRealTimers();
});
