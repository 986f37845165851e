import { PassThrough } from 'node:stream';
import Router from '@koa/router';
import { type Context } from 'koa';
import { z } from 'zod';
import { FailureType } from '@studio/workflows/contract/failure-types';
import { requireManager, requireUser } from '../auth/current-user';
import {
  EXECUTION_PROGRESS_EVENT,
  executionStatusSchema,
  type ExecutionView,
  TERMINAL_EXECUTION_STATUSES as TERMINAL,
} from '../contract/executions';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { listExecutions } from '../domain/executions/execution-list';
import { createReplay, markExecutionFailed } from '../domain/executions/execution-records';
import { executionView, findExecution } from '../domain/executions/execution-view';
import { type Execution } from '../domain/models/execution';
import { findVersion, findVersionOf } from '../domain/workflows/workflow-definitions';
import { type Orchestrator } from '../temporal/orchestrator';

/** How often the event stream looks for changes: the workflow's progress query is the source. */
const STREAM_INTERVAL_MS = 400;

const listQuery = z.object({
  status: executionStatusSchema.optional(),
  snapId: z.string().uuid().optional(),
  userId: z.string().uuid().optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export function executionRoutes(deps: { db: Database; orchestrator: Orchestrator }): Router {
  const router = new Router({ prefix: '/api/executions' });

  /** The execution if the caller may see it: its owner, or a manager. Anyone else: 404. */
  const visible = async (ctx: Context): Promise<Execution> => {
    const id = z.string().uuid().safeParse(ctx.params.id);
    const execution = id.success ? await findExecution(deps.db, id.data) : undefined;
    const user = ctx.state.user!;
    if (!execution || (execution.user_id !== user.id && user.role !== 'manager')) {
      throw new DomainError('execution_not_found');
    }
    return execution;
  };

  const snapshot = async (execution: Execution): Promise<ExecutionView> => {
    const live = TERMINAL.has(execution.status)
      ? undefined
      : await deps.orchestrator.progress(execution.id);
    return executionView(deps.db, execution, live?.nodes);
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
    ctx.body = await snapshot(await visible(ctx));
  });

  /**
   * Server-sent events: a `progress` event with the whole view whenever it changes, ending with
   * the terminal state. A client that reconnects simply gets the current state first.
   */
  router.get('/:id/events', requireUser, async (ctx) => {
    const execution = await visible(ctx);
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

    let closed = false;
    ctx.req.once('close', () => {
      closed = true;
    });
    void (async () => {
      let last = '';
      let current = execution;
      while (!closed) {
        const view = await snapshot(current);
        const json = JSON.stringify(view);
        if (json !== last) {
          stream.write(`event: ${EXECUTION_PROGRESS_EVENT}\ndata: ${json}\n\n`);
          last = json;
        }
        if (TERMINAL.has(view.status)) break;
        await new Promise((resolve) => setTimeout(resolve, STREAM_INTERVAL_MS));
        current = (await findExecution(deps.db, execution.id)) ?? current;
      }
      stream.end();
    })().catch((err) => {
      ctx.state.log.error({ err, executionId: execution.id }, 'event stream failed');
      stream.end();
    });
  });

  router.post('/:id/cancel', requireUser, async (ctx) => {
    const execution = await visible(ctx);
    if (TERMINAL.has(execution.status)) {
      throw new DomainError('execution_finished');
    }
    try {
      await deps.orchestrator.cancel(execution.id);
    } catch {
      // No workflow to signal (it never started): record the end directly.
      await markExecutionFailed(
        deps.db,
        execution.id,
        { type: FailureType.Cancelled, message: 'The execution was cancelled.' },
        true,
      );
    }
    ctx.status = 202;
    ctx.body = { id: execution.id, status: 'cancelling' };
  });

  /** Runs a failed (or cancelled) execution again with the same inputs, on a chosen version. */
  router.post('/:id/replay', requireManager, async (ctx) => {
    const original = await visible(ctx);
    if (original.status !== 'failed' && original.status !== 'cancelled') {
      throw new DomainError('not_replayable');
    }
    const { version: number } = z
      .object({ version: z.number().int().min(1).optional() })
      .parse(ctx.request.body ?? {});
    const pinned = original.workflow_version_id
      ? await findVersion(deps.db, original.workflow_version_id)
      : undefined;
    const version =
      number && pinned ? await findVersionOf(deps.db, pinned.workflow_id, number) : pinned;
    if (!version)
      throw new DomainError('workflow_not_found', 'That workflow version does not exist.');
    const snap = await deps.db('snaps').where({ id: original.snap_id }).first<{ name: string }>();

    const replay = await createReplay(deps.db, original, {
      id: version.id,
      cost: original.is_demo ? 0 : version.cost,
    });
    await deps.orchestrator.startExecution({
      executionId: replay.id,
      userId: replay.user_id!,
      snapName: snap?.name ?? 'Content',
      graph: version.graph,
      inputs: replay.inputs,
      cost: replay.cost,
    });
    ctx.status = 202;
    ctx.body = { executionId: replay.id, replayOf: original.id, version: version.version };
  });

  return router;
}
