import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { solidPng } from '@studio/infra/testing/content-fixtures';
import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import { advanceClock, clock, restoreClock, useFixedClock } from '../../../platform/clock';
import { registerUser } from '../../users/user-accounts';
import { saveUploads } from '../file-uploads';
import { LocalDiskFileStore } from '../local-disk-file-store';
import { saveImage, sweepOrphanFiles } from '../stored-files';
import { forgetUnreferencedFiles } from '../unreferenced-files';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const lifetimes = { graceMs: 2 * HOUR, uploadLifetimeMs: 7 * DAY };

let database: TestDatabase;
let filesDir: string;
let store: LocalDiskFileStore;
let userId: string;
let colour = 0;
beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = await mkdtemp(path.join(os.tmpdir(), 'file-sweeps-'));
  store = new LocalDiskFileStore(filesDir);
  userId = (
    await registerUser(database.db, {
      email: 'files@example.com',
      password: 'secret-password',
      firstName: 'Fi',
      lastName: 'Les',
    })
  ).id;
});
afterAll(async () => {
  await database.drop();
  await rm(filesDir, { recursive: true, force: true });
});
// Fixed at the wall clock's now: files on disk and rows Postgres stamps carry the real time.
beforeEach(() => useFixedClock());
afterEach(restoreClock);

/** A newly stored file of its own colour. */
async function storedFile(): Promise<string> {
  const bytes = await solidPng(`#${(colour++).toString(16).padStart(6, '0')}`, 8);
  return saveImage(database.db, store, { bytes, extension: 'png', width: 8, height: 8 });
}
/** Both sweeps, in the order the worker runs them, at the clock's now. */
async function sweep(): Promise<string[]> {
  const forgotten = await forgetUnreferencedFiles(database.db, lifetimes);
  await sweepOrphanFiles(database.db, store, HOUR);
  return forgotten;
}
const recorded = async (key: string) =>
  (await database.db('files').where({ key }).first()) !== undefined;

async function contentWith(key: string): Promise<string> {
  const [{ id }] = await database
    .db('content')
    .insert({ user_id: userId, name: 'Packshot', type: 'static_image', output_node_id: key })
    .returning('id');
  await database.db('content_images').insert({ content_id: id, position: 0, file_key: key });
  return id;
}

describe('file sweeps', () => {
  it('keeps content’s images, then frees them once the content is deleted', async () => {
    const key = await storedFile();
    const contentId = await contentWith(key);
    advanceClock(3 * HOUR);
    expect(await sweep()).not.toContain(key);
    expect(await store.exists(key)).toBe(true);

    await database.db('content').where({ id: contentId }).delete();
    expect(await sweep()).toContain(key);
    expect(await recorded(key)).toBe(false);
    expect(await store.exists(key)).toBe(false);
  });

  it('keeps product images, execution inputs and rated images however old', async () => {
    const [productImage, input, rated] = [
      await storedFile(),
      await storedFile(),
      await storedFile(),
    ];
    const [{ id: productId }] = await database
      .db('products')
      .insert({ user_id: userId, name: 'Lamp', status: 'active' })
      .returning('id');
    await database
      .db('product_images')
      .insert({ product_id: productId, position: 0, file_key: productImage });
    const snapId = (await database.db('snaps').first()).id;
    await database.db('executions').insert({
      snap_id: snapId,
      user_id: userId,
      status: 'failed',
      input_file_key: input,
      cost: 0,
    });
    await database
      .db('feedback')
      .insert({ user_id: userId, rating: 'Good', content_urls: [`/files/${rated}`] });

    advanceClock(365 * DAY);
    const forgotten = await sweep();
    for (const key of [productImage, input, rated]) {
      expect(forgotten).not.toContain(key);
      expect(await store.exists(key)).toBe(true);
    }
  });

  it('keeps an analysis upload for a week, then frees it', async () => {
    const bytes = await solidPng('#123456', 8);
    const [key] = await saveUploads(database.db, store, userId, [
      { bytes, extension: 'png', width: 8, height: 8 },
    ]);
    advanceClock(6 * DAY);
    expect(await sweep()).not.toContain(key);
    advanceClock(2 * DAY);
    expect(await sweep()).toContain(key!);
    expect(await store.exists(key!)).toBe(false);
  });

  it('leaves an old file alone when it was just stored again', async () => {
    const bytes = await solidPng('#654321', 8);
    const image = { bytes, extension: 'png' as const, width: 8, height: 8 };
    const key = await saveImage(database.db, store, image);
    await database
      .db('files')
      .where({ key })
      .update({ last_stored_at: new Date(clock.nowMs() - 3 * DAY) });
    // Another run stores the same image now and is about to refer to it.
    await saveImage(database.db, store, image);
    advanceClock(HOUR);
    expect(await sweep()).not.toContain(key);
    expect(await recorded(key)).toBe(true);
    expect(await store.exists(key)).toBe(true);
  });
});
