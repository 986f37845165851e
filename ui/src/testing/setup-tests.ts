import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { EventSource } from 'eventsource';

import { resetApiErrorReactions } from '@/lib/api-error-reactions';
import { clearToasts } from '@/lib/toast';
import { clearRequests, recordRequests } from './requests';
import { server } from './server';

// The test environment is jest-fixed-jsdom: jsdom with Node's fetch, Request, streams,
// AbortSignal, TextEncoder and BroadcastChannel, which MSW and react-router need. jsdom and
// Node 20 have no EventSource: the `eventsource` package is a spec-following one built on fetch,
// so MSW's `sse()` handlers answer it like any other request.
Object.assign(globalThis, { EventSource });

// Screens are lazy: the first `findBy*` of a test file waits for the route's modules to load, which
// on a busy machine takes longer than Testing Library's default second (12 s was seen with the
// cores shared ten ways). A later ceiling only slows down a test that fails anyway; 15 s is the
// Playwright suite's expectation budget too.
configure({ asyncUtilTimeout: 15_000 });

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

// Browsers lay a <wbr> out inline (it only marks where a line may break: EmailAddress); jsdom's
// default stylesheet has no rule for it and computes it as a block, which puts spaces into
// accessible names ("ada @example .com").
const inlineWbr = document.createElement('style');
inlineWbr.textContent = 'wbr { display: inline; }';
document.head.append(inlineWbr);

// A call nobody handles fails loudly: MSW logs it and fails the fetch, and the test fails after
// it (the app may well swallow a failed call, so failing the fetch alone would go unnoticed).
let unhandled: string[] = [];
recordRequests(server);
beforeAll(() => {
  server.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  });
});
afterAll(() => server.close());

beforeEach(() => {
  // Every test starts signed out, with no request recorded and no toast left over (cleared here,
  // once the previous test's app has unmounted).
  unhandled = [];
  clearRequests();
  clearToasts();
  resetApiErrorReactions();
});

afterEach(() => {
  // Unmount first, so nothing of this test's app is left to call handlers that are gone.
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  jest.useRealTimers();
  if (unhandled.length > 0) {
    throw new Error(`Requests no handler answered: ${[...new Set(unhandled)].join(', ')}`);
  }
});
