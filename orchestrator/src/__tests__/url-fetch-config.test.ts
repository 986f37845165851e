import { loadWorkerConfig } from '../config';

const BASE_ENV = { DATABASE_URL: 'postgres://localhost/test' };
const configError = (env: Record<string, string>): string => {
  try {
    loadWorkerConfig({ ...BASE_ENV, ...env });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('URL_FETCH_ALLOWED_HOSTS (the worker configuration)', () => {
  it('is empty unless set', () => {
    expect(loadWorkerConfig(BASE_ENV).urlFetch).toEqual({ allowedHosts: [] });
    expect(loadWorkerConfig({ ...BASE_ENV, URL_FETCH_ALLOWED_HOSTS: '' }).urlFetch).toEqual({
      allowedHosts: [],
    });
  });

  it('reads comma-separated host:port entries, written as the guard compares them', () => {
    const { urlFetch } = loadWorkerConfig({
      ...BASE_ENV,
      URL_FETCH_ALLOWED_HOSTS: ' 127.0.0.1:4010, LOCALHOST:80 ,[::1]:9000,',
    });
    expect(urlFetch.allowedHosts).toEqual(['127.0.0.1:4010', 'localhost:80', '[::1]:9000']);
  });

  it.each(['127.0.0.1', 'http://127.0.0.1:4010', '127.0.0.1:4010/path', 'a b:1'])(
    'refuses the entry %j',
    (entry) => {
      expect(configError({ URL_FETCH_ALLOWED_HOSTS: entry })).toContain(
        'URL_FETCH_ALLOWED_HOSTS: ',
      );
    },
  );

  it('is refused when NODE_ENV=production: production never allow-lists an address', () => {
    expect(
      configError({ NODE_ENV: 'production', URL_FETCH_ALLOWED_HOSTS: '127.0.0.1:4010' }),
    ).toContain(
      'URL_FETCH_ALLOWED_HOSTS: is for tests only and must not be set when NODE_ENV=production',
    );
    expect(loadWorkerConfig({ ...BASE_ENV, NODE_ENV: 'production' }).urlFetch.allowedHosts).toEqual(
      [],
    );
  });

  it('takes the upload limits under the API’s names for images from product pages', () => {
    expect(loadWorkerConfig(BASE_ENV).imageLimits).toEqual({
      maxBytes: 10 * 1024 * 1024,
      maxPixels: 50_000_000,
    });
    expect(
      loadWorkerConfig({ ...BASE_ENV, MAX_UPLOAD_MB: '2', MAX_UPLOAD_MEGAPIXELS: '12' })
        .imageLimits,
    ).toEqual({ maxBytes: 2 * 1024 * 1024, maxPixels: 12_000_000 });
  });
});
