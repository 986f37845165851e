/**
 * Benchmark: the operators' console list (GET /api/executions) on a big table. It seeds 1,000,000
 * executions (1,000 creators, 20 snaps, every status, 90 days, a share of failures replayed) with
 * set-based SQL into a database of its own, then times the list's query and mapping
 * (listExecutions, as the route calls it) for the first page and a page 5,000 rows deep under the
 * console's common filters, against a plain primary-key lookup of one row in the same run. It
 * prints p95 and median per case, the ratio to the lookup, and whether EXPLAIN shows a
 * sequential scan of `executions` anywhere. Run: npm run bench -- executions-list.
 * EXEC_BENCH_ROWS sets the table's size (a smaller one for a quick look).
 */
import { performance } from 'node:perf_hooks';
import { executionListQuerySchema, type ExecutionListQuery } from '@studio/api/contract/executions';
import { prepareDatabase } from '@studio/api/db/migrate';
import { type Database } from '@studio/api/domain/database';
import { executionListQuery, listExecutions } from '@studio/api/domain/executions/execution-list';
import { cursorTime, encodeCursor } from '@studio/api/domain/keyset-cursor';
import { openBenchDatabase } from './bench-database';
import { type BenchFigure } from './bench-report';

const ROWS = Number(process.env.EXEC_BENCH_ROWS ?? 1_000_000);
const CREATORS = 1_000;
const SNAPS = 20;
const DEEP = 5_000;
const SAMPLES = 60;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function seed(db: Database): Promise<{ snapId: string; email: string }> {
  await db.raw(
    `insert into users (email, first_name, last_name, password_hash, email_verified_at)
     select 'creator' || g || '@bench.example', 'Bench', 'Creator' || g, null, now()
     from generate_series(1, ?) g`,
    [CREATORS],
  );
  // The built-in snaps and more on their versions, to twenty.
  const versions = await db('snaps').select('workflow_version_id', 'category_id');
  await db.raw(
    `insert into snaps (name, tags, workflow_id, workflow_version_id, category_id)
     select 'Bench snap ' || g, '{}', v.workflow_id, v.id, ?
     from generate_series(1, ?) g
     join workflow_versions v on v.id = (?::uuid[])[1 + g % ?]`,
    [
      versions[0]!.category_id,
      SNAPS - versions.length,
      versions.map((v) => v.workflow_version_id),
      versions.length,
    ],
  );
  await db('files').insert({ key: 'bench-input.png', content_type: 'image/png', byte_size: 1 });
  console.log(`seeding ${ROWS.toLocaleString('en')} executions...`);
  const started = performance.now();
  // No console is open: a million change notices would only fill Postgres's notify queue.
  await db.raw('alter table executions disable trigger executions_notify_change');
  // Deterministic spread: g picks a creator, a snap, an age within 90 days and a status
  // (70 % succeeded, 20 % failed under three error codes, 5 % cancelled, 5 % queued or running).
  await db.raw(
    `with creators as (select array_agg(id order by email) ids from users where email like '%@bench.example'),
          bench_snaps as (select array_agg(id order by name) ids, array_agg(workflow_version_id order by name) versions from snaps)
     insert into executions (snap_id, workflow_version_id, user_id, input_file_key, cost, status,
                             error, created_at, started_at, finished_at)
     select s.ids[1 + g % ${SNAPS}], s.versions[1 + g % ${SNAPS}],
            c.ids[1 + (g::bigint * 7919) % ${CREATORS}], 'bench-input.png', 2,
            k.status,
            case k.status
              when 'failed' then case g % 3
                when 0 then '{"type":"ProviderError","message":"The model is down."}'::jsonb
                when 1 then '{"type":"InvalidInput","message":"Too big.","nodeId":"up"}'::jsonb
                else '{"type":"SensitiveContent","message":"Refused.","code":"E005"}'::jsonb end
              when 'cancelled' then '{"type":"Cancelled","message":"The execution was cancelled."}'::jsonb
            end,
            t.at, t.at + interval '1 second',
            case when k.status in ('queued', 'running') then null else t.at + interval '9 seconds' end
     from generate_series(1, ?) g
     cross join creators c cross join bench_snaps s
     cross join lateral (select now() - make_interval(secs => (g::bigint * 7777) % (90 * 86400)) as at) t
     cross join lateral (select case
       when g % 20 < 14 then 'succeeded' when g % 20 < 18 then 'failed'
       when g % 20 = 18 then 'cancelled' when g % 40 = 19 then 'queued' else 'running' end as status) k`,
    [ROWS],
  );
  // A third of the failures were replayed (the replay is a succeeded run pointing back).
  await db.raw(
    `insert into executions (snap_id, workflow_version_id, user_id, input_file_key, cost, status,
                             replay_of, paid_by_platform, replay_mode, created_at, started_at, finished_at)
     select snap_id, workflow_version_id, user_id, input_file_key, cost, 'succeeded',
            id, true, 'start', created_at + interval '1 hour', created_at + interval '1 hour',
            created_at + interval '1 hour 9 seconds'
     from executions where status = 'failed' and (hashtext(id::text) % 3) = 0`,
  );
  await db.raw('alter table executions enable trigger executions_notify_change');
  await db.raw('analyze');
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const snap = await db('snaps').orderBy('name').first('id');
  return { snapId: snap.id, email: `creator42@bench.example` };
}

/**
 * The cursor `DEEP` rows into a filter's list (found once, untimed), or 500 rows in where the
 * filter has fewer (one creator's runs).
 */
async function deepCursor(
  db: Database,
  query: ExecutionListQuery,
): Promise<{ cursor: string; depth: number }> {
  for (const depth of [DEEP, DEEP / 10]) {
    const [row] = await executionListQuery(db, query)
      .clearSelect()
      .select('e.id', db.raw(`${cursorTime('e.created_at')} as cursor_at`))
      .offset(depth)
      .limit(1)
      .castTo<{ id: string; cursor_at: string }[]>();
    if (row) return { cursor: encodeCursor({ at: row.cursor_at, id: row.id }), depth };
  }
  throw new Error(`Fewer than ${DEEP / 10} rows under ${JSON.stringify(query)}`);
}

async function seqScans(db: Database, query: ExecutionListQuery): Promise<string[]> {
  const { sql, bindings } = executionListQuery(db, query).toKnexQuery().toSQL();
  const { rows } = await db.raw(`explain (format json) ${sql}`, bindings as never);
  const found: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    if (node['Node Type'] === 'Seq Scan') found.push(String(node['Relation Name']));
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(rows[0]['QUERY PLAN'][0].Plan);
  return found.filter((relation) => relation === 'executions');
}

async function time(work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 5; i++) await work(); // warm the cache and the pool
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return samples;
}

export async function run(): Promise<BenchFigure[]> {
  const { db, close } = await openBenchDatabase();
  try {
    await prepareDatabase(db);
    const { snapId, email } = await seed(db);
    const probe = await db('executions')
      .orderBy('created_at')
      .offset(ROWS / 2)
      .first('id');
    const lookup = await time(() => db('executions').where('id', probe.id).first());
    const lookupP95 = percentile(lookup, 95);

    const filters: Record<string, Record<string, string>> = {
      'no filter': {},
      'status=failed': { status: 'failed' },
      snapId: { snapId },
      'user (email search)': { user: email },
      'errorCode=E005': { errorCode: 'E005' },
      'failed, not replayed': { notReplayed: 'true' },
    };
    console.log(`\nprimary-key lookup: p95 ${lookupP95.toFixed(2)} ms`);
    console.log('filter                  page    p95 ms  median ms  x lookup  seq scan');
    let worst = 0;
    for (const [name, raw] of Object.entries(filters)) {
      const query = executionListQuerySchema.parse(raw);
      const deep = await deepCursor(db, query);
      const pages = { first: query, [`+${deep.depth}`]: { ...query, cursor: deep.cursor } };
      for (const [page, pageQuery] of Object.entries(pages)) {
        const samples = await time(() => listExecutions(db, pageQuery));
        const p95 = percentile(samples, 95);
        worst = Math.max(worst, p95);
        const scans = await seqScans(db, pageQuery);
        console.log(
          `${name.padEnd(22)}  ${page.padEnd(6)}  ${p95.toFixed(2).padStart(6)}  ${percentile(samples, 50).toFixed(2).padStart(9)}  ${(p95 / lookupP95).toFixed(1).padStart(8)}  ${scans.length > 0 ? 'YES' : 'no'}`,
        );
      }
    }
    console.log(
      `\nworst p95 ${worst.toFixed(2)} ms (goal <= 50 ms), ${(worst / lookupP95).toFixed(1)}x the lookup (goal <= 10x)`,
    );
    return [
      {
        benchmark: 'executions-list',
        measure: `the console's slowest page p95, ${ROWS.toLocaleString('en')} executions`,
        value: `${worst.toFixed(1)} ms`,
        baseline: `primary-key lookup p95, ${lookupP95.toFixed(2)} ms`,
        ratio: worst / lookupP95,
        goal: '≤ 50 ms and ≤ 10x the lookup',
        met: worst <= 50 && worst / lookupP95 <= 10,
      },
    ];
  } finally {
    await close();
  }
}
