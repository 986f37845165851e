import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type S3Bucket, startS3Bucket } from '../provision/versitygw';
import { timedSetup } from './setup-costs';

export type TestBucket = S3Bucket;

/**
 * A real S3-compatible server (versitygw, posix backend) on a free port with one new bucket:
 * never an in-memory fake. Its data lives in a temporary directory removed by `stop`.
 */
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

/** startTestBucket, its time put down to the test file that paid for it. */
export const startTestBucket: typeof startTestBucketUntimed = (...args) =>
  timedSetup('an S3 bucket server', () => startTestBucketUntimed(...args));
