import { DBError } from 'objection';
import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import { createDatabase } from '../database';
import { isDatabaseUnavailable } from '../database-errors';
import { Product } from '../models/product';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/**
 * Ends the server session of `trx`'s connection (as a restart or failover would), while `query`
 * runs on it when `midQuery` (the server answers the query with its FATAL error) or before.
 */
async function terminated(
  query: (trx: typeof database.db) => PromiseLike<unknown>,
  midQuery: boolean,
): Promise<unknown> {
  const admin = createDatabase(process.env.TEST_PG_URL!);
  const terminate = (pid: number) => admin.raw('select pg_terminate_backend(?)', [pid]);
  let failure: unknown;
  try {
    // The transaction holds one connection for the query; its own end fails too, and is ignored.
    await database.db
      .transaction(async (trx) => {
        const { pid } = (
          await trx.raw<{ rows: { pid: number }[] }>('select pg_backend_pid() as pid')
        ).rows[0]!;
        if (!midQuery) await terminate(pid);
        const running = Promise.resolve(query(trx)).catch((error: unknown) => {
          failure = error;
        });
        if (midQuery) {
          // Once the server is running it (not merely sent): then its answer is the FATAL error.
          while (!(await isRunning(admin, pid))) await new Promise(setImmediate);
          await terminate(pid);
        }
        await running;
      })
      .catch(() => undefined);
    return failure;
  } finally {
    await admin.destroy();
  }
}

async function isRunning(admin: ReturnType<typeof createDatabase>, pid: number) {
  const row = await admin('pg_stat_activity')
    .where({ pid, state: 'active' })
    .andWhereLike('query', '%pg_sleep%')
    .first('pid');
  return row !== undefined;
}

// A model's query is wrapped by Objection (a DBError keeping the driver's error as nativeError): a
// product page read that met a restarting database once answered 500 instead of 503.
it('sees a model query the server ended as the database being away', async () => {
  const error = await terminated(
    (trx) => Product.query(trx).whereRaw('(select pg_sleep(30)) is null'),
    true,
  );
  expect(error).toBeInstanceOf(DBError);
  expect(isDatabaseUnavailable(error)).toBe(true);
});

it('sees a query on a connection already gone, and the reason kept as a cause', async () => {
  const lost = await terminated((trx) => Product.query(trx).limit(1), false);
  expect(isDatabaseUnavailable(lost)).toBe(true);
  expect(isDatabaseUnavailable(new Error('could not save the run', { cause: lost }))).toBe(true);
});

it('does not mistake a wrong query for an outage, wrapped or not', async () => {
  const wrong = await Product.query(database.db)
    .where('no_such_column', 1)
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  expect(wrong).toBeInstanceOf(DBError);
  expect(isDatabaseUnavailable(wrong)).toBe(false);
  expect(isDatabaseUnavailable(new Error('wrapped', { cause: wrong }))).toBe(false);
});
