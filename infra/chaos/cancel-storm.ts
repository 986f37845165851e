/**
 * Chaos scenario `cancel-storm`: runs of every built-in snap, each cancelled at a random moment
 * (queued, in one of its steps, while it completes) by its creator from the run page's call or by
 * an operator's bulk cancel, and batches over several products cancelled whole by their creator, with the providers slowed at random so that cancels land inside
 * steps. Promises: every run ends, and the database and Temporal agree on it (temporal-agreement.ts:
 * a run the product shows Cancelled is Cancelled in Temporal, a succeeded one Completed; no
 * activity left pending, no step Running, nothing for a reconciler pass to repair); a cancelled run is refunded exactly once, a run that
 * outran its cancel is charged its cost once; nothing stays held and every balance is the sum of
 * its entries. The figures count the cancels by the moment they landed in.
 */
import { type ExecutionView } from '@studio/api/contract/executions';
import { promoteToManager } from '@studio/api/domain/users/user-admin';
import { startBenchStack } from '../bench/bench-stack';
import { JSON_REQUEST, startSnap } from '../src/cluster/proxy-creators';
import { followExecution } from '../src/testing/follow-execution';
import { productPhoto, toDataUrl } from '../src/testing/test-images';
import { type ChaosReport, type ChaosSize } from './chaos-report';
import { heldReservations, netByExecution, unbalancedUsers } from './ledger-checks';
import { temporalAgreement } from './temporal-agreement';

const SIZES: Record<ChaosSize, { runsPerSnap: number; batches: number }> = {
  short: { runsPerSnap: 2, batches: 1 },
  full: { runsPerSnap: 12, batches: 4 },
};
/** Products in each batch: more than a batch runs at once, so some are still queued. */
const BATCH_PRODUCTS = 6;
/** How long after its start a run is cancelled: from at once to after most runs have ended. */
const DELAYS_MS = [0, 150, 400, 700, 1000, 1400, 2000, 3000];
/** Runs started and cancelled at once. */
const IN_FLIGHT = 8;

interface Cancelled {
  id: string;
  cost: number;
  by: 'run page' | 'bulk cancel' | 'batch cancel';
  moment: string;
}

export async function run(size: ChaosSize = 'full'): Promise<ChaosReport> {
  // Most AI calls are slow: a cancel then meets a step under way.
  const stack = await startBenchStack({
    extraEnv: { AI_FAULTS: 'slow:0.7', AI_FAULTS_SLOW_MS: '2000' },
  });
  try {
    const creator = await stack.signedInCreator(100_000);
    const operator = await stack.signedInCreator(0);
    const operatorEmail = (await stack.db('users').where({ id: operator.userId }).first()).email;
    await promoteToManager(stack.db, operatorEmail);
    const get = async <T>(path: string, cookie = creator.cookie): Promise<T> =>
      (await (await fetch(`${stack.apiUrl}${path}`, { headers: { cookie } })).json()) as T;
    const post = (path: string, body: object, cookie: string) =>
      fetch(`${stack.apiUrl}${path}`, {
        method: 'POST',
        headers: { ...JSON_REQUEST, cookie },
        body: JSON.stringify(body),
      });
    const snaps = await get<Array<{ id: string; name: string; cost: number }>>('/api/snaps');
    const image = toDataUrl(await productPhoto());
    const started = performance.now();

    const runs: Cancelled[] = [];
    const plan = snaps.flatMap((snap) =>
      Array.from({ length: SIZES[size].runsPerSnap }, () => snap),
    );
    // A few at a time, as creators run them: with all at once, every cancel would meet a queue.
    let next = 0;
    const cancelOne = async (snap: (typeof snaps)[number], k: number) => {
      // Each run its own moment and its own way of being cancelled, spread over both.
      const delay = DELAYS_MS[k % DELAYS_MS.length]!;
      const by = Math.floor(k / DELAYS_MS.length) % 2 === k % 2 ? 'run page' : 'bulk cancel';
      const id = await startSnap(stack.apiUrl, creator.cookie, snap.id, image);
      await new Promise((resolve) => setTimeout(resolve, delay));
      const moment = momentOf(await get<ExecutionView>(`/api/executions/${id}`));
      const answer =
        by === 'run page'
          ? await post(`/api/executions/${id}/cancel`, {}, creator.cookie)
          : await post(
              '/api/executions/cancel',
              { ids: [id], reason: 'cancel-storm' },
              operator.cookie,
            );
      if (answer.status >= 500) throw new Error(`cancel answered ${answer.status}`);
      runs.push({ id, cost: snap.cost, by, moment });
    };
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        for (let k = next++; k < plan.length; k = next++) await cancelOne(plan[k]!, k);
      }),
    );

    // Batches over several products (a packshot and a scene in turn), each cancelled whole by
    // its creator while its first runs work and the rest wait their turn.
    const [stored] = (
      (await (await post('/api/products/analyze-image', { image }, creator.cookie)).json()) as {
        imageUrls: string[];
      }
    ).imageUrls;
    for (let b = 0; b < SIZES[size].batches; b++) {
      const snap = snaps[(b * 3) % snaps.length]!;
      const productIds: string[] = [];
      for (let p = 0; p < BATCH_PRODUCTS; p++) {
        const product = (await (
          await post(
            '/api/products',
            { name: `Storm ${b}.${p}`, imageUrls: [stored!.split('?')[0]] },
            creator.cookie,
          )
        ).json()) as { id: string };
        productIds.push(product.id);
      }
      const { batchId } = (await (
        await post('/api/batches', { snapId: snap.id, productIds }, creator.cookie)
      ).json()) as { batchId: string };
      await new Promise((resolve) =>
        setTimeout(resolve, DELAYS_MS[(b * 3 + 2) % DELAYS_MS.length]),
      );
      const answer = await post(`/api/batches/${batchId}/cancel`, {}, creator.cookie);
      if (answer.status >= 500) throw new Error(`batch cancel answered ${answer.status}`);
      // Its event stream ends once the batch has.
      await (
        await fetch(`${stack.apiUrl}/api/batches/${batchId}/events`, {
          headers: { cookie: creator.cookie },
        })
      ).text();
      const batchRuns = (await stack
        .db('executions')
        .where({ batch_id: batchId })
        .pluck('id')) as string[];
      for (const id of batchRuns)
        runs.push({ id, cost: snap.cost, by: 'batch cancel', moment: 'in a batch' });
    }

    const ended = await Promise.all(
      runs.map((r) => followExecution(stack.apiUrl, creator.cookie, r.id, 0)),
    );
    const seconds = (performance.now() - started) / 1000;

    const ids = runs.map((r) => r.id);
    const rows = await stack.db('executions').whereIn('id', ids).select('id', 'status');
    const row = new Map(rows.map((r) => [r.id as string, r]));
    const agreement = await temporalAgreement(stack.db, stack.temporalAddress, ids);
    const net = await netByExecution(stack.db, ids);
    const wrongCharge = runs.filter((r) => {
      const status = row.get(r.id)!.status;
      return (net.get(r.id) ?? 0) !== (status === 'succeeded' ? -r.cost : 0);
    });
    const held = await heldReservations(stack.db, ids);
    const unbalanced = await unbalancedUsers(stack.db, [creator.userId]);

    const byMoment = new Map<string, { cancelled: number; outran: number }>();
    runs.forEach((r, k) => {
      const tally = byMoment.get(r.moment) ?? { cancelled: 0, outran: 0 };
      if (ended[k]!.status === 'cancelled') tally.cancelled++;
      else tally.outran++;
      byMoment.set(r.moment, tally);
    });
    const moments = [...byMoment.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([moment, t]) => `${moment} ${t.cancelled}${t.outran ? ` (+${t.outran} outran it)` : ''}`,
      )
      .join(', ');
    const cancelled = ended.filter((e) => e.status === 'cancelled').length;
    return {
      scenario: 'cancel-storm',
      figures:
        `${runs.length} runs of ${snaps.length} built-in snaps (${runs.filter((r) => r.by === 'run page').length} cancelled from the run page, ` +
        `${runs.filter((r) => r.by === 'bulk cancel').length} by bulk cancel, ${runs.filter((r) => r.by === 'batch cancel').length} in ${SIZES[size].batches} cancelled batches): ${cancelled} ended cancelled, ` +
        `${runs.length - cancelled} outran their cancel; by moment: ${moments}; ${seconds.toFixed(1)} s`,
      promises: [
        {
          promise: 'every run ends, cancelled or (when the cancel came too late) succeeded',
          held: ended.every((e) => e.status === 'cancelled' || e.status === 'succeeded'),
        },
        agreement,
        {
          promise: 'a cancelled run refunded once, one that outran its cancel charged once',
          held: wrongCharge.length === 0,
          detail: `${wrongCharge.length} wrong`,
        },
        {
          promise: 'no credits left held, the balance equals the sum of its entries',
          held: held === 0 && unbalanced.length === 0,
        },
      ],
    };
  } finally {
    await stack.stop();
  }
}

/** Where a run stood when its cancel was sent: queued, in a step, completing, or ended. */
function momentOf(view: ExecutionView): string {
  if (view.status === 'queued') return 'queued';
  if (view.status !== 'running') return 'after it ended';
  const step = view.nodes.find((n) => n.status === 'running');
  if (step) return `in ${step.type}`;
  return view.nodes.some((n) => n.status === 'pending') ? 'between steps' : 'completing';
}
