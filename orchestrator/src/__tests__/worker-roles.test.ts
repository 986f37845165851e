import { S3FileStore } from '@studio/api/domain/storage/s3-file-store';
import { creatorWithCredits, prepareRun, startRun } from '@studio/infra/testing/graph-runs';
import { type TestBucket, startTestBucket } from '@studio/infra/testing/s3-bucket';
import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import { startTestWorker, type TestWorker } from '@studio/infra/testing/test-worker';
import { graph } from '@studio/workflows/graph/__tests__/graph-builder';
import { loadWorkerConfig } from '../config';

const env = { DATABASE_URL: 'postgres://x/y' };

describe('WORKER_QUEUES', () => {
  it('chooses the queues a worker process polls; all three by default', () => {
    expect(loadWorkerConfig(env).roles).toEqual(['workflows', 'images', 'ai']);
    expect(loadWorkerConfig({ ...env, WORKER_QUEUES: ' images ,ai,images' }).roles).toEqual([
      'images',
      'ai',
    ]);
  });

  it('refuses a queue that does not exist', () => {
    expect(() => loadWorkerConfig({ ...env, WORKER_QUEUES: 'workflows,gpu' })).toThrow(
      /WORKER_QUEUES[\s\S]*one of workflows, images, ai/,
    );
  });
});

describe('a deployment split by role, its files in a bucket', () => {
  let database: TestDatabase;
  let bucket: TestBucket;
  const stores: S3FileStore[] = [];
  const workers: TestWorker[] = [];
  beforeAll(async () => {
    [database, bucket] = await Promise.all([createTestDatabase(), startTestBucket()]);
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    stores.forEach((s) => s.close());
    await bucket.stop();
    await database.drop();
  });

  it('runs a snap whose nodes need both node queues: one process orchestrates, another works', async () => {
    // Each worker with its own store client, as separate processes (and machines) would have.
    const store = () => {
      stores.push(new S3FileStore(bucket.settings));
      return stores.at(-1)!;
    };
    // The orchestrating process must never touch an image: that is the node workers' work.
    const touched: string[] = [];
    const watched = store();
    const orchestratorStore = new Proxy(watched, {
      get: (target, name: keyof S3FileStore) =>
        typeof target[name] === 'function'
          ? (...args: unknown[]) => {
              touched.push(String(name));
              return (target[name] as (...a: unknown[]) => unknown).apply(target, args);
            }
          : target[name],
    });
    const orchestrating = await startTestWorker({
      db: database.db,
      store: orchestratorStore,
      imageSize: 128,
      roles: ['workflows'],
    });
    workers.push(orchestrating);
    workers.push(
      await startTestWorker({
        db: database.db,
        store: store(),
        imageSize: 128,
        roles: ['images', 'ai'],
        taskQueue: orchestrating.taskQueue,
      }),
    );
    // A packshot (image queue) and a water splash (AI queue) from one photo.
    const both = graph()
      .node('photo', 'input.image')
      .node('pack', 'image.packshot')
      .node('splash', 'image.water-splash')
      .node('out', 'output.content', { contentType: 'carousel' })
      .edge('photo.image', 'pack.image')
      .edge('photo.image', 'splash.image')
      .edge('pack.image', 'out.images')
      .edge('splash.image', 'out.images')
      .build();
    const userId = await creatorWithCredits(database.db, 50);
    const input = await prepareRun(database.db, store(), { graph: both, userId });

    const handle = await startRun(orchestrating.client, orchestrating.taskQueue, input);
    const { contentIds } = await handle.result();

    const images = await database
      .db('content_images')
      .where({ content_id: contentIds[0] })
      .select('file_key');
    expect(images).toHaveLength(2);
    // Every output is in the bucket, where any API instance can serve it.
    const reader = store();
    for (const { file_key } of images) expect(await reader.exists(file_key)).toBe(true);
    expect(touched).toEqual([]);
  });
});
