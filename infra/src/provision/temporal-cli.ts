import { type GoTool, findGoTool } from './go-tool';

/** The CLI version whose go.mod builds with `go install` (later tags carry `replace` directives). */
export const TEMPORAL_CLI_VERSION = 'v1.5.1';

const TEMPORAL_CLI: GoTool = {
  title: 'the Temporal CLI',
  binary: 'temporal',
  envVar: 'TEMPORAL_BIN',
  module: 'github.com/temporalio/cli/cmd/temporal',
  version: TEMPORAL_CLI_VERSION,
  officialDownload: 'https://docs.temporal.io/cli#install',
  buildTime: 'about 3 minutes',
};

/**
 * Finds the Temporal CLI: `TEMPORAL_BIN`, else `temporal` on PATH, else the copy built once into
 * the per-user cache, else builds that copy with Go (go-tool.ts).
 */
export function findTemporalCli(env?: NodeJS.ProcessEnv, goFallbacks?: string[]): Promise<string> {
  return findGoTool(TEMPORAL_CLI, env, goFallbacks);
}
