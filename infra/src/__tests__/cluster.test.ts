import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getBalance } from '@studio/api/domain/credits/ledger';
import { S3FileStore } from '@studio/api/domain/storage/s3-file-store';
import { packshotGraph } from '@studio/workflows/graph/__tests__/graph-builder';
import { JSON_REQUEST, signedInCreator, startSnap } from '../cluster/proxy-creators';
import { type Cluster, startCluster } from '../cluster/start-cluster';
import { followExecution } from '../testing/follow-execution';
import { publishTestSnap } from '../testing/graph-runs';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { productPhoto } from '../testing/test-images';
import { uniqueEmail } from '../testing/test-users';

jest.setTimeout(600_000);

const SNAPS = 60;
const IN_FLIGHT = 6;
const CREATORS = 4;

let database: TestDatabase;
let dir: string;
let cluster: Cluster;
beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'studio-cluster-'));
  cluster = await startCluster({
    databaseUrl: database.url,
    dir,
    workflowBundlePath: process.env.TEST_WORKFLOW_BUNDLE!,
    temporalAddress: process.env.TEMPORAL_ADDRESS!,
    // The engine's test sizes: the orchestration is under test, not the cut-out model.
    extraEnv: {
      AI_BACKGROUND_REMOVAL: 'classic',
      PACKSHOT_SIZE: '192',
      LOG_LEVEL: 'info',
      // A fifth of the auth limits: 20 failed logins an hour from one address.
      RATE_LIMIT_FACTOR: '0.2',
    },
  });
});
afterAll(async () => {
  await cluster?.stop();
  await database.drop();
  await rm(dir, { recursive: true, force: true });
});

const json = JSON_REQUEST;
const signedIn = () => signedInCreator(database.db, cluster.url, 500);

describe('the cluster: two API instances behind nginx, workers by role, files in a bucket', () => {
  it('finishes every snap through a rolling restart and a killed worker, and balances the ledger', async () => {
    const creators = await Promise.all(Array.from({ length: CREATORS }, signedIn));
    const { snap } = await publishTestSnap(database.db, packshotGraph().build());
    const image = `data:image/png;base64,${(await productPhoto()).toString('base64')}`;

    // The faults, at fixed points of the run: a rolling restart of one API instance and one
    // image worker (SIGTERM: they drain), then a crash of the other image worker (SIGKILL).
    let started = 0;
    const faults: Promise<void>[] = [];
    const exits: Record<string, number | null> = {};
    const onStarted = (count: number) => {
      if (count === 15) {
        faults.push(
          (async () => {
            const [api, worker] = await Promise.all([
              cluster.signal('api-1', 'SIGTERM'),
              cluster.signal('image-worker-1', 'SIGTERM'),
            ]);
            Object.assign(exits, { 'api-1': api, 'image-worker-1': worker });
            await Promise.all([cluster.restart('api-1'), cluster.restart('image-worker-1')]);
          })(),
        );
      }
      if (count === 35) {
        faults.push(
          (async () => {
            exits['image-worker-2'] = await cluster.signal('image-worker-2', 'SIGKILL');
            await cluster.restart('image-worker-2');
          })(),
        );
      }
    };

    const runs: { executionId: string; userId: string; cookie: string; status?: string }[] = [];
    const runOne = async (index: number) => {
      const creator = creators[index % CREATORS]!;
      const executionId = await startSnap(cluster.url, creator.cookie, snap.id, image);
      onStarted(++started);
      const run = { executionId, userId: creator.userId, cookie: creator.cookie };
      runs.push(run);
      Object.assign(run, await followExecution(cluster.url, creator.cookie, executionId));
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < SNAPS) await runOne(next++);
      }),
    );
    await Promise.all(faults);

    // The drained processes stopped cleanly; the killed one did not get to.
    expect(exits).toEqual({ 'api-1': 0, 'image-worker-1': 0, 'image-worker-2': null });
    // Every snap finished, and succeeded.
    expect(runs).toHaveLength(SNAPS);
    expect(runs.filter((r) => r.status !== 'succeeded')).toEqual([]);

    // Every image is in the bucket and served by either API instance, to its owner.
    const store = new S3FileStore(cluster.bucket.settings);
    try {
      for (const run of runs.slice(0, 10)) {
        const [{ file_key: key }] = await database
          .db('content_images')
          .join('content', 'content.id', 'content_images.content_id')
          .where('content.execution_id', run.executionId)
          .select('content_images.file_key');
        const stored = await store.read(key);
        for (const api of cluster.apiUrls) {
          const response = await fetch(`${api}/files/${key}`, { headers: { cookie: run.cookie } });
          expect(response.status).toBe(200);
          expect(Buffer.from(await response.arrayBuffer()).equals(stored)).toBe(true);
        }
      }
    } finally {
      store.close();
    }

    // Credits: each run charged exactly once, nothing held, every balance its entries' sum.
    for (const creator of creators) {
      const entries = await database.db('credit_entries').where({ user_id: creator.userId });
      const sum = entries.reduce((total, entry) => total + Number(entry.amount), 0);
      expect(await getBalance(database.db, creator.userId)).toBe(sum);
    }
    const charges = await database
      .db('credit_entries')
      .whereIn(
        'execution_id',
        runs.map((r) => r.executionId),
      )
      .groupBy('execution_id')
      .select('execution_id')
      .sum({ charged: 'amount' });
    expect(charges).toHaveLength(SNAPS);
    const cost = Number(charges[0]!.charged);
    expect(cost).toBeLessThan(0);
    expect(charges.every((c) => Number(c.charged) === cost)).toBe(true);
  });

  it('shares sessions and rate limits across instances', async () => {
    const creator = await signedIn();
    // A session made through the proxy is good on each instance.
    for (const api of cluster.apiUrls) {
      const response = await fetch(`${api}/api/auth/user`, { headers: { cookie: creator.cookie } });
      expect(((await response.json()) as { email: string }).email).toBe(creator.email);
    }
    // Twenty wrong passwords from one address (at twenty accounts), alternating instances, spend
    // one shared allowance: the next try is refused whichever instance answers it.
    const attempt = (api: string) =>
      fetch(`${api}/api/auth/login`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ email: uniqueEmail('guess'), password: 'wrong password' }),
      }).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push(await attempt(cluster.apiUrls[i % 2]!));
    expect(statuses).toEqual(Array(20).fill(401));
    expect(await attempt(cluster.apiUrls[0]!)).toBe(429);
    expect(await attempt(cluster.apiUrls[1]!)).toBe(429);
  });
});
