import { TYPESCRIPT_PROJECTS } from './test-run/changed-projects';
import { runSuiteAndExit } from './test-run/run-suite';

/**
 * `npm test`: every check and every test. For a developer's quicker loop, `TEST_STEPS=jest,
 * playwright` runs only the named steps and `JEST_ARGS` / `PLAYWRIGHT_ARGS` (e.g.
 * `e2e/products.spec.ts`) are handed on; CI sets none of them. `npm run test:changed` runs what a
 * change touches (run-changed-tests.ts).
 */
const steps = process.env.TEST_STEPS?.split(',').map((step) => step.trim());
const wanted = (step: string) => !steps || steps.includes(step);
const words = (value: string | undefined) => value?.split(' ').filter(Boolean) ?? [];
const jestArgs = words(process.env.JEST_ARGS);
const playwrightArgs = words(process.env.PLAYWRIGHT_ARGS);

runSuiteAndExit({
  lint: wanted('lint') ? ['.'] : undefined,
  format: wanted('format') ? ['.'] : undefined,
  typecheck: wanted('typecheck') ? TYPESCRIPT_PROJECTS : undefined,
  jest: wanted('jest') ? jestArgs : undefined,
  playwright: wanted('playwright') ? playwrightArgs : undefined,
  wholeRun: !steps && jestArgs.length === 0 && playwrightArgs.length === 0,
});
