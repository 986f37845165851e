import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { say } from './log';
import { REPO_ROOT } from './paths';
import { specsForChanges } from './test-run/changed-specs';
import { runSuiteAndExit } from './test-run/run-suite';
import { projectsToTypecheck } from './test-run/changed-projects';

/**
 * `npm run test:changed`: the quick loop while working. It checks what changed since `main` (or
 * `CHANGED_SINCE`): the changed files linted and formatted, the projects they reach typechecked,
 * the Jest suites that import them (Jest's own `--changedSince`, which follows imports), and the
 * browser specs of the UI features they touch (changed-specs.ts). `npm test` still runs it all.
 */
const base = process.env.CHANGED_SINCE ?? 'main';

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

// As Jest finds them: committed since the base, staged, and changed or new in the work tree.
const changed = [
  ...new Set([
    ...git('diff', '--name-only', `${base}...HEAD`),
    ...git('diff', '--cached', '--name-only'),
    ...git('ls-files', '--other', '--modified', '--exclude-standard'),
  ]),
]
  .filter((file) => existsSync(path.join(REPO_ROOT, file)))
  .sort();

if (changed.length === 0) {
  say(`Nothing changed since ${base}.`);
  process.exit(0);
}
say(
  `${changed.length} files changed since ${base}: ${changed.slice(0, 8).join(', ')}${changed.length > 8 ? '…' : ''}`,
);

const lintable = changed.filter((file) => /\.(c|m)?(j|t)sx?$/.test(file));
const specs = specsForChanges(changed);
const typecheck = projectsToTypecheck(changed);

runSuiteAndExit({
  lint: lintable.length ? lintable : undefined,
  format: changed,
  typecheck: typecheck.length ? typecheck : undefined,
  jest: [`--changedSince=${base}`, '--passWithNoTests'],
  playwright: specs.length ? specs.map((spec) => `e2e/${spec}`) : undefined,
  wholeRun: false,
});
