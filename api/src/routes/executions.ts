import { PassThrough } from 'node:stream';
import Router from '@koa/router';
import { z } from 'zod';
import { requireManager, requireUser } from '../auth/current-user';
import { EXECUTION_PROGRESS_EVENT, executionStatusSchema } from '../contract/executions';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { listExecutions } from '../domain/executions/execution-list';
import { findExecution } from '../domain/executions/execution-view';
import { type Execution } from '../domain/models/execution';
import { type User } from '../domain/models/user';
import { cancelExecution } from '../services/cancel-execution';
import { currentExecutionView, watchExecution } from '../services/execution-progress';
import { replayExecution } from '../services/replay-execution';
import { type Orchestrator } from '../temporal/orchestrator';

const listQuery = z.object({
  status: executionStatusSchema.optional(),
  snapId: z.string().uuid().optional(),
  userId: z.string().uuid().optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

const replayRequest = z.object({ version: z.number().int().min(1).optional() });

export function executionRoutes(deps: { db: Database; orchestrator: Orchestrator }): Router {
  const router = new Router({ prefix: '/api/executions' });

  /** The execution if the caller may see it: its owner, or a manager. Anyone else: 404. */
  const visible = async (user: User, id: string | undefined): Promise<Execution> => {
    const uuid = z.string().uuid().safeParse(id);
    const execution = uuid.success ? await findExecution(deps.db, uuid.data) : undefined;
    if (!execution || (execution.user_id !== user.id && user.role !== 'manager')) {
      throw new DomainError('execution_not_found');
    }
    return execution;
  };

  router.get('/', requireManager, async (ctx) => {
    const filters = listQuery.parse(ctx.query);
    ctx.body = {
      ...(await listExecutions(deps.db, filters)),
      page: filters.page,
      limit: filters.limit,
    };
  });

  router.get('/:id', requireUser, async (ctx) => {
    ctx.body = await currentExecutionView(deps, await visible(ctx.state.user, ctx.params.id));
  });

  /**
   * Server-sent events: a `progress` event with the whole view whenever it changes, ending with
   * the terminal state. A client that reconnects simply gets the current state first.
   */
  router.get('/:id/events', requireUser, async (ctx) => {
    const execution = await visible(ctx.state.user, ctx.params.id);
    const stream = new PassThrough();
    ctx.req.socket.setTimeout(0);
    ctx.set({
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    ctx.status = 200;
    ctx.body = stream;

    const gone = new AbortController();
    ctx.req.once('close', () => gone.abort());
    void (async () => {
      for await (const view of watchExecution(deps, execution, gone.signal)) {
        stream.write(`event: ${EXECUTION_PROGRESS_EVENT}\ndata: ${JSON.stringify(view)}\n\n`);
      }
      stream.end();
    })().catch((err) => {
      ctx.state.log.error({ err, executionId: execution.id }, 'event stream failed');
      stream.end();
    });
  });

  router.post('/:id/cancel', requireUser, async (ctx) => {
    const execution = await visible(ctx.state.user, ctx.params.id);
    await cancelExecution(deps, execution);
    ctx.status = 202;
    ctx.body = { id: execution.id, status: 'cancelling' };
  });

  /** Runs a failed (or cancelled) execution again with the same inputs, on a chosen version. */
  router.post('/:id/replay', requireManager, async (ctx) => {
    const original = await visible(ctx.state.user, ctx.params.id);
    const { version: number } = replayRequest.parse(ctx.request.body ?? {});
    const { replay, version } = await replayExecution(deps, original, number);
    ctx.status = 202;
    ctx.body = { executionId: replay.id, replayOf: original.id, version: version.version };
  });

  return router;
}
