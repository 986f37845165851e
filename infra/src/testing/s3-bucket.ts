import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type S3Bucket, startS3Bucket } from '../provision/versitygw';
import { timedSetups } from './setup-costs';

export type TestBucket = S3Bucket;

async function startTestBucketUntimed(): Promise<TestBucket> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'studio-s3-'));
  const bucket = await startS3Bucket({ dir: work, name: 'studio-files' });
  return {
    ...bucket,
    stop: async () => {
      await bucket.stop();
      await rm(work, { recursive: true, force: true });
    },
  };
}

/**
 * A real S3-compatible server (versitygw, posix backend) on a free port with one new bucket:
 * never an in-memory fake. Its data lives in a temporary directory removed by `stop`.
 */
export const startTestBucket = timedSetups('an S3 bucket server', startTestBucketUntimed);
