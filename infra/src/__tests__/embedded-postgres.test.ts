import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../free-port';

const PROBE = path.join(__dirname, 'fixtures', 'provision-postgres.ts');

// A fresh machine without Postgres: npm start falls back to a real PostgreSQL from npm.
describe('provisionPostgres without a local server', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-embedded-'));
    // When running as root, PostgreSQL runs as the postgres user and must reach this directory.
    await chmod(dataDir, 0o755);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function provision(localServer: string, port: number) {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', PROBE, dataDir, localServer],
      {
        env: { ...process.env, EMBEDDED_PG_PORT: String(port) },
      },
    );
    return JSON.parse(stdout.trim().split('\n').pop()!);
  }

  it('initialises an embedded PostgreSQL under the data directory, and reuses it on the next start', async () => {
    const nowhere = `postgres://postgres@127.0.0.1:${await freePort()}/postgres`;
    const first = await provision(nowhere, await freePort());
    expect(first).toMatchObject({
      source: 'embedded',
      db: 'snapshot_studio',
      version: expect.stringMatching(/^PostgreSQL \d+/),
    });

    const second = await provision(nowhere, await freePort());
    expect(second).toMatchObject({ source: 'embedded', db: 'snapshot_studio' });
  }, 120_000);

  it('prefers a local server when one answers', async () => {
    const local = process.env.TEST_PG_URL!;
    expect(await provision(local, await freePort())).toMatchObject({ source: 'local' });
  });
});
