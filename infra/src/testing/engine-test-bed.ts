import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalDiskFileStore } from '@studio/api/domain/storage/local-disk-file-store';
import { createTestDatabase } from './test-database';
import { startTestWorker, type TestWorker } from './test-worker';
import { timedSetups } from './setup-costs';

async function startEngineTestBedUntimed(name: string) {
  const database = await createTestDatabase();
  const filesDir = await mkdtemp(path.join(os.tmpdir(), `studio-${name}-`));
  const store = new LocalDiskFileStore(filesDir);
  const workers: TestWorker[] = [];
  return {
    database,
    store,
    async startWorker(taskQueue?: string): Promise<TestWorker> {
      const worker = await startTestWorker({ db: database.db, store, imageSize: 128, taskQueue });
      workers.push(worker);
      return worker;
    },
    async close(): Promise<void> {
      await Promise.all(workers.map((w) => w.stop()));
      await database.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

export type EngineTestBed = Awaited<ReturnType<typeof startEngineTestBed>>;

/**
 * What a test of the engine's workflows needs without the API: a database and a files
 * directory of its own, and workers on it (each on its own task queue unless one is given), all
 * gone at `close`.
 */
export const startEngineTestBed = timedSetups('an engine test bed', startEngineTestBedUntimed);
