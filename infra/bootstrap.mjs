// Entry point of `npm start` and `npm test`. It does the one step that cannot be TypeScript,
// because the TypeScript runner is itself a dependency: install the locked dependencies when they
// are missing or older than package-lock.json. Then it hands over to infra/src.
//
// Why `npm install` and not `npm ci`: `npm ci` insists that the lockfile lists every platform's
// optional native build (swc, the Jest resolver), and registry mirrors that carry only some
// platforms' builds make that impossible. `npm install` installs the same locked versions, and
// the check below refuses to go on if it changed the lockfile.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entries = {
  start: 'infra/src/start.ts',
  test: 'infra/src/run-tests.ts',
  'test:changed': 'infra/src/run-changed-tests.ts',
  'user:manager': 'infra/src/promote-manager.ts',
  cluster: 'infra/src/cluster/run-cluster.ts',
};
const command = process.argv[2];
if (!(command in entries)) {
  console.error(`usage: node infra/bootstrap.mjs ${Object.keys(entries).join('|')}`);
  process.exit(2);
}

// When the command was typed and how long the install took, for `npm test`'s table of stages.
const startedAt = Date.now();
let installMs = 0;
const stamp = path.join(root, 'node_modules', '.snapshot-studio-install');
const wanted = createHash('sha256')
  .update(readFileSync(path.join(root, 'package-lock.json')))
  .update(process.version)
  .digest('hex');
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== wanted) {
  console.log('▸ Installing dependencies (the versions in package-lock.json)…');
  const lockBefore = readFileSync(path.join(root, 'package-lock.json'), 'utf8');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    // Browser tests drive the system's Chromium; no package may download a browser.
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  installMs = Date.now() - startedAt;
  if (readFileSync(path.join(root, 'package-lock.json'), 'utf8') !== lockBefore) {
    console.error(
      'package-lock.json did not match package.json; npm updated it. Commit the new lockfile.',
    );
  }
  writeFileSync(
    stamp,
    createHash('sha256')
      .update(readFileSync(path.join(root, 'package-lock.json')))
      .update(process.version)
      .digest('hex'),
  );
}

const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, entries[command]), ...process.argv.slice(3)],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      SNAPSHOT_STUDIO_STARTED_AT: String(startedAt),
      SNAPSHOT_STUDIO_INSTALL_MS: String(installMs),
    },
  },
);
// Ctrl-C reaches the child directly (same process group); a SIGTERM sent to us is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
