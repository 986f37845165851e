import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { solidPng } from '@studio/infra/testing/content-fixtures';
import { type TestBucket, startTestBucket } from '@studio/infra/testing/s3-bucket';
import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import { advanceClock, restoreClock, useFixedClock } from '../../../platform/clock';
import { fileKeyFor } from '../file-keys';
import { type FileStore } from '../file-store';
import { LocalDiskFileStore } from '../local-disk-file-store';
import { S3FileStore } from '../s3-file-store';
import { saveImage, sweepOrphanFiles } from '../stored-files';

const HOUR = 60 * 60 * 1000;

let bucket: TestBucket;
let s3: S3FileStore;
let filesDir: string;
let disk: LocalDiskFileStore;
let database: TestDatabase;
beforeAll(async () => {
  [bucket, filesDir, database] = await Promise.all([
    startTestBucket(),
    mkdtemp(path.join(os.tmpdir(), 'file-stores-')),
    createTestDatabase(),
  ]);
  s3 = new S3FileStore(bucket.settings);
  disk = new LocalDiskFileStore(filesDir);
});
afterAll(async () => {
  s3.close();
  await Promise.all([bucket.stop(), rm(filesDir, { recursive: true, force: true })]);
  await database.drop();
});
afterEach(restoreClock);

const someKey = () => fileKeyFor(randomBytes(32), 'png');
const keysIn = async (store: FileStore) => {
  const keys: string[] = [];
  for await (const { key } of store.list()) keys.push(key);
  return keys;
};

// The same promises from both stores: the app cannot tell which one it runs on.
describe.each([
  ['local disk', () => disk as FileStore],
  ['S3-compatible bucket (versitygw)', () => s3 as FileStore],
])('%s', (_name, storeOf) => {
  it('reads back what it wrote, whole and as a stream', async () => {
    const store = storeOf();
    const bytes = randomBytes(300_000);
    const key = fileKeyFor(bytes, 'png');
    await store.write(key, bytes);
    expect((await store.read(key)).equals(bytes)).toBe(true);
    expect((await buffer(store.open(key))).equals(bytes)).toBe(true);
    expect(await store.exists(key)).toBe(true);
  });

  it('stores a file written twice once, unchanged', async () => {
    const store = storeOf();
    const bytes = randomBytes(1000);
    const key = fileKeyFor(bytes, 'jpg');
    await store.write(key, bytes);
    await store.write(key, bytes);
    expect((await store.read(key)).equals(bytes)).toBe(true);
    expect((await keysIn(store)).filter((k) => k === key)).toHaveLength(1);
  });

  it('lists what it holds with a modification time, and forgets what it removed', async () => {
    const store = storeOf();
    const bytes = randomBytes(64);
    const key = fileKeyFor(bytes, 'webp');
    const before = Date.now() - 60_000;
    await store.write(key, bytes);
    const listed = [];
    for await (const entry of store.list()) if (entry.key === key) listed.push(entry);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.modifiedAt.getTime()).toBeGreaterThan(before);

    await store.remove(key);
    await store.remove(key); // removing what is gone is no error
    expect(await store.exists(key)).toBe(false);
    expect(await keysIn(store)).not.toContain(key);
  });

  it('answers a missing file as missing: exists false, read rejects, the stream errors', async () => {
    const store = storeOf();
    const key = someKey();
    expect(await store.exists(key)).toBe(false);
    await expect(store.read(key)).rejects.toThrow();
    await expect(buffer(store.open(key))).rejects.toThrow();
  });

  it('refuses anything but a file key before touching storage', async () => {
    const store = storeOf();
    await expect(store.write('../escape.png', Buffer.from('x'))).rejects.toThrow(/Not a file key/);
    await expect(store.read('nested/key.png')).rejects.toThrow(/Not a file key/);
  });
});

describe('S3-compatible bucket', () => {
  it('holds each file as one object under its key', async () => {
    const bytes = randomBytes(500);
    const key = fileKeyFor(bytes, 'png');
    await s3.write(key, bytes);
    expect(await readdir(bucket.bucketDir)).toContain(key);
  });

  it('lists only its own keys: other objects in the bucket are not its to sweep', async () => {
    const client = new S3Client({
      endpoint: bucket.settings.endpoint,
      region: bucket.settings.region,
      forcePathStyle: true,
      credentials: bucket.settings,
    });
    try {
      await client.send(
        new PutObjectCommand({ Bucket: bucket.settings.bucket, Key: 'backup.tar', Body: 'x' }),
      );
    } finally {
      client.destroy();
    }
    expect(await keysIn(s3)).not.toContain('backup.tar');
  });

  it('keeps a prefix of its own, so deployments can share a bucket', async () => {
    const staging = new S3FileStore({ ...bucket.settings, prefix: 'staging/' });
    try {
      const bytes = randomBytes(100);
      const key = fileKeyFor(bytes, 'png');
      await staging.write(key, bytes);
      expect(await staging.exists(key)).toBe(true);
      expect(await s3.exists(key)).toBe(false);
      expect(await keysIn(staging)).toEqual([key]);
    } finally {
      staging.close();
    }
  });

  it('sweeps orphan objects past their grace and keeps recorded ones', async () => {
    const recorded = await saveImage(database.db, s3, {
      bytes: await solidPng('#123456', 8),
      extension: 'png',
      width: 8,
      height: 8,
    });
    // An object without its record: a write whose row never committed.
    const orphanBytes = randomBytes(200);
    const orphan = fileKeyFor(orphanBytes, 'png');
    await s3.write(orphan, orphanBytes);

    // Within the grace period nothing goes: the row may still be on its way. (The clock is fixed
    // at the wall clock's now: the bucket dates its objects in real time.)
    useFixedClock();
    expect(await sweepOrphanFiles(database.db, s3, HOUR)).not.toContain(orphan);
    expect(await s3.exists(orphan)).toBe(true);

    advanceClock(2 * HOUR);
    const removed = await sweepOrphanFiles(database.db, s3, HOUR);
    expect(removed).toContain(orphan);
    expect(removed).not.toContain(recorded);
    expect(await s3.exists(orphan)).toBe(false);
    expect(await s3.exists(recorded)).toBe(true);
  });
});
