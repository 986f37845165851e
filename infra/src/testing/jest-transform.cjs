// The Jest transform of every TypeScript and JavaScript file the tests load: @swc/jest, and one
// line more in each of the project's own files.
//
// Jest runs each test file in its own `vm` context, and every lookup of a global there (`Math`,
// say) goes through the context's interceptors into C++: measured on this machine, `Math.floor`
// in a loop costs 330 ns inside Jest against 2 ns in Node, so the image code's per-pixel loops
// (noise, grain, colour) ran 40 times slower under test than in the worker. A module-scoped
// `Math`, bound once from the context's own, is looked up like any local: the code keeps its
// meaning (the same object) and its speed. node_modules are left as they are.
const { createTransformer: createSwcTransformer } = require('@swc/jest');

const LOCAL_GLOBALS = 'const Math = globalThis.Math;';
const VERSION = 'local-math-1';

/** `code` with the binding put after its "use strict" directive, on the same line (maps hold). */
function withLocalGlobals(code) {
  const directive = /^(["'])use strict\1;?/.exec(code);
  const at = directive ? directive[0].length : 0;
  return `${code.slice(0, at)}${LOCAL_GLOBALS}${code.slice(at)}`;
}

module.exports = {
  createTransformer(options) {
    const swc = createSwcTransformer(options);
    const ours = (filename) => !filename.includes('/node_modules/');
    return {
      ...swc,
      process(src, filename, jestOptions) {
        const out = swc.process(src, filename, jestOptions);
        return ours(filename) ? { ...out, code: withLocalGlobals(out.code) } : out;
      },
      getCacheKey(src, filename, ...rest) {
        return `${swc.getCacheKey(src, filename, ...rest)}-${VERSION}`;
      },
    };
  },
  withLocalGlobals,
};
