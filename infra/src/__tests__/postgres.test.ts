import pg from 'pg';
import { ensureDatabase, provisionPostgres, withDatabase } from '../provision/postgres';

describe('withDatabase', () => {
  it('points a server URL at another database, keeping credentials and options', () => {
    expect(withDatabase('postgres://u:p@db:5433/app?sslmode=require', 'other')).toBe(
      'postgres://u:p@db:5433/other?sslmode=require',
    );
  });
});

describe('provisionPostgres', () => {
  it('uses DATABASE_URL when it is set', async () => {
    const server = await provisionPostgres({
      dataDir: '/unused',
      env: { DATABASE_URL: 'postgres://x@h:1/app' },
    });
    expect(server.source).toBe('DATABASE_URL');
    expect(server.urlFor('postgres')).toBe('postgres://x@h:1/postgres');
  });

  it('creates a missing database once, and again without complaint', async () => {
    const server = await provisionPostgres({
      dataDir: '/unused',
      env: { DATABASE_URL: process.env.TEST_PG_URL },
    });
    const name = `studio_ensure_${process.pid}`;
    const url = await ensureDatabase(server, name);
    await Promise.all([ensureDatabase(server, name), ensureDatabase(server, name)]);
    const client = new pg.Client(url);
    await client.connect();
    expect((await client.query('select current_database() as db')).rows[0].db).toBe(name);
    await client.end();
    const admin = new pg.Client(server.urlFor('postgres'));
    await admin.connect();
    await admin.query(`drop database ${name}`);
    await admin.end();
  });
});
