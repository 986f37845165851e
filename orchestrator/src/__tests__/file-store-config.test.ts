import { loadFileStoreSettings } from '@studio/api/domain/storage/file-store-settings';
import { loadWorkerConfig } from '../config';

describe('the worker’s shared settings', () => {
  it('is read as the API reads it: the same variables give the same bucket, or folder', () => {
    const env = {
      DATABASE_URL: 'postgres://x/y',
      DATA_DIR: '/srv/data',
      FILE_STORE: 's3',
      S3_BUCKET: 'studio',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadWorkerConfig(env).files).toMatchObject({ kind: 's3', bucket: 'studio' });
    expect(loadWorkerConfig(env).files).toEqual(loadFileStoreSettings(env, '/srv/data'));
    // And Temporal's access settings, as the API reads them (temporal-access.ts).
    expect(loadWorkerConfig({ ...env, TEMPORAL_API_KEY: 'k' }).temporal.access).toEqual({
      tls: true,
      apiKey: 'k',
    });
    expect(loadWorkerConfig({ ...env, FILE_STORE: '' }).files).toEqual({
      kind: 'disk',
      dir: '/srv/data/files',
    });
  });
});
