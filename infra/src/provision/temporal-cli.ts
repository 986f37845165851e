import { access, constants, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { lock } from 'proper-lockfile';
import which from 'which';
import { isExecutable } from './is-executable';
import { say } from '../log';
import { userCacheDir } from '../paths';
import { runCommand } from './run-command';

/** The CLI version whose go.mod builds with `go install` (later tags carry `replace` directives). */
export const TEMPORAL_CLI_VERSION = 'v1.5.1';
const MODULE = 'github.com/temporalio/cli/cmd/temporal';
const OFFICIAL_DOWNLOAD = 'https://docs.temporal.io/cli#install';

/**
 * Finds the Temporal CLI: `TEMPORAL_BIN`, else `temporal` on PATH, else the copy built once into
 * the per-user cache, else builds that copy with Go. Without Go or a binary it stops and says
 * where to get one.
 */
export async function findTemporalCli(
  env: NodeJS.ProcessEnv = process.env,
  /** Where Go may be when it is not on PATH (the official tarball's place). */
  goFallbacks: string[] = ['/usr/local/go/bin/go'],
): Promise<string> {
  if (env.TEMPORAL_BIN) {
    await access(env.TEMPORAL_BIN, constants.X_OK).catch(() => {
      throw new Error(`TEMPORAL_BIN=${env.TEMPORAL_BIN} is not an executable file.`);
    });
    return env.TEMPORAL_BIN;
  }
  const onPath = await which('temporal', { nothrow: true, path: env.PATH ?? '' });
  if (onPath) return onPath;

  const cached = path.join(
    userCacheDir(env),
    `temporal-${TEMPORAL_CLI_VERSION.slice(1)}`,
    'temporal',
  );
  if (await isExecutable(cached)) return cached;

  let go = await which('go', { nothrow: true, path: env.PATH ?? '' });
  for (const candidate of goFallbacks) if (!go && (await isExecutable(candidate))) go = candidate;
  if (!go) {
    throw new Error(
      [
        'The Temporal CLI was not found and Go is not installed to build it.',
        'Either install Go (https://go.dev/doc/install) and run this again, or install the Temporal CLI',
        `(${OFFICIAL_DOWNLOAD}) and put it on PATH or set TEMPORAL_BIN to its path.`,
      ].join('\n'),
    );
  }
  // One build per user at a time: test runs started together (a developer's worktrees, parallel
  // jobs) would otherwise each compile the whole CLI at once, every one of them slower for it.
  await mkdir(path.dirname(cached), { recursive: true });
  const release = await lock(path.dirname(cached), {
    lockfilePath: `${cached}.lock`,
    // The holder refreshes the lock while it builds; a lock untouched for a minute is from a
    // process that died, and is taken over.
    stale: 60_000,
    retries: { retries: 1_200, minTimeout: 1_000, maxTimeout: 1_000 },
  });
  try {
    // Another run may have built it while this one waited for the lock.
    if (await isExecutable(cached)) return cached;
    await build(go, cached, env);
  } finally {
    await release();
  }
  return cached;
}

async function build(go: string, cached: string, env: NodeJS.ProcessEnv): Promise<void> {
  say(
    `Building the Temporal CLI ${TEMPORAL_CLI_VERSION} with Go, once for this user (about 3 minutes)…`,
  );
  // Build into a private directory, then rename: a run that finds the binary never sees it partial.
  const buildDir = await mkdtemp(path.join(path.dirname(cached), '.build-'));
  try {
    await runCommand(go, ['install', `${MODULE}@${TEMPORAL_CLI_VERSION}`], {
      env: { ...env, GOBIN: buildDir, GOFLAGS: '-mod=mod' },
    });
    await rename(path.join(buildDir, 'temporal'), cached);
  } finally {
    await rm(buildDir, { recursive: true, force: true });
  }
  say(`Temporal CLI built: ${cached}`);
}
