import { access, constants, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { lock } from 'proper-lockfile';
import which from 'which';
import { isExecutable } from './is-executable';
import { say } from '../log';
import { userCacheDir } from '../paths';
import { runCommand } from './run-command';

/** A server the project runs beside itself, built from its Go module when it is not installed. */
export interface GoTool {
  /** What people call it: "the Temporal CLI". */
  title: string;
  /** The executable's name, on PATH and in the cache. */
  binary: string;
  /** The variable that names an installed copy: TEMPORAL_BIN. */
  envVar: string;
  /** The package `go install` builds, and the tag. */
  module: string;
  version: string;
  /** Where people get a ready-made copy. */
  officialDownload: string;
  /** How long the one build takes, for the notice. */
  buildTime: string;
}

/**
 * Finds a Go tool: `tool.envVar`, else `tool.binary` on PATH, else the copy built once into the
 * per-user cache, else builds that copy with Go. Without Go or a binary it stops and says where to
 * get one.
 */
export async function findGoTool(
  tool: GoTool,
  env: NodeJS.ProcessEnv = process.env,
  /** Where Go may be when it is not on PATH (the official tarball's place). */
  goFallbacks: string[] = ['/usr/local/go/bin/go'],
): Promise<string> {
  const given = env[tool.envVar];
  if (given) {
    await access(given, constants.X_OK).catch(() => {
      throw new Error(`${tool.envVar}=${given} is not an executable file.`);
    });
    return given;
  }
  const onPath = await which(tool.binary, { nothrow: true, path: env.PATH ?? '' });
  if (onPath) return onPath;

  const cached = path.join(
    userCacheDir(env),
    `${tool.binary}-${tool.version.slice(1)}`,
    tool.binary,
  );
  if (await isExecutable(cached)) return cached;

  let go = await which('go', { nothrow: true, path: env.PATH ?? '' });
  for (const candidate of goFallbacks) if (!go && (await isExecutable(candidate))) go = candidate;
  if (!go) {
    throw new Error(
      [
        `${capitalise(tool.title)} was not found and Go is not installed to build it.`,
        `Either install Go (https://go.dev/doc/install) and run this again, or install ${tool.title}`,
        `(${tool.officialDownload}) and put it on PATH or set ${tool.envVar} to its path.`,
      ].join('\n'),
    );
  }
  // One build per user at a time: test runs started together (a developer's worktrees, parallel
  // jobs) would otherwise each compile the whole tool at once, every one of them slower for it.
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
    await build(tool, go, cached, env);
  } finally {
    await release();
  }
  return cached;
}

async function build(
  tool: GoTool,
  go: string,
  cached: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  say(`Building ${tool.title} ${tool.version} with Go, once for this user (${tool.buildTime})…`);
  // Build into a private directory, then rename: a run that finds the binary never sees it partial.
  const buildDir = await mkdtemp(path.join(path.dirname(cached), '.build-'));
  try {
    await runCommand(go, ['install', `${tool.module}@${tool.version}`], {
      env: { ...env, GOBIN: buildDir, GOFLAGS: '-mod=mod' },
    });
    await rename(path.join(buildDir, tool.binary), cached);
  } finally {
    await rm(buildDir, { recursive: true, force: true });
  }
  say(`${capitalise(tool.title)} built: ${cached}`);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
