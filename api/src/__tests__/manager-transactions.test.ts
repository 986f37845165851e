import http from 'node:http';
import { type AddressInfo } from 'node:net';
import request from 'supertest';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import {
  CSRF,
  registerAndSignIn,
  registerManager,
  uniqueEmail,
  type SignedIn,
} from '@studio/infra/testing/test-users';
import {
  managerTransactionPageSchema,
  TRANSACTION_CSV_COLUMNS,
} from '../contract/manager-transactions';

let t: TestApp;
let manager: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  manager = await registerManager(t.app, t.database.db);
});
afterAll(() => t.close());

const adjust = (userId: string, amount: number, reason: string) =>
  manager.agent
    .post(`/api/manager/users/${userId}/credits`)
    .set(CSRF)
    .send({ amount, reason })
    .expect(201);

const list = async (query: Record<string, string | number>) =>
  managerTransactionPageSchema.parse(
    (await manager.agent.get('/api/manager/transactions').query(query).expect(200)).body,
  );

/** The CSV's records (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i++;
    } else cell += c;
  }
  expect(cell).toBe('');
  return records;
}

/** A creator whose email carries a tag no other test's does, with entries of several kinds. */
async function creatorWithEntries(prefix: string) {
  const creator = await registerAndSignIn(t.app, { email: uniqueEmail(prefix) });
  await adjust(creator.user.id, 30, 'Goodwill');
  await adjust(creator.user.id, -5, 'Correction');
  await adjust(creator.user.id, 7, 'Outage refund');
  return creator;
}

describe('manager-only', () => {
  it.each(['/api/manager/transactions', '/api/manager/transactions.csv'])(
    '%s: 401 signed out, 403 for a creator',
    async (path) => {
      const creator = await registerAndSignIn(t.app);
      await request(t.app.callback()).get(path).expect(401);
      const { body } = await creator.agent.get(path).expect(403);
      expect(body.error).toBe('forbidden');
    },
  );
});

describe('GET /api/manager/transactions', () => {
  it('finds a user by part of their email (any case) or by id, with per-kind totals over every page', async () => {
    const creator = await creatorWithEntries('zora-tx');
    const tag = creator.email.split('@')[0]!;

    const byEmail = await list({ user: tag.toUpperCase(), limit: 2 });
    expect(byEmail).toMatchObject({ total: 4, page: 1, limit: 2 });
    expect(byEmail.transactions).toHaveLength(2);
    // Newest first, each with whose it is.
    expect(byEmail.transactions[0]).toMatchObject({
      kind: 'adjust',
      amount: 7,
      reason: 'Outage refund',
      userId: creator.user.id,
      userEmail: creator.email,
      execution: null,
    });
    // Totals cover the whole filtered set, not the page: the welcome grant and three adjustments.
    expect(byEmail.totals).toEqual([
      { kind: 'grant', count: 1, sum: 20 },
      { kind: 'adjust', count: 3, sum: 32 },
    ]);
    const second = await list({ user: tag, limit: 2, page: 2 });
    expect(second.transactions.map((entry) => entry.reason)).toEqual([
      'Goodwill',
      'Welcome credits',
    ]);
    expect(second.totals).toEqual(byEmail.totals);

    const byId = await list({ user: creator.user.id });
    expect(byId.total).toBe(4);
    // The older name of the id filter still works.
    expect((await list({ userId: creator.user.id })).total).toBe(4);
  });

  it('reads % and _ in an email search as letters, not wildcards', async () => {
    await creatorWithEntries('pct');
    expect((await list({ user: '%' })).total).toBe(0);
    expect((await list({ user: 'pct_' })).total).toBe(0);
  });

  it('filters by kind, amount range (signed, inclusive) and date range (to exclusive)', async () => {
    const creator = await creatorWithEntries('ranges');
    const mine = { user: creator.user.id };

    const adjustments = await list({ ...mine, kind: 'adjust' });
    expect(adjustments.transactions.map((entry) => entry.amount)).toEqual([7, -5, 30]);
    expect(adjustments.totals).toEqual([{ kind: 'adjust', count: 3, sum: 32 }]);

    const debits = await list({ ...mine, maxAmount: -1 });
    expect(debits.transactions.map((entry) => entry.amount)).toEqual([-5]);
    const middle = await list({ ...mine, minAmount: 7, maxAmount: 20 });
    expect(middle.transactions.map((entry) => entry.amount)).toEqual([7, 20]);
    expect(middle.totals).toEqual([
      { kind: 'grant', count: 1, sum: 20 },
      { kind: 'adjust', count: 1, sum: 7 },
    ]);

    const all = await list(mine);
    const oldest = all.transactions.at(-1)!.createdAt;
    const newest = all.transactions[0]!.createdAt;
    expect((await list({ ...mine, from: newest })).total).toBe(1);
    // `to` is exclusive: an entry made at that instant is not included.
    expect((await list({ ...mine, to: oldest })).total).toBe(0);
    expect((await list({ ...mine, from: oldest, to: newest })).total).toBe(3);
    expect((await list({ from: new Date(Date.now() + 3600_000).toISOString() })).total).toBe(0);
  });

  it('refuses an amount range upside down, and a kind that does not exist', async () => {
    const upsideDown = await manager.agent
      .get('/api/manager/transactions')
      .query({ minAmount: 10, maxAmount: 2 })
      .expect(400);
    expect(upsideDown.body).toEqual({
      error: 'validation_error',
      message: 'minAmount: The smallest amount must not be above the largest',
    });
    const kind = await manager.agent.get('/api/manager/transactions?kind=gift').expect(400);
    expect(kind.body.error).toBe('validation_error');
    const amount = await manager.agent.get('/api/manager/transactions?minAmount=1.5').expect(400);
    expect(amount.body.error).toBe('validation_error');
  });
});

describe('GET /api/manager/transactions.csv', () => {
  it('downloads the filtered set as CSV, newest first, with the list’s rows', async () => {
    const creator = await creatorWithEntries('csv');
    const response = await manager.agent
      .get('/api/manager/transactions.csv')
      .query({ user: creator.email, kind: 'adjust' })
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      })
      .expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Streamed, not built in memory and sent with a length.
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();

    const [header, ...records] = parseCsv(response.body as string);
    expect(header).toEqual([...TRANSACTION_CSV_COLUMNS]);
    const listed = await list({ user: creator.email, kind: 'adjust' });
    expect(records).toEqual(
      listed.transactions.map((entry) => [
        entry.createdAt,
        creator.email,
        creator.user.id,
        'adjust',
        String(entry.amount),
        String(entry.balanceAfter),
        entry.reason,
        '',
        '',
        entry.id,
      ]),
    );
    // A debit's amount stays a number.
    expect(records.map((record) => record[4])).toEqual(['7', '-5', '30']);
  });

  it('escapes quotes, commas and line breaks, and keeps text a spreadsheet would run as a formula as text', async () => {
    const creator = await registerAndSignIn(t.app);
    const reasons = [
      'Said "thanks", twice',
      'Line one\nline two',
      '=HYPERLINK("http://evil.test","x")',
      '+1 for the outage',
      '-2 correction',
      '@SUM(A1:A2)',
    ];
    for (const reason of reasons) await adjust(creator.user.id, 1, reason);
    const { text } = await manager.agent
      .get(`/api/manager/transactions.csv?user=${creator.user.id}&kind=adjust`)
      .expect(200);
    expect(text).toContain('"Said ""thanks"", twice"');
    expect(text).toContain('"Line one\nline two"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    const [, ...records] = parseCsv(text);
    expect(records.map((record) => record[6]).reverse()).toEqual([
      'Said "thanks", twice',
      'Line one\nline two',
      `'=HYPERLINK("http://evil.test","x")`,
      "'+1 for the outage",
      "'-2 correction",
      "'@SUM(A1:A2)",
    ]);
  });

  it('answers the header alone when nothing matches', async () => {
    const { text } = await manager.agent
      .get('/api/manager/transactions.csv?user=nobody-matches-this')
      .expect(200);
    expect(text).toBe(`\uFEFF${TRANSACTION_CSV_COLUMNS.join(',')}\r\n`);
  });

  describe('with over 100,000 entries', () => {
    let bulk: SignedIn;
    beforeAll(async () => {
      bulk = await registerAndSignIn(t.app, { email: uniqueEmail('bulk') });
      // 100,001 entries of 2 credits and one of 1, besides the welcome grant of 20.
      await t.database.db.raw(
        `insert into credit_entries (user_id, kind, amount, balance_after, idempotency_key, reason, created_at)
         select ?, 'grant', case when g = 0 then 1 else 2 end, 0, 'bulk:' || g, 'Bulk', now() - make_interval(secs => g)
         from generate_series(0, 100000) g`,
        [bulk.user.id],
      );
    });

    it('refuses an export over the limit before sending any CSV, saying by how much', async () => {
      const { body, headers } = await manager.agent
        .get(`/api/manager/transactions.csv?user=${bulk.user.id}`)
        .expect(422);
      expect(headers['content-type']).toMatch(/^application\/json/);
      expect(headers['content-disposition']).toBeUndefined();
      expect(body).toEqual({
        error: 'export_too_large',
        message:
          'These filters match 100,002 entries; an export holds at most 100,000. Narrow the filters (a shorter date range, one user or one kind) and try again.',
        count: 100_002,
        limit: 100_000,
      });
    });

    it('streams an export at the limit, every row', async () => {
      const { text } = await manager.agent
        .get(`/api/manager/transactions.csv?user=${bulk.user.id}&minAmount=2&maxAmount=2`)
        .expect(200);
      const lines = text.split('\r\n');
      expect(lines).toHaveLength(100_002); // the header, the rows and the empty end
      expect(lines[1]).toMatch(new RegExp(`,${bulk.email},${bulk.user.id},grant,2,0,Bulk,,,\\d+$`));
    });

    it('gives the connection back when the reader goes away mid-download', async () => {
      const login = await request(t.app.callback())
        .post('/api/auth/login')
        .set(CSRF)
        .send({ email: manager.email, password: manager.password })
        .expect(200);
      const cookie = (login.headers['set-cookie'] as unknown as string[])
        .map((c) => c.split(';')[0])
        .join('; ');
      const server = http.createServer(t.app.callback()).listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      try {
        // More aborted downloads than the pool has connections (10).
        for (let i = 0; i < 12; i++) {
          await new Promise<void>((resolve, reject) => {
            const req = http.get(
              {
                port,
                host: '127.0.0.1',
                path: `/api/manager/transactions.csv?user=${bulk.user.id}&minAmount=2&maxAmount=2`,
                headers: { cookie },
              },
              (res) => {
                if (res.statusCode !== 200) reject(new Error(`answered ${res.statusCode}`));
                res.once('data', () => {
                  req.destroy();
                  resolve();
                });
              },
            );
            req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
          });
        }
        // Every connection of the pool is free again: ten queries at once all answer.
        const answers = await Promise.all(
          Array.from({ length: 10 }, () =>
            manager.agent.get(`/api/manager/transactions?user=${bulk.user.id}&limit=1`),
          ),
        );
        expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });
});
