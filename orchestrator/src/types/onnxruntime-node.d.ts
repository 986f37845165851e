// onnxruntime-node 1.17.3 names `dist/index.d.ts` as its types but does not ship it; its API is
// onnxruntime-common's, which it re-exports (dist/index.js: `__exportStar(require('onnxruntime-common'))`).
declare module 'onnxruntime-node' {
  export * from 'onnxruntime-common';
}
