import '@testing-library/jest-dom';
// jsdom has no Fetch API; react-router builds a Request for every navigation. This polyfill
// shares jsdom's AbortSignal, which Node's own Request would reject.
import 'whatwg-fetch';
// This file runs in Jest under Node, never in the browser, so a Node import is fine here.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the Encoding API too, which react-router uses as soon as it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not lay pages out, so it has nothing to scroll; ScrollRestoration calls this on
// every navigation.
window.scrollTo = () => {};
