// The Jest transform's own line (infra/src/testing/jest-transform.cjs): a module-scoped Math that
// keeps the module's meaning and its strictness.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { withLocalGlobals } = require('../testing/jest-transform.cjs') as {
  withLocalGlobals: (code: string) => string;
};

describe('the Jest transform', () => {
  it('binds Math after the "use strict" directive, on the same line, so strict mode holds', () => {
    expect(withLocalGlobals('"use strict";\nexports.a = Math.PI;')).toBe(
      '"use strict";const Math = globalThis.Math;\nexports.a = Math.PI;',
    );
    expect(withLocalGlobals('exports.a = 1;')).toBe('const Math = globalThis.Math;exports.a = 1;');
  });

  it('leaves this test file strict, with the sandbox’s own Math', () => {
    const self = (function (this: unknown) {
      return this;
    })();
    expect(self).toBeUndefined();
    expect(Math).toBe(globalThis.Math);
    expect(Math.max(1, 2)).toBe(2);
  });
});
