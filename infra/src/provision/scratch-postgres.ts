import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runCommand } from './run-command';

export interface ScratchPostgres {
  /** A connection string for `database` (created by `createDatabase`). */
  urlFor(database: string): string;
  createDatabase(name: string): Promise<string>;
  /** A clean, fast shutdown: open sessions are ended, as a restart or failover ends them. */
  stop(): Promise<void>;
  /** Starts it again on the same data and port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it for good and deletes its data. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the caller's own — its own data directory, socket directory and port,
 * trusting local connections — from Debian's server binaries (/usr/lib/postgresql/N/bin): for a
 * scenario that must stop and start the database under a running app, which the shared server
 * must not be. As root, Postgres (which refuses root) runs as the `postgres` user.
 */
export async function startScratchPostgres(port: number): Promise<ScratchPostgres> {
  const bin = debianPostgresBin();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'studio-scratch-pg-'));
  const data = path.join(dir, 'data');
  const asOwner = ownerOf(dir);
  await asOwner.chown(dir);
  const pgCtl = (...args: string[]) =>
    asOwner.run(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), ...args]);
  // No fsync: the scenario tests the app's side of an outage, not the disk's.
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const server: ScratchPostgres = {
    urlFor: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      await asOwner.run(path.join(bin, 'createdb'), ['-h', dir, '-p', String(port), name]);
      return server.urlFor(name);
    },
    stop: () => pgCtl('-m', 'fast', '-w', 'stop'),
    start: () => pgCtl('-o', settings, '-w', 'start'),
    async destroy() {
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => {}); // already stopped
      await rm(dir, { recursive: true, force: true });
    },
  };
  try {
    await asOwner.run(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    await server.start();
    return server;
  } catch (error) {
    await server.destroy();
    throw error;
  }
}

/** The newest Debian PostgreSQL server's binaries. */
function debianPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'No PostgreSQL server binaries in /usr/lib/postgresql: apt-get install postgresql',
    );
  }
  return path.join(root, versions[0]!, 'bin');
}

/** Runs commands as the user the server runs as: ourselves, or `postgres` when we are root. */
function ownerOf(dir: string) {
  if (os.userInfo().uid !== 0) {
    return {
      chown: async () => {},
      run: (command: string, args: string[]) =>
        runCommand(command, args, { quiet: true, cwd: dir }),
    };
  }
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return {
    chown: (target: string) => chown(target, id('-u'), id('-g')),
    run: (command: string, args: string[]) =>
      runCommand('runuser', ['-u', 'postgres', '--', command, ...args], { quiet: true, cwd: dir }),
  };
}
