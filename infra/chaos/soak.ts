/**
 * Chaos scenario `soak`: mixed load at a steady rate the machine sustains, through `npm run
 * cluster`'s topology (two API instances behind the proxy, two image workers, one worker for
 * workflows and AI calls), for 30 minutes (the short version 3), with a fault every few minutes
 * (a worker SIGKILLed and restarted; an API instance drained with SIGTERM and restarted, in turn).
 * Creators run snaps (a packshot and a scene) and read their library; an operator cancels a run
 * now and then. Every 10 s it samples each process's resident memory (/proc), each API's
 * event-loop lag (its Prometheus series) and the database's connection count. Promises: no
 * process's memory grows by more than 20 % between the end of the warm-up (the first fifth) and
 * the end; no call's p99 in
 * the last fifth is more than double the first fifth's (after the warm-up); every run ends,
 * charged or refunded as it should, nothing held; the database and Temporal agree on every run.
 * Not yet among the faults: a Postgres or Temporal restart (temporal-restart and postgres-outage
 * cover each on its own).
 */
import { readFile } from 'node:fs/promises';
import { type Database } from '@studio/api/domain/database';
import { ONE_PACKSHOT, ONE_SCENE } from '../bench/temporal-runs';
import { JSON_REQUEST, signedInCreator, startSnap } from '../src/cluster/proxy-creators';
import { type Cluster } from '../src/cluster/start-cluster';
import { withChaosCluster } from './chaos-cluster';
import { followExecution } from '../src/testing/follow-execution';
import { publishTestSnap } from '../src/testing/graph-runs';
import { productPhoto, toDataUrl } from '../src/testing/test-images';
import { type ChaosReport, type ChaosSize } from './chaos-report';
import { heldReservations, netByExecution, unbalancedUsers } from './ledger-checks';
import { temporalAgreement } from './temporal-agreement';

const SIZES: Record<ChaosSize, { minutes: number; faultEveryMinutes: number }> = {
  short: { minutes: 3, faultEveryMinutes: 1 },
  full: { minutes: 30, faultEveryMinutes: 5 },
};
const CREATORS = 4;
/** A snap started every this many ms, a library read every READ_MS: steady, not a flood. */
const SNAP_MS = 1500;
const READ_MS = 250;
const CANCEL_EVERY = 10;
const SAMPLE_MS = 10_000;
const MEMORY_GROWTH = 0.2;
const P99_GROWTH = 2;

interface Call {
  at: number;
  kind: 'snap' | 'library';
  ms: number;
}
interface Sample {
  at: number;
  process: string;
  rssMb: number;
  lagMs: number;
}

export async function run(size: ChaosSize = 'full'): Promise<ChaosReport> {
  const { minutes, faultEveryMinutes } = SIZES[size];
  return withChaosCluster('soak', 'warn', (cluster, db) =>
    soak(cluster, db, minutes, faultEveryMinutes),
  );
}

async function soak(
  cluster: Cluster,
  db: Database,
  minutes: number,
  faultEveryMinutes: number,
): Promise<ChaosReport> {
  const creators = await Promise.all(
    Array.from({ length: CREATORS }, () => signedInCreator(db, cluster.url, 100_000)),
  );
  const snaps = [
    (await publishTestSnap(db, ONE_PACKSHOT)).snap.id,
    (await publishTestSnap(db, ONE_SCENE)).snap.id,
  ];
  const image = toDataUrl(await productPhoto());
  const started = Date.now();
  const endAt = started + minutes * 60_000;
  const calls: Call[] = [];
  const samples: Sample[] = [];
  const runs: Promise<{ id: string; status: string }>[] = [];
  const faults: string[] = [];
  const connections: number[] = [];
  const timed = async <T>(kind: Call['kind'], work: () => Promise<T>) => {
    const at = Date.now();
    const answer = await work();
    calls.push({ at: at - started, kind, ms: Date.now() - at });
    return answer;
  };

  let snapCount = 0;
  const load = async () => {
    while (Date.now() < endAt) {
      const k = snapCount++;
      const creator = creators[k % CREATORS]!;
      runs.push(
        (async () => {
          const id = await startSnap(cluster.url, creator.cookie, snaps[k % snaps.length]!, image);
          if (k % CANCEL_EVERY === CANCEL_EVERY - 1) {
            await fetch(`${cluster.url}/api/executions/${id}/cancel`, {
              method: 'POST',
              headers: { ...JSON_REQUEST, cookie: creator.cookie },
              body: '{}',
            });
          }
          const { status } = await timed('snap', () =>
            followExecution(cluster.url, creator.cookie, id),
          );
          return { id, status };
        })(),
      );
      await new Promise((resolve) => setTimeout(resolve, SNAP_MS));
    }
  };
  const reads = async () => {
    for (let k = 0; Date.now() < endAt; k++) {
      const creator = creators[k % CREATORS]!;
      await timed('library', async () => {
        const response = await fetch(`${cluster.url}/api/content`, {
          headers: { cookie: creator.cookie },
        });
        await response.arrayBuffer();
      });
      await new Promise((resolve) => setTimeout(resolve, READ_MS));
    }
  };
  const sampler = async () => {
    while (Date.now() < endAt) {
      for (const entry of cluster.processes.values()) {
        // Resident memory from the kernel (every process); event-loop lag from the API's own
        // series (the workers' metrics are the Temporal SDK's, without Node's).
        const status = await readFile(`/proc/${entry.child.pid}/status`, 'utf8').catch(() => '');
        const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
        const metrics =
          entry.kind === 'api'
            ? await fetch(`http://127.0.0.1:${entry.env.METRICS_PORT}/metrics`)
                .then((r) => r.text())
                .catch(() => '')
            : '';
        const lag = series(metrics, 'nodejs_eventloop_lag_p99_seconds');
        if (Number.isFinite(rssKb)) {
          samples.push({
            at: Date.now() - started,
            process: entry.name,
            rssMb: rssKb / 1024,
            lagMs: (lag ?? 0) * 1000,
          });
        }
      }
      const { rows } = await db.raw<{ rows: { count: number }[] }>(
        'select count(*)::int as count from pg_stat_activity where datname = current_database()',
      );
      connections.push(rows[0]!.count);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  };
  const faulter = async () => {
    const victims = ['image-worker-1', 'api-1', 'ai-worker', 'api-2', 'image-worker-2'].filter(
      (name) => cluster.processes.has(name),
    );
    for (let k = 0; ; k++) {
      const at = started + (k + 1) * faultEveryMinutes * 60_000;
      if (at >= endAt - 30_000) return;
      await new Promise((resolve) => setTimeout(resolve, at - Date.now()));
      const victim = victims[k % victims.length]!;
      const api = cluster.processes.get(victim)!.kind === 'api';
      await cluster.signal(victim, api ? 'SIGTERM' : 'SIGKILL');
      await cluster.restart(victim);
      faults.push(
        `${api ? 'drained' : 'killed'} ${victim} at ${((at - started) / 60_000).toFixed(1)} min`,
      );
    }
  };
  await Promise.all([load(), reads(), sampler(), faulter()]);
  const ended = await Promise.all(runs);

  const ids = ended.map((r) => r.id);
  const rows = await db('executions').whereIn('id', ids).select('id', 'status', 'cost');
  const net = await netByExecution(db, ids);
  const wrong = rows.filter(
    (r) => (net.get(r.id) ?? 0) !== (r.status === 'succeeded' ? -Number(r.cost) : 0),
  );
  const unfinished = rows.filter((r) => !['succeeded', 'failed', 'cancelled'].includes(r.status));
  const held = await heldReservations(db, ids);
  const unbalanced = await unbalancedUsers(
    db,
    creators.map((c) => c.userId),
  );
  const agreement = await temporalAgreement(db, cluster.temporalAddress, ids);

  const span = minutes * 60_000;
  const fifth = span / 5;
  const memory = [...cluster.processes.keys()].map((name) => {
    const mine = samples.filter((s) => s.process === name);
    const warm = mine.find((s) => s.at >= fifth) ?? mine[0];
    const last = mine.at(-1);
    const growth = warm && last ? last.rssMb / warm.rssMb - 1 : 0;
    const lag = mine.length ? Math.max(...mine.map((s) => s.lagMs)) : 0;
    return { name, warm: warm?.rssMb ?? 0, last: last?.rssMb ?? 0, growth, lag };
  });
  const p99Of = (kind: Call['kind'], from: number, to: number) =>
    percentile(
      calls.filter((c) => c.kind === kind && c.at >= from && c.at < to).map((c) => c.ms),
      0.99,
    );
  const drift = (['snap', 'library'] as const).map((kind) => ({
    kind,
    first: p99Of(kind, fifth, 2 * fifth),
    last: p99Of(kind, span - fifth, span),
  }));
  const grew = memory.filter((m) => m.growth > MEMORY_GROWTH);
  const slowed = drift.filter((d) => d.last > d.first * P99_GROWTH);
  const statuses = countBy(ended.map((r) => r.status));
  return {
    scenario: 'soak',
    figures:
      `${minutes} min through the cluster: ${ended.length} snaps (${Object.entries(statuses)
        .map(([s, n]) => `${n} ${s}`)
        .join(', ')}), ${calls.filter((c) => c.kind === 'library').length} library reads; ` +
      `faults: ${faults.join(', ') || 'none'}; memory (MB, after warm-up → end): ${memory
        .map((m) => `${m.name} ${m.warm.toFixed(0)} → ${m.last.toFixed(0)}`)
        .join(
          ', ',
        )}; worst event-loop lag p99 ${Math.max(...memory.map((m) => m.lag)).toFixed(0)} ms; ` +
      `p99 (second fifth → last fifth): ${drift
        .map((d) => `${d.kind} ${d.first.toFixed(0)} → ${d.last.toFixed(0)} ms`)
        .join(', ')}; database connections ${Math.min(...connections)}–${Math.max(...connections)}`,
    promises: [
      {
        promise: `no process's memory grows more than ${MEMORY_GROWTH * 100} % after warm-up`,
        held: grew.length === 0,
        detail: grew.map((m) => `${m.name} +${(m.growth * 100).toFixed(0)} %`).join(', '),
      },
      {
        promise: 'no call’s p99 doubles between the start and the end',
        held: slowed.length === 0,
        detail: slowed.map((d) => `${d.kind} ${d.first} → ${d.last} ms`).join(', '),
      },
      {
        promise: 'every run ends; each charged or refunded once; nothing held; balances sum',
        held:
          unfinished.length === 0 && wrong.length === 0 && held === 0 && unbalanced.length === 0,
        detail: `${unfinished.length} unfinished, ${wrong.length} wrongly charged, ${held} held`,
      },
      agreement,
    ],
  };
}

/** A Prometheus series' value from a scrape (the first line for that name). */
function series(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : undefined;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}
