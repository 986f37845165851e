import { type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { startTs } from '../app-processes';
import { freePort } from '../free-port';
import { ensureNginx, startLocalProxy } from '../provision/nginx';
import { stopChild } from '../provision/stop-child';
import { findTemporalCli } from '../provision/temporal-cli';
import { startTemporalDevServer } from '../provision/temporal-server';
import { type S3Bucket, s3Environment, startS3Bucket } from '../provision/versitygw';
import { waitForStatus } from './wait-for-status';
import { timedSetups } from '../testing/setup-costs';

/** One app process of the cluster: its role, ports and environment, so it can be restarted. */
export interface ClusterProcess {
  name: string;
  kind: 'api' | 'worker';
  /** The API's port, or the worker's health port. */
  port: number;
  env: NodeJS.ProcessEnv;
  child: ChildProcess;
}

export interface Cluster {
  /** The proxy in front of the API instances: what a browser would use. */
  url: string;
  bucket: S3Bucket;
  processes: Map<string, ClusterProcess>;
  /** Each API instance's own address, bypassing the proxy. */
  apiUrls: string[];
  /** The Temporal server the cluster runs on (its own, or the one it was given). */
  temporalAddress: string;
  /** Sends `signal` to a process and resolves with its exit code (null when killed). */
  signal(name: string, signal: NodeJS.Signals): Promise<number | null>;
  /** Starts a stopped process again with its environment; resolves once it is ready. */
  restart(name: string): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** A migrated database (the API and the workers share it). */
  databaseUrl: string;
  /** Logs, buckets and each process's own data directory. */
  dir: string;
  /** The built UI the API instances serve; none in the tests. */
  uiDistDir?: string;
  /** The workflow code, bundled once for every worker. */
  workflowBundlePath: string;
  /** The proxy's port; a free one by default. */
  port?: number;
  /**
   * A Temporal server to use (the test run's shared one; the cluster's task queue is its own);
   * by default the cluster starts a dev server of its own.
   */
  temporalAddress?: string;
  /** Settings for every app process (e.g. the tests' small packshots and classic cut-out). */
  extraEnv?: NodeJS.ProcessEnv;
}

/** The topology: two API instances, two image workers, one worker for workflows and AI calls. */
const TOPOLOGY = [
  { name: 'api-1', kind: 'api' },
  { name: 'api-2', kind: 'api' },
  { name: 'image-worker-1', kind: 'worker', queues: 'images' },
  { name: 'image-worker-2', kind: 'worker', queues: 'images' },
  { name: 'ai-worker', kind: 'worker', queues: 'workflows,ai' },
] as const;

async function startClusterUntimed(options: ClusterOptions): Promise<Cluster> {
  const undo: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const step of undo.reverse()) await step().catch(() => {});
  };
  try {
    const [temporal, bucket] = await Promise.all([
      options.temporalAddress
        ? { address: options.temporalAddress, stop: async () => {} }
        : startTemporalDevServer({
            cli: await findTemporalCli(),
            port: await freePort(),
            logFile: path.join(options.dir, 'temporal.log'),
          }).then((server) => (undo.push(server.stop), server)),
      startS3Bucket({ dir: path.join(options.dir, 's3'), name: 'studio' }).then(
        (started) => (undo.push(started.stop), started),
      ),
    ]);

    const proxyPort = options.port ?? (await freePort());
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    const common: NodeJS.ProcessEnv = {
      ...process.env,
      ...options.extraEnv,
      ...s3Environment(bucket.settings),
      DATABASE_URL: options.databaseUrl,
      TEMPORAL_ADDRESS: temporal.address,
      TASK_QUEUE: `cluster-${randomUUID().slice(0, 8)}`,
      WORKFLOW_BUNDLE: options.workflowBundlePath,
      UI_DIST_DIR: options.uiDistDir ?? path.join(options.dir, 'no-ui'),
      HOST: '127.0.0.1',
      // One secret for every instance: a session signed by one is read by the others.
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: proxyUrl,
      TRUST_PROXY: 'true',
      DRAIN_SECONDS: '20',
    };

    const processes = new Map<string, ClusterProcess>();
    const logDir = path.join(options.dir, 'logs');
    const launch = async (entry: ClusterProcess) => {
      entry.child = await startTs(
        entry.name,
        entry.kind === 'api' ? 'api/src/main.ts' : 'orchestrator/src/main.ts',
        entry.env,
        { logDir },
      );
      const ready =
        entry.kind === 'api'
          ? `http://127.0.0.1:${entry.port}/api/ready`
          : `http://127.0.0.1:${entry.port}/readyz`;
      // A process that never came up says why in its log, which goes with the cluster's directory.
      await waitForStatus(ready, 200, entry.child).catch(async (error: Error) => {
        const log = await readFile(path.join(logDir, `${entry.name}.log`), 'utf8').catch(() => '');
        const tail = log.trimEnd().split('\n').slice(-20).join('\n') || '(empty)';
        throw new Error(`${error.message}\n${entry.name}'s log ends:\n${tail}`);
      });
    };
    undo.push(() =>
      Promise.all(
        [...processes.values()].filter((p) => p.child).map((p) => stopChild(p.child, 30_000)),
      ),
    );
    const entries: ClusterProcess[] = [];
    for (const role of TOPOLOGY) {
      const port = await freePort();
      const dataDir = path.join(options.dir, role.name);
      await mkdir(dataDir, { recursive: true });
      const env: NodeJS.ProcessEnv =
        role.kind === 'api'
          ? {
              ...common,
              DATA_DIR: dataDir,
              PORT: String(port),
              METRICS_PORT: String(await freePort()),
            }
          : {
              ...common,
              DATA_DIR: dataDir,
              WORKER_QUEUES: role.queues,
              HEALTH_PORT: String(port),
              METRICS_PORT: String(await freePort()),
            };
      const entry = { name: role.name, kind: role.kind, port, env } as ClusterProcess;
      processes.set(role.name, entry);
      entries.push(entry);
    }
    // Side by side: each spends seconds loading the app's TypeScript and connecting.
    await Promise.all(entries.map(launch));

    const apiPorts = [...processes.values()].filter((p) => p.kind === 'api').map((p) => p.port);
    const proxy = await startLocalProxy({
      nginx: await ensureNginx(),
      port: proxyPort,
      upstreams: apiPorts,
      dir: path.join(options.dir, 'nginx'),
    });
    undo.push(proxy.stop);

    const entryOf = (name: string) => {
      const entry = processes.get(name);
      if (!entry) throw new Error(`No cluster process ${name}`);
      return entry;
    };
    return {
      url: proxy.url,
      bucket,
      processes,
      apiUrls: apiPorts.map((port) => `http://127.0.0.1:${port}`),
      temporalAddress: temporal.address,
      signal(name, signal) {
        const { child } = entryOf(name);
        const exited = new Promise<number | null>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
          else child.once('exit', (code) => resolve(code));
        });
        child.kill(signal);
        return exited;
      },
      restart: (name) => launch(entryOf(name)),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * `npm run cluster`'s topology from this repo's own processes (no Docker engine needed): a
 * Temporal dev server, an S3-compatible bucket (versitygw), the app's API and worker processes as
 * docker-compose.yml runs them — each with its own data directory, so nothing but Postgres and
 * the bucket is shared — and nginx with the deployment's config in front of the API instances.
 */
export const startCluster = timedSetups('a cluster', startClusterUntimed);
