/**
 * Benchmark `api-v1`: runs started per second through the API for businesses — `POST /v1/runs`
 * with an API key and a fresh `Idempotency-Key` on every request (the key looked up by its hash,
 * the request counted against the key's limit, the idempotency row claimed and its answer kept)
 * — against the app's own session route, `POST /api/snaps/execute`, in the same run: the same
 * trivial snap (photo -> content), the same photo, the same concurrency, blocks of each in turn
 * so a slow moment of the machine falls on both. Goal (issue 37): the key path costs little,
 * at least 0.8 times the session route's rate. Run: npm run bench -- api-v1.
 */
import { randomUUID } from 'node:crypto';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@studio/api/contract/csrf';
import { publishTestSnap } from '../src/testing/graph-runs';
import { productPhoto, toDataUrl } from '../src/testing/test-images';
import { type BenchFigure } from './bench-report';
import { startBenchStack } from './bench-stack';
import { TRIVIAL } from './temporal-runs';

const BLOCK = 60;
const BLOCKS = 4;
const IN_FLIGHT = 10;
const GOAL_RATIO = 0.8;

type Start = () => Promise<Response>;

/** `count` starts, `IN_FLIGHT` at a time: starts per second. */
async function startsPerSecond(start: Start, count: number): Promise<number> {
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next++ < count) {
        const response = await start();
        if (response.status !== 202) {
          throw new Error(`A start answered ${response.status}: ${await response.text()}`);
        }
        await response.body?.cancel();
      }
    }),
  );
  return count / ((performance.now() - began) / 1000);
}

export async function run(): Promise<BenchFigure[]> {
  const stack = await startBenchStack();
  try {
    const creator = await stack.signedInCreator(10_000_000);
    const { snap } = await publishTestSnap(stack.db, TRIVIAL);
    const image = toDataUrl(await productPhoto({ width: 800, height: 600 }));
    const made = await fetch(`${stack.apiUrl}/api/api-keys`, {
      method: 'POST',
      headers: {
        cookie: creator.cookie,
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'Benchmark', scope: 'runs' }),
    });
    const { key, secret } = (await made.json()) as { key: { id: string }; secret: string };
    // The limit is not what is measured: raised far above the load.
    await stack.db('api_keys').where({ id: key.id }).update({ requests_per_minute: 100_000 });

    const viaKey: Start = () =>
      fetch(`${stack.apiUrl}/v1/runs`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secret}`,
          'idempotency-key': randomUUID(),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ snapId: snap.id, image }),
      });
    const viaSession: Start = () =>
      fetch(`${stack.apiUrl}/api/snaps/execute`, {
        method: 'POST',
        headers: {
          cookie: creator.cookie,
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ snapId: snap.id, inputs: { image } }),
      });

    // A first block of each, not counted: connections, modules and plans warm.
    await startsPerSecond(viaKey, IN_FLIGHT);
    await startsPerSecond(viaSession, IN_FLIGHT);
    const keyed: number[] = [];
    const session: number[] = [];
    for (let block = 0; block < BLOCKS; block++) {
      keyed.push(await startsPerSecond(viaKey, BLOCK));
      session.push(await startsPerSecond(viaSession, BLOCK));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    const v1 = median(keyed);
    const app = median(session);
    console.log(
      `runs started per second, ${IN_FLIGHT} in flight, median of ${BLOCKS} blocks of ${BLOCK}: ` +
        `/v1 with idempotency keys ${v1.toFixed(1)}/s (${keyed.map((v) => v.toFixed(1)).join(', ')}), ` +
        `session route ${app.toFixed(1)}/s (${session.map((v) => v.toFixed(1)).join(', ')})`,
    );
    return [
      {
        benchmark: 'api-v1',
        measure: `runs started per second through POST /v1/runs with an Idempotency-Key, ${IN_FLIGHT} in flight`,
        value: `${v1.toFixed(1)}/s`,
        baseline: `POST /api/snaps/execute with a session, ${app.toFixed(1)}/s`,
        ratio: v1 / app,
        goal: `≥ ${GOAL_RATIO}x the session route`,
        met: v1 / app >= GOAL_RATIO,
      },
    ];
  } finally {
    await stack.stop();
  }
}
