import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Loads a module of the API package (or of the test harness, infra, likewise CommonJS). The specs
 * are ES modules (ui is `"type": "module"`) and the API's TypeScript is CommonJS, whose named exports Node cannot see from an ES import of the
 * untranspiled source; `require` goes through Playwright's TypeScript transform instead.
 */
export function apiModule<Module>(specifier: string): Module {
  return require(specifier) as Module;
}
