import path from 'node:path';
import { z } from 'zod';
import { parseEnvironment } from '../environment';
import { type FileStore } from './file-store';
import { LocalDiskFileStore } from './local-disk-file-store';
import { S3FileStore, type S3FileStoreSettings } from './s3-file-store';

/** Where the API and the worker keep files: `FILE_STORE=disk` (one machine) or `s3` (several). */
export type FileStoreSettings =
  { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3FileStoreSettings);

const required = (name: string) => z.string().min(1, `${name} is required with FILE_STORE=s3`);

const fileStoreEnv = z.discriminatedUnion('FILE_STORE', [
  z.object({ FILE_STORE: z.literal('disk') }),
  z.object({
    FILE_STORE: z.literal('s3'),
    /** Unset for AWS itself; the server's address for any other S3-compatible store. */
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: required('S3_BUCKET'),
    S3_ACCESS_KEY_ID: required('S3_ACCESS_KEY_ID'),
    S3_SECRET_ACCESS_KEY: required('S3_SECRET_ACCESS_KEY'),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    S3_PREFIX: z.string().default(''),
  }),
]);

/** The file store settings in `env` (the API's and the worker's: they must agree). */
export function loadFileStoreSettings(env: NodeJS.ProcessEnv, dataDir: string): FileStoreSettings {
  const e = parseEnvironment(
    fileStoreEnv,
    { ...env, FILE_STORE: env.FILE_STORE || 'disk' },
    'file store',
  );
  if (e.FILE_STORE === 'disk') return { kind: 'disk', dir: path.join(dataDir, 'files') };
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    prefix: e.S3_PREFIX,
  };
}

export function createFileStore(settings: FileStoreSettings): FileStore {
  return settings.kind === 'disk'
    ? new LocalDiskFileStore(settings.dir)
    : new S3FileStore(settings);
}
