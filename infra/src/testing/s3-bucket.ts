import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { type S3FileStoreSettings } from '@studio/api/domain/storage/s3-file-store';
import { freePort } from '../free-port';
import { findVersitygw, startS3Server } from '../provision/versitygw';

export interface TestBucket {
  /** What FILE_STORE=s3 takes, for this bucket. */
  settings: S3FileStoreSettings;
  /** The gateway's directory for this bucket: the objects as files, for checks from outside. */
  bucketDir: string;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (versitygw, posix backend) on a free port with one new bucket:
 * never an in-memory fake. Its data lives in a temporary directory removed by `stop`.
 */
export async function startTestBucket(): Promise<TestBucket> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'studio-s3-'));
  const accessKeyId = `test${randomBytes(6).toString('hex')}`;
  const secretAccessKey = randomBytes(20).toString('hex');
  const server = await startS3Server({
    bin: await findVersitygw(),
    port: await freePort(),
    dataDir: path.join(work, 'buckets'),
    accessKeyId,
    secretAccessKey,
    logFile: path.join(work, 'versitygw.log'),
  });
  const settings: S3FileStoreSettings = {
    endpoint: server.endpoint,
    region: 'us-east-1',
    bucket: 'studio-files',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId, secretAccessKey },
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  } finally {
    client.destroy();
  }
  return {
    settings,
    bucketDir: path.join(work, 'buckets', settings.bucket),
    stop: async () => {
      await server.stop();
      await rm(work, { recursive: true, force: true });
    },
  };
}
