import { randomUUID } from 'node:crypto';
import Koa from 'koa';
import Router from '@koa/router';
import pino from 'pino';
import request from 'supertest';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { creatorWithCredits, prepareRun } from '@studio/infra/testing/graph-runs';
import {
  CSRF,
  registerAndSignIn,
  registerManager,
  type SignedIn,
} from '@studio/infra/testing/test-users';
import { packshotGraph } from '@studio/workflows/graph/__tests__/graph-builder';
import { FailureType } from '@studio/workflows/contract/failure-types';
import { loadApiConfig } from '../config';
import { API_ERRORS } from '../contract/error-codes';
import { errorGroupDetailSchema, errorGroupListSchema } from '../contract/manager-error-logs';
import { failExecution } from '../domain/executions/execution-lifecycle';
import { pruneErrorLogs, recordError } from '../domain/error-logs/error-records';
import { normaliseMessage } from '../domain/error-logs/error-signature';
import { errorMiddleware } from '../http/error-middleware';
import { requestContext } from '../http/request-context';

let t: TestApp;
let manager: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  manager = await registerManager(t.app, t.database.db);
});
afterAll(() => t.close());

const signedOut = () => request(t.app.callback());
/** A message of letters only (the signature drops numbers and ids), unique to one test. */
const uniqueMessage = (what: string) =>
  `${what} ${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 10)}`;

/** Makes the test route throw `message`; answers the 500's request id. */
async function serverError(message: string, agent = signedOut()): Promise<string> {
  const response = await agent
    .post('/api/test/server-error')
    .set(CSRF)
    .send({ message })
    .expect(500);
  expect(response.body).toEqual({
    error: 'internal_error',
    message: API_ERRORS.internal_error.message,
  });
  return response.headers['x-request-id'] as string;
}

async function groupOf(message: string) {
  const list = errorGroupListSchema.parse(
    (await manager.agent.get('/api/manager/error-logs').query({ limit: 100 }).expect(200)).body,
  );
  return list.groups.find((g) => g.message === message);
}

describe('manager-only', () => {
  it.each([
    ['get', '/api/manager/error-logs'],
    ['get', '/api/manager/error-logs/:id'],
    ['post', '/api/manager/error-logs/:id/resolve'],
  ] as const)('%s %s: 401 signed out, 403 for a creator', async (method, route) => {
    const creator = await registerAndSignIn(t.app);
    const path = route.replace(':id', randomUUID());
    await signedOut()[method](path).set(CSRF).send({}).expect(401);
    const { body } = await creator.agent[method](path).set(CSRF).send({}).expect(403);
    expect(body.error).toBe('forbidden');
  });
});

describe('recording server errors', () => {
  it('keeps a thrown error as a grouped row with its request id, route, user and stack; the 500 stays generic', async () => {
    const creator = await registerAndSignIn(t.app);
    const message = uniqueMessage('Recorded failure');
    const requestId = await serverError(message, creator.agent);

    const [row] = await t.database.db('error_logs').where({ request_id: requestId });
    expect(row).toMatchObject({
      source: 'api',
      code: 'internal_error',
      message,
      route: 'POST /api/test/server-error',
      user_id: creator.user.id,
      execution_id: null,
    });
    expect(row.stack).toContain(`Error: ${message}`);
    expect(row.stack).toContain('test-support.ts');

    const group = await groupOf(message);
    expect(group).toMatchObject({
      source: 'api',
      code: 'internal_error',
      route: 'POST /api/test/server-error',
      count: 1,
      status: 'open',
      resolvedAt: null,
    });
  });

  it('counts two occurrences in one group, ids and numbers aside', async () => {
    const message = uniqueMessage('Twice failing');
    const first = await serverError(`${message} for ${randomUUID()} after 120 ms`);
    const second = await serverError(`${message} for ${randomUUID()} after 3 ms`);

    const groups = await t.database.db('error_groups').where('message', 'like', `${message} for %`);
    expect(groups).toHaveLength(1);
    expect(groups[0].count).toBe(2);
    // The group shows the latest message.
    expect(groups[0].message).toContain('after 3 ms');

    const detail = errorGroupDetailSchema.parse(
      (await manager.agent.get(`/api/manager/error-logs/${groups[0].id}`).expect(200)).body,
    );
    expect(detail.occurrences.map((o) => o.requestId)).toEqual([second, first]);
    expect(detail.occurrences[0]!.stack).toContain('Error: ');
    expect(detail.hourly).toHaveLength(24);
    expect(detail.hourly.at(-1)!.count).toBe(2);
  });

  it('normalises a message to its first line without ids, hashes or numbers', () => {
    expect(
      normaliseMessage(
        `No file 0123456789abcdef0123 for ${randomUUID()} (took 1,200.5 ms)\n    at stack`,
      ),
    ).toBe('no file <hex> for <id> (took <n> ms)');
  });

  it('answers the response even when recording fails or hangs, and logs it', async () => {
    const logged: unknown[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(line) });
    for (const record of [
      () => Promise.reject(new Error('database is down')),
      () => new Promise(() => undefined),
    ]) {
      const app = new Koa();
      app.silent = true;
      app.use(requestContext(logger));
      app.use(errorMiddleware({ record }));
      const router = new Router();
      router.get('/boom', () => {
        throw new Error('boom');
      });
      app.use(router.routes());
      const started = Date.now();
      const { body } = await request(app.callback()).get('/boom').expect(500);
      expect(body).toEqual({ error: 'internal_error', message: API_ERRORS.internal_error.message });
      expect(Date.now() - started).toBeLessThan(3000);
    }
    expect(logged.join('')).toContain('could not record the error for Error Logs');
  });

  it('records nothing for a 4xx', async () => {
    const before = await t.database.db('error_logs').count<{ count: string }[]>('*');
    await signedOut().post('/api/test/server-error').set(CSRF).send({ message: '' }).expect(400);
    await signedOut().get('/api/no-such-route').expect(404);
    const after = await t.database.db('error_logs').count<{ count: string }[]>('*');
    expect(after[0]!.count).toBe(before[0]!.count);
  });
});

describe('GET /api/manager/error-logs', () => {
  it('filters by source, code, route, status and dates, a page at a time, with the 24-hour chart', async () => {
    const tag = uniqueMessage('Filtered');
    await serverError(`${tag} one`);
    await serverError(`${tag} two`);
    await recordError(t.database.db, {
      source: 'run',
      code: 'ProviderError',
      message: `${tag} run`,
      route: 'scene-node',
    });

    const list = async (query: Record<string, string | number>) =>
      errorGroupListSchema.parse(
        (await manager.agent.get('/api/manager/error-logs').query(query).expect(200)).body,
      );
    const mine = (groups: { message: string }[]) =>
      groups.filter((g) => g.message.startsWith(tag)).map((g) => g.message);

    expect(mine((await list({ limit: 100 })).groups)).toEqual([
      `${tag} run`,
      `${tag} two`,
      `${tag} one`,
    ]);
    expect(mine((await list({ source: 'run', limit: 100 })).groups)).toEqual([`${tag} run`]);
    expect(mine((await list({ code: 'ProviderError', limit: 100 })).groups)).toEqual([
      `${tag} run`,
    ]);
    expect(mine((await list({ route: 'SCENE-', limit: 100 })).groups)).toEqual([`${tag} run`]);
    expect(mine((await list({ status: 'resolved', limit: 100 })).groups)).toEqual([]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(mine((await list({ from: future, limit: 100 })).groups)).toEqual([]);
    const past = new Date(Date.now() - 60 * 60_000).toISOString();
    expect(mine((await list({ to: past, limit: 100 })).groups)).toEqual([]);

    const firstPage = await list({ limit: 1, page: 1 });
    expect(firstPage).toMatchObject({ page: 1, limit: 1 });
    expect(firstPage.groups).toHaveLength(1);
    expect(firstPage.total).toBeGreaterThanOrEqual(3);
    expect(firstPage.hourly).toHaveLength(24);
    expect(firstPage.hourly.at(-1)!.count).toBeGreaterThanOrEqual(3);
    // One hour apart, oldest first.
    const hours = firstPage.hourly.map((h) => Date.parse(h.hour));
    expect(hours[1]! - hours[0]!).toBe(60 * 60 * 1000);
    // The chart follows the filters (but not the dates).
    const runs = await list({ source: 'run', route: 'scene-node' });
    expect(runs.hourly.at(-1)!.count).toBeGreaterThanOrEqual(1);

    await manager.agent.get('/api/manager/error-logs').query({ source: 'disk' }).expect(400);
  });

  it('answers 404 for a group that does not exist', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const { body } = await manager.agent.get(`/api/manager/error-logs/${id}`).expect(404);
      expect(body.error).toBe('error_group_not_found');
      await manager.agent
        .post(`/api/manager/error-logs/${id}/resolve`)
        .set(CSRF)
        .send({})
        .expect(404);
    }
  });
});

describe('POST /api/manager/error-logs/:groupId/resolve', () => {
  it('resolves a group, audited; a new occurrence opens it again', async () => {
    const message = uniqueMessage('Fixed bug');
    const requestId = await serverError(message);
    const group = (await groupOf(message))!;

    const { body: resolved } = await manager.agent
      .post(`/api/manager/error-logs/${group.id}/resolve`)
      .set(CSRF)
      .send({ reason: 'Deployed the fix' })
      .expect(200);
    expect(resolved).toMatchObject({
      id: group.id,
      status: 'resolved',
      resolvedAt: expect.any(String),
      resolvedBy: { id: manager.user.id, email: manager.email },
    });
    // Resolving again changes nothing and writes no second entry.
    await manager.agent
      .post(`/api/manager/error-logs/${group.id}/resolve`)
      .set(CSRF)
      .send({})
      .expect(200);
    const audit = await t.database
      .db('audit_events')
      .where({ target_type: 'error-group', target_id: group.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'error-group.resolve',
      actor_id: manager.user.id,
      reason: 'Deployed the fix',
      details: { source: 'api', code: 'internal_error', count: 1 },
    });
    expect(audit[0].request_id).toEqual(expect.any(String));
    expect(audit[0].request_id).not.toBe(requestId);

    const resolvedList = errorGroupListSchema.parse(
      (
        await manager.agent
          .get('/api/manager/error-logs')
          .query({ status: 'resolved', limit: 100 })
          .expect(200)
      ).body,
    );
    expect(resolvedList.groups.map((g) => g.id)).toContain(group.id);

    await serverError(message);
    expect(await groupOf(message)).toMatchObject({
      id: group.id,
      count: 2,
      status: 'open',
      resolvedAt: null,
      resolvedBy: null,
    });
  });
});

describe('recording run failures', () => {
  it('keeps a failed run once, with its code, node and user, however often the activity retries', async () => {
    const userId = await creatorWithCredits(t.database.db, 10);
    const run = await prepareRun(t.database.db, t.deps.store, {
      graph: packshotGraph().build(),
      userId,
    });
    const failure = {
      type: FailureType.ProviderError,
      code: 'E503',
      message: `Scene provider unavailable (${randomUUID()})`,
      nodeId: 'scene',
    };
    await failExecution(t.database.db, run.executionId, failure, false);
    await failExecution(t.database.db, run.executionId, failure, false);

    const rows = await t.database.db('error_logs').where({ execution_id: run.executionId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'run',
      code: 'E503',
      route: 'scene',
      message: failure.message,
      user_id: userId,
      stack: null,
    });
    const group = await t.database
      .db('error_groups')
      .where({ signature: rows[0].signature })
      .first();
    expect(group.count).toBe(1);

    const detail = errorGroupDetailSchema.parse(
      (await manager.agent.get(`/api/manager/error-logs/${group.id}`).expect(200)).body,
    );
    expect(detail.occurrences[0]).toMatchObject({
      executionId: run.executionId,
      user: { id: userId, email: expect.stringContaining('@example.com') },
    });
  });

  it('keeps no cancelled run, and a failure without a code under its failure type', async () => {
    const userId = await creatorWithCredits(t.database.db, 10);
    const graph = packshotGraph().build();
    const cancelled = await prepareRun(t.database.db, t.deps.store, { graph, userId });
    await failExecution(
      t.database.db,
      cancelled.executionId,
      { type: FailureType.Cancelled, message: 'Cancelled by the creator' },
      true,
    );
    expect(
      await t.database.db('error_logs').where({ execution_id: cancelled.executionId }),
    ).toHaveLength(0);

    const failed = await prepareRun(t.database.db, t.deps.store, { graph, userId });
    await failExecution(
      t.database.db,
      failed.executionId,
      { type: FailureType.ProviderError, message: 'The model was down' },
      false,
    );
    const [row] = await t.database.db('error_logs').where({ execution_id: failed.executionId });
    expect(row).toMatchObject({ code: FailureType.ProviderError, route: null });
  });
});

describe('retention', () => {
  it('prunes occurrences older than the cut-off and the groups last seen before it', async () => {
    const db = t.database.db;
    const old = uniqueMessage('Ancient');
    const recent = uniqueMessage('Recent');
    await recordError(db, { source: 'api', code: 'internal_error', message: old, route: 'GET /x' });
    await recordError(db, {
      source: 'api',
      code: 'internal_error',
      message: recent,
      route: 'GET /x',
    });
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await db('error_logs').where({ message: old }).update({ created_at: longAgo });
    await db('error_groups')
      .where({ message: old })
      .update({ first_seen: longAgo, last_seen: longAgo });

    const cutOff = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    const pruned = await pruneErrorLogs(db, cutOff, 1);
    expect(pruned).toEqual({ occurrences: 1, groups: 1 });
    expect(await db('error_logs').where({ message: old })).toHaveLength(0);
    expect(await db('error_groups').where({ message: old })).toHaveLength(0);
    expect(await db('error_logs').where({ message: recent })).toHaveLength(1);
  });
});

describe('the test route', () => {
  const env = {
    DATABASE_URL: 'postgres://localhost/test',
    SESSION_SECRET: 'a-session-secret-that-is-long-enough-0123',
  };

  it('is off unless ENABLE_TEST_ROUTES=true, and refused in production', () => {
    expect(loadApiConfig(env).testRoutes).toBe(false);
    expect(loadApiConfig({ ...env, ENABLE_TEST_ROUTES: 'true' }).testRoutes).toBe(true);
    expect(() =>
      loadApiConfig({ ...env, ENABLE_TEST_ROUTES: 'true', NODE_ENV: 'production' }),
    ).toThrow(/ENABLE_TEST_ROUTES/);
  });
});

describe('GET /api/manager/badges', () => {
  it('counts open error groups and the last 24 hours’ failed runs that have no replay', async () => {
    const db = t.database.db;
    const badges = async () =>
      (await manager.agent.get('/api/manager/badges').expect(200)).body as {
        errorLogs: number;
        failedRuns: number;
      };
    const before = await badges();
    const openGroups = await db('error_groups')
      .whereNull('resolved_at')
      .count<{ count: string }[]>('*');
    expect(before.errorLogs).toBe(Number(openGroups[0]!.count));

    await serverError(uniqueMessage('Badge counted'));
    const userId = await creatorWithCredits(db, 10);
    const graph = packshotGraph().build();
    const runs = await Promise.all(
      [0, 1, 2, 3, 4].map(() => prepareRun(db, t.deps.store, { graph, userId })),
    );
    const [failed, replayed, replay, old, test] = runs.map((r) => r.executionId);
    await db('executions')
      .whereIn('id', [failed!, replayed!, old!, test!])
      .update({ status: 'failed', error: { type: 'ProviderError', message: 'down' } });
    // One has been replayed; one is a day and a half old; one is a test run from the editor.
    await db('executions').where({ id: replay }).update({ replay_of: replayed });
    await db('executions')
      .where({ id: old })
      .update({ created_at: new Date(Date.now() - 36 * 60 * 60 * 1000) });
    await db('executions').where({ id: test }).update({ is_test: true });

    expect(await badges()).toEqual({
      errorLogs: before.errorLogs + 1,
      failedRuns: before.failedRuns + 1,
    });

    const creator = await registerAndSignIn(t.app);
    await creator.agent.get('/api/manager/badges').expect(403);
    await signedOut().get('/api/manager/badges').expect(401);
  });

  it('counts the moderator’s refusals of creators’ photos apart from the product’s errors', async () => {
    const db = t.database.db;
    const list = async (query: string) =>
      errorGroupListSchema.parse(
        (await manager.agent.get(`/api/manager/error-logs?${query}`).expect(200)).body,
      );
    const badge = async () =>
      ((await manager.agent.get('/api/manager/badges').expect(200)).body as { errorLogs: number })
        .errorLogs;
    const [errorsBefore, badgeBefore] = [await list(''), await badge()];

    const userId = await creatorWithCredits(db, 10);
    const run = await prepareRun(db, t.deps.store, { graph: packshotGraph().build(), userId });
    await failExecution(
      db,
      run.executionId,
      {
        type: FailureType.SensitiveContent,
        code: 'E005',
        message: `The photo was refused (${randomUUID()})`,
        nodeId: 'photo',
      },
      false,
    );

    // Not an error of the product: the errors list, its chart and the badge are as they were.
    const errors = await list('');
    expect(errors.total).toBe(errorsBefore.total);
    expect(errors.hourly).toEqual(errorsBefore.hourly);
    expect(await badge()).toBe(badgeBefore);
    // Listed with the refusals, and counted for their tab.
    const refusals = await list('kind=refusal');
    expect(refusals.groups).toEqual([
      expect.objectContaining({ kind: 'refusal', source: 'run', code: 'E005', route: 'photo' }),
    ]);
    expect(refusals.open).toEqual({ error: errorsBefore.open.error, refusal: 1 });
    expect(refusals.hourly.reduce((n, h) => n + h.count, 0)).toBe(1);
  });
});
