import Router from '@koa/router';
import { type AiCapability, type ComponentHealth } from '../contract/manager-server-info';
import { managerServerInfoApi } from '../contract/routes/manager-server-info';
import { type Database } from '../domain/database';
import { appVersion } from '../domain/server-info/app-build';
import {
  postgresVersion,
  reconcilerStats,
  runStats,
  storageUsage,
} from '../domain/server-info/server-stats';
import { mountRoute } from '../http/mount-route';
import { clock } from '../platform/clock';
import { type Orchestrator } from '../temporal/orchestrator';

/** What Server Information reports about this deployment beyond what it asks at each call. */
export interface ServerInfoSettings {
  /** The build's commit (APP_COMMIT or git at start), or null. */
  commit: string | null;
  temporal: { address: string; namespace: string };
  /** The AI provider of each capability, from configuration (no secrets). */
  ai: AiCapability[];
}

/** Each check gives up after this long: the page never waits on a part that hangs. */
const CHECK_TIMEOUT_MS = 2000;

/** Runs `check`, timing it; a failure or a timeout is an answer too ("down", and why). */
async function timed<T>(
  check: () => Promise<T>,
): Promise<{ health: ComponentHealth; value: T | null }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    const value = await Promise.race([check(), timeout]);
    const latencyMs = Math.round(performance.now() - started);
    return { health: { ok: true, latencyMs, error: null }, value };
  } catch (error) {
    const latencyMs = Math.round(performance.now() - started);
    const message = error instanceof Error ? error.message : String(error);
    return { health: { ok: false, latencyMs, error: message }, value: null };
  } finally {
    clearTimeout(timer);
  }
}

/** `GET /api/manager/server-info` (manager only; contract/manager-server-info.ts). */
export function managerServerInfoRoutes(deps: {
  db: Database;
  orchestrator: Orchestrator;
  serverInfo?: ServerInfoSettings;
}): Router {
  const router = new Router();
  const version = appVersion();
  const settings: ServerInfoSettings = deps.serverInfo ?? {
    commit: null,
    temporal: { address: 'unknown', namespace: 'default' },
    ai: [],
  };

  mountRoute(router, managerServerInfoApi.get, async () => {
    const [postgres, temporal, queues, storage, runs, reconciler] = await Promise.all([
      timed(() => postgresVersion(deps.db)),
      timed(async () => {
        await deps.orchestrator.checkHealth();
        return deps.orchestrator.serverVersion(CHECK_TIMEOUT_MS);
      }),
      timed(() => deps.orchestrator.describeTaskQueues(CHECK_TIMEOUT_MS)),
      timed(() => storageUsage(deps.db)),
      timed(() => runStats(deps.db)),
      timed(() => reconcilerStats(deps.db)),
    ]);
    return {
      app: {
        version,
        commit: settings.commit,
        node: process.version,
        // The uptime is the process's own measure; the start is that long before the clock's now.
        startedAt: new Date(clock.nowMs() - Math.round(process.uptime() * 1000)).toISOString(),
        uptimeSeconds: Math.floor(process.uptime()),
      },
      postgres: { ...postgres.health, version: postgres.value },
      temporal: {
        ...temporal.health,
        version: temporal.value,
        address: settings.temporal.address,
        namespace: settings.temporal.namespace,
      },
      taskQueues: queues.value ?? [],
      ai: settings.ai,
      storage: storage.value ?? { bytes: 0, files: 0 },
      runs: runs.value ?? {
        perMinute: [],
        lastHour: 0,
        p50Ms: null,
        p95Ms: null,
        finishedLastHour: 0,
      },
      reconciler: reconciler.value ?? { repairsLastDay: 0, repairsAll: 0, lastRepairAt: null },
    };
  });

  return router;
}
