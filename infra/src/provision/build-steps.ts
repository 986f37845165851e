import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bundleWorkflows } from '@studio/orchestrator/bundle-workflows';
import { say } from '../log';
import { REPO_ROOT } from '../paths';
import { hashSources } from './content-hash';
import { runCommand } from './run-command';

/** Runs `build` only when the hash of `sources` differs from the one stored at `stampFile`. */
async function buildIfChanged(
  what: string,
  sources: string[],
  output: string,
  stampFile: string,
  build: () => Promise<void>,
): Promise<void> {
  const hash = await hashSources(sources);
  const previous = await readFile(stampFile, 'utf8').catch(() => '');
  if (previous === hash && existsSync(output)) return;
  say(`Building ${what}…`);
  await build();
  await writeFile(stampFile, hash);
}

/** Builds the React app into ui/dist unless it is already built from the same sources. */
export async function buildUi(): Promise<string> {
  const ui = path.join(REPO_ROOT, 'ui');
  const dist = path.join(ui, 'dist');
  await buildIfChanged(
    'the UI',
    [
      path.join(ui, 'src'),
      path.join(ui, 'index.html'),
      path.join(ui, 'vite.config.ts'),
      path.join(REPO_ROOT, 'workflows', 'src'),
      path.join(REPO_ROOT, 'api', 'src', 'contract'),
      path.join(REPO_ROOT, 'package-lock.json'),
    ],
    path.join(dist, 'index.html'),
    path.join(dist, '.build-stamp'),
    () =>
      runCommand('npm', ['run', 'build', '-w', 'ui', '--silent'], { cwd: REPO_ROOT, quiet: true }),
  );
  return dist;
}

/** Bundles the workflow code for the worker unless the bundle is current. */
export async function buildWorkflowBundle(dataDir: string): Promise<string> {
  const bundle = path.join(dataDir, 'build', 'workflow-bundle.js');
  await buildIfChanged(
    'the workflow bundle',
    [path.join(REPO_ROOT, 'workflows', 'src'), path.join(REPO_ROOT, 'package-lock.json')],
    bundle,
    `${bundle}.stamp`,
    () => bundleWorkflows(bundle),
  );
  return bundle;
}
