import { loadApiConfig } from '../../../config';
import { loadFileStoreSettings } from '../file-store-settings';

const base = { DATABASE_URL: 'postgres://x/y', SESSION_SECRET: 's'.repeat(32) };
const s3 = {
  FILE_STORE: 's3',
  S3_ENDPOINT: 'http://s3:7070',
  S3_BUCKET: 'studio',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_FORCE_PATH_STYLE: 'true',
};

describe('file store settings', () => {
  it('keeps files on disk under DATA_DIR unless told otherwise', () => {
    expect(loadFileStoreSettings({}, '/srv/data')).toEqual({
      kind: 'disk',
      dir: '/srv/data/files',
    });
  });

  it('reads a bucket from FILE_STORE=s3 and its settings, for the API (the worker reads the same)', () => {
    const expected = {
      kind: 's3',
      endpoint: 'http://s3:7070',
      region: 'us-east-1',
      bucket: 'studio',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: '',
    };
    expect(loadApiConfig({ ...base, ...s3 }).files).toEqual(expected);
  });

  it('says which setting is missing rather than starting without a bucket', () => {
    expect(() => loadFileStoreSettings({ ...s3, S3_BUCKET: '' }, '/d')).toThrow(
      /S3_BUCKET is required with FILE_STORE=s3/,
    );
    expect(() => loadFileStoreSettings({ FILE_STORE: 'dropbox' }, '/d')).toThrow(/FILE_STORE/);
  });
});
