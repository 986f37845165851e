/**
 * Chaos scenario `worker-kills`: snaps of two workflows (a packshot, a scene) from many creators
 * through `npm run cluster`'s topology while worker processes are SIGKILLed and restarted, one
 * after another, spread over the run. Credits are money: every run must end succeeded, or failed
 * and refunded; each success is charged exactly once; nothing stays held; every balance is the
 * sum of its entries.
 */
import { ONE_PACKSHOT, ONE_SCENE } from '../bench/temporal-runs';
import { signedInCreator, startSnap } from '../src/cluster/proxy-creators';
import { followExecution } from '../src/testing/follow-execution';
import { publishTestSnap } from '../src/testing/graph-runs';
import { productPhoto, toDataUrl } from '../src/testing/test-images';
import { type ChaosReport, type ChaosSize } from './chaos-report';
import { heldReservations, netByExecution, unbalancedUsers } from './ledger-checks';
import { temporalAgreement } from './temporal-agreement';
import { withChaosCluster } from './chaos-cluster';

const SIZES: Record<ChaosSize, { runs: number; creators: number; kills: number }> = {
  short: { runs: 30, creators: 4, kills: 3 },
  full: { runs: 200, creators: 20, kills: 10 },
};
const IN_FLIGHT = 8;
const WORKERS = ['image-worker-1', 'image-worker-2', 'ai-worker'];

export async function run(size: ChaosSize = 'full'): Promise<ChaosReport> {
  const { runs, creators: creatorCount, kills } = SIZES[size];
  return withChaosCluster('kills', 'info', async (cluster, db) => {
    const creators = await Promise.all(
      Array.from({ length: creatorCount }, () => signedInCreator(db, cluster.url, 1_000)),
    );
    const snaps = [
      (await publishTestSnap(db, ONE_PACKSHOT)).snap.id,
      (await publishTestSnap(db, ONE_SCENE)).snap.id,
    ];
    const image = toDataUrl(await productPhoto());

    // The kills, one after another, each at its share of the runs started.
    let killed = 0;
    let faults = Promise.resolve();
    const killAt = new Set(
      Array.from({ length: kills }, (_, i) => Math.round(((i + 1) * runs) / (kills + 1))),
    );
    const onStarted = (count: number) => {
      if (!killAt.has(count)) return;
      const victim = WORKERS[killed % WORKERS.length]!;
      faults = faults.then(async () => {
        await cluster.signal(victim, 'SIGKILL');
        killed++;
        await cluster.restart(victim);
      });
    };

    const started = performance.now();
    const done: { executionId: string; status: string }[] = [];
    let next = 0;
    let count = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < runs) {
          const index = next++;
          const creator = creators[index % creators.length]!;
          const executionId = await startSnap(
            cluster.url,
            creator.cookie,
            snaps[index % snaps.length]!,
            image,
          );
          onStarted(++count);
          const { status } = await followExecution(cluster.url, creator.cookie, executionId);
          done.push({ executionId, status });
        }
      }),
    );
    await faults;
    const seconds = (performance.now() - started) / 1000;

    const ids = done.map((d) => d.executionId);
    const rows = await db('executions').whereIn('id', ids).select('id', 'cost');
    const cost = new Map(rows.map((r: { id: string; cost: number }) => [r.id, Number(r.cost)]));
    const net = await netByExecution(db, ids);
    const succeeded = done.filter((d) => d.status === 'succeeded');
    const failed = done.filter((d) => d.status === 'failed');
    const held = await heldReservations(db, ids);
    const unbalanced = await unbalancedUsers(
      db,
      creators.map((c) => c.userId),
    );
    const agreement = await temporalAgreement(db, cluster.temporalAddress, ids);
    return {
      scenario: 'worker-kills',
      figures: `${runs} snaps (packshot and scene) from ${creatorCount} creators, ${killed} worker SIGKILLs and restarts: ${succeeded.length} succeeded, ${failed.length} failed; ${seconds.toFixed(1)} s`,
      promises: [
        {
          promise: 'every run ends, succeeded or failed',
          held: succeeded.length + failed.length === runs,
        },
        { promise: `the workers were killed at least ${kills} times`, held: killed >= kills },
        {
          promise: 'each success charged exactly once, each failure refunded',
          held:
            succeeded.every((d) => net.get(d.executionId) === -cost.get(d.executionId)!) &&
            failed.every((d) => (net.get(d.executionId) ?? 0) === 0),
        },
        {
          promise: 'no reservation left held; every balance the sum of its entries',
          held: held === 0 && unbalanced.length === 0,
          detail: unbalanced.join(', '),
        },
        agreement,
      ],
    };
  });
}
