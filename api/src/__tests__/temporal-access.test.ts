import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadApiConfig } from '../config';
import { loadTemporalAccess } from '../domain/temporal-access';

let dir: string;
const file = (name: string) => path.join(dir, name);
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'temporal-access-'));
  await writeFile(file('client.pem'), 'CERTIFICATE');
  await writeFile(file('client.key'), 'PRIVATE KEY');
  await writeFile(file('ca.pem'), 'CA CERTIFICATE');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('reaching Temporal elsewhere', () => {
  it('is a plain connection to a local server by default', () => {
    expect(loadTemporalAccess({})).toEqual({});
  });

  it('takes Temporal Cloud’s API key, over TLS', () => {
    expect(loadTemporalAccess({ TEMPORAL_API_KEY: 'key-123' })).toEqual({
      tls: true,
      apiKey: 'key-123',
    });
  });

  it('takes a client certificate (mTLS) and a private CA, read from their files', () => {
    const access = loadTemporalAccess({
      TEMPORAL_TLS_CERT_PATH: file('client.pem'),
      TEMPORAL_TLS_KEY_PATH: file('client.key'),
      TEMPORAL_TLS_CA_PATH: file('ca.pem'),
      TEMPORAL_TLS_SERVER_NAME: 'temporal.internal',
    });
    expect(access.tls).toEqual({
      clientCertPair: { crt: Buffer.from('CERTIFICATE'), key: Buffer.from('PRIVATE KEY') },
      serverRootCACertificate: Buffer.from('CA CERTIFICATE'),
      serverNameOverride: 'temporal.internal',
    });
    expect(access.apiKey).toBeUndefined();
  });

  it('turns TLS on by itself for a public server that needs no certificate', () => {
    expect(loadTemporalAccess({ TEMPORAL_TLS: 'true' })).toEqual({ tls: true });
  });

  it('refuses half a certificate, a file it cannot read, and credentials without TLS', () => {
    expect(() => loadTemporalAccess({ TEMPORAL_TLS_CERT_PATH: file('client.pem') })).toThrow(
      /TEMPORAL_TLS_CERT_PATH and TEMPORAL_TLS_KEY_PATH together/,
    );
    expect(() =>
      loadTemporalAccess({
        TEMPORAL_TLS_CERT_PATH: file('missing.pem'),
        TEMPORAL_TLS_KEY_PATH: file('client.key'),
      }),
    ).toThrow(/TEMPORAL_TLS_CERT_PATH=.*missing\.pem could not be read/);
    expect(() => loadTemporalAccess({ TEMPORAL_TLS: 'false', TEMPORAL_API_KEY: 'k' })).toThrow(
      /needs TLS/,
    );
  });

  it('reaches the API’s connection settings', () => {
    const config = loadApiConfig({
      DATABASE_URL: 'postgres://x/y',
      SESSION_SECRET: 's'.repeat(32),
      TEMPORAL_ADDRESS: 'studio.a1b2c.tmprl.cloud:7233',
      TEMPORAL_NAMESPACE: 'studio.a1b2c',
      TEMPORAL_API_KEY: 'key-123',
    });
    expect(config.temporal).toMatchObject({
      address: 'studio.a1b2c.tmprl.cloud:7233',
      namespace: 'studio.a1b2c',
      access: { tls: true, apiKey: 'key-123' },
    });
  });
});
