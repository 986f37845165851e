import { findRun } from '../domain/executions/find-run';
import Router from '@koa/router';
import {
  EXECUTION_PROGRESS_EVENT,
  EXECUTION_ROWS_EVENT,
  TERMINAL_EXECUTION_STATUSES,
} from '../contract/executions';
import { executionsApi } from '../contract/routes/executions';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { previewBulk } from '../domain/executions/bulk-replays';
import { executionDetails, type TemporalLinks } from '../domain/executions/execution-details';
import { listExecutions } from '../domain/executions/execution-list';
import { findExecution } from '../domain/executions/execution-view';
import { isUuid } from '../domain/ids';
import { reconcileExecution, temporalWord } from '../domain/executions/reconcile-execution';
import { type Execution } from '../domain/models/execution';
import { type User } from '../domain/models/user';
import { bulkReplayView, cancelBulkReplay, startBulkReplay } from '../services/bulk-replay';
import { cancelExecution, cancelExecutions } from '../services/cancel-execution';
import { currentExecutionView, watchExecution } from '../services/execution-progress';
import { replayExecution } from '../services/replay-execution';
import { type Orchestrator } from '../temporal/orchestrator';
import { auditActor } from '../http/audit-actor';
import { openEventStream, streamEvents } from '../http/event-stream';
import { mountRoute } from '../http/mount-route';
import { executionChanges } from '../domain/executions/execution-changes';
import { buildHistory, NO_HISTORY } from '../temporal/execution-history';
import { buildTimeline, NO_TIMELINE } from '../temporal/execution-timeline';
import { historyToJSON } from '@temporalio/common/lib/proto-utils';

/** A comment line on an idle console stream, so proxies do not close it. */
const KEEP_ALIVE_MS = 25_000;

export function executionRoutes(deps: {
  db: Database;
  orchestrator: Orchestrator;
  temporalLinks?: TemporalLinks;
}): Router {
  const router = new Router();

  /** The execution if the caller may see it: its owner, or a manager. Anyone else: 404. */
  const visible = async (user: User, id: string): Promise<Execution> => {
    const execution = isUuid(id) ? await findExecution(deps.db, id) : undefined;
    if (!execution || (execution.user_id !== user.id && user.role !== 'manager')) {
      throw new DomainError('execution_not_found');
    }
    return execution;
  };

  /** The console's list: any filters, newest first, a page at a time (keyset). */
  mountRoute(router, executionsApi.list, ({ query }) => listExecutions(deps.db, query));

  /**
   * The console, live: server-sent events named `rows` carrying the runs under the console's
   * filter that were just made or changed (`items`, newest first) and the changed runs that no
   * longer match it (`gone`), one stream per open console, fed by Postgres notifications.
   */
  mountRoute(router, executionsApi.changes, async ({ query: filter, ctx }) => {
    const stream = openEventStream(ctx);
    const changes = executionChanges(deps.db);
    const unsubscribe = changes.subscribe((ids) => {
      void listExecutions(deps.db, { ...filter, limit: ids.length }, ids)
        .then(({ items }) => {
          const shown = new Set(items.map((item) => item.id));
          const gone = ids.filter((id) => !shown.has(id));
          stream.write(
            `event: ${EXECUTION_ROWS_EVENT}\ndata: ${JSON.stringify({ items, gone })}\n\n`,
          );
        })
        .catch((err: unknown) => ctx.state.log.error({ err }, 'console update failed'));
    });
    const keepAlive = setInterval(() => stream.write(': still here\n\n'), KEEP_ALIVE_MS);
    const stop = () => {
      clearInterval(keepAlive);
      unsubscribe();
      if (!stream.writableEnded) stream.end();
    };
    ctx.req.once('close', stop);
    // A draining instance ends the stream itself (with a reconnect hint): stop feeding it.
    ctx.state.lifecycle.signal.addEventListener('abort', stop, { once: true });
    await changes.ready();
    stream.write(`event: ready\ndata: {}\n\n`);
  });

  /** An operator's search box: a run id, a Temporal workflow id or a content id. */
  mountRoute(router, executionsApi.lookup, ({ params }) => findRun(deps.db, params.ref));

  mountRoute(router, executionsApi.get, async ({ params, user }) =>
    currentExecutionView(deps, await visible(user, params.id)),
  );

  /** What a bulk action would take, counted before the operator confirms it. */
  mountRoute(router, executionsApi.bulkPreview, ({ body }) => previewBulk(deps.db, body));

  /** Replays the failed and cancelled runs of a selection or a filter as one job (operators). */
  mountRoute(router, executionsApi.bulkReplay, ({ body, ctx }) =>
    startBulkReplay(deps, body, auditActor(ctx), ctx.state.log),
  );

  mountRoute(router, executionsApi.bulkReplayJob, ({ params }) =>
    bulkReplayView(deps, params.jobId),
  );

  mountRoute(router, executionsApi.cancelBulkReplay, async ({ params, body: { reason }, ctx }) => {
    await cancelBulkReplay(deps, params.jobId, { actor: auditActor(ctx), reason });
    return bulkReplayView(deps, params.jobId);
  });

  /** Stops every queued or running run of a selection or a filter (operators, with a reason). */
  mountRoute(router, executionsApi.cancelMany, ({ body: { reason, ...selection }, ctx }) =>
    cancelExecutions(deps, selection, { actor: auditActor(ctx), reason }),
  );

  /** The console's run page: the run, its graph and states, ledger, replays and audit (operators). */
  mountRoute(router, executionsApi.details, async ({ params, user }) => {
    const execution = await visible(user, params.id);
    const live = TERMINAL_EXECUTION_STATUSES.has(execution.status)
      ? undefined
      : await deps.orchestrator.progress(execution.id);
    return executionDetails(
      deps.db,
      execution,
      deps.temporalLinks ?? { namespace: 'default', uiUrl: null },
      live?.nodes,
    );
  });

  /** Each node's attempts from the run's Temporal history (operators). */
  mountRoute(router, executionsApi.timeline, async ({ params, user, ctx }) => {
    const execution = await visible(user, params.id);
    const source = await deps.orchestrator.timelineSource(execution.id).catch((error) => {
      ctx.state.log.warn({ err: error, executionId: execution.id }, 'no timeline from Temporal');
      throw new DomainError('orchestrator_unavailable');
    });
    return source ? buildTimeline(source) : NO_TIMELINE;
  });

  /** The run's Temporal history in words, and its pending activities (operators). */
  mountRoute(router, executionsApi.history, async ({ params, user, ctx }) => {
    const execution = await visible(user, params.id);
    const source = await deps.orchestrator.timelineSource(execution.id).catch((error) => {
      ctx.state.log.warn({ err: error, executionId: execution.id }, 'no history from Temporal');
      throw new DomainError('orchestrator_unavailable');
    });
    return source ? buildHistory(source) : NO_HISTORY;
  });

  /** The same history as Temporal's own JSON, for an operator's tools. */
  mountRoute(router, executionsApi.rawHistory, async ({ params, user, ctx }) => {
    const execution = await visible(user, params.id);
    const source = await deps.orchestrator.timelineSource(execution.id).catch((error) => {
      ctx.state.log.warn({ err: error, executionId: execution.id }, 'no history from Temporal');
      throw new DomainError('orchestrator_unavailable');
    });
    if (!source)
      throw new DomainError('execution_not_found', 'Temporal keeps no history of this run.');
    ctx.set('Content-Disposition', `attachment; filename="run-${execution.id}-history.json"`);
    return JSON.parse(historyToJSON({ events: source.events })) as { events: unknown[] };
  });

  /**
   * Server-sent events: a `progress` event with the whole view whenever it changes, ending with
   * the terminal state. A client that reconnects simply gets the current state first.
   */
  mountRoute(router, executionsApi.events, async ({ params, user, ctx }) => {
    const execution = await visible(user, params.id);
    streamEvents(
      ctx,
      EXECUTION_PROGRESS_EVENT,
      (signal) => watchExecution(deps, execution, signal),
      { executionId: execution.id },
    );
  });

  /**
   * Stops a queued or running run: its owner, or a manager. A manager stopping someone else's run
   * gives a reason, and the audit log records it with the cancellation.
   */
  mountRoute(router, executionsApi.cancel, async ({ params, body: { reason }, user, ctx }) => {
    const execution = await visible(user, params.id);
    const byOperator = execution.user_id !== user.id;
    if (byOperator && !reason) {
      throw new DomainError('validation_error', 'reason: Give a reason of at least 3 characters');
    }
    await cancelExecution(
      deps,
      execution,
      byOperator ? { actor: auditActor(ctx), reason: reason! } : undefined,
    );
    return { id: execution.id, status: 'cancelling' as const };
  });

  /**
   * "Check against Temporal" on the run page: compares the run with its workflow now and repairs
   * the database where Temporal has the last word (the reconciler's pass for one run), audited
   * as the operator who asked.
   */
  mountRoute(router, executionsApi.reconcile, async ({ params, user, ctx }) => {
    const execution = await visible(user, params.id);
    const temporal = await deps.orchestrator.describeRun(execution.id).catch((error) => {
      ctx.state.log.warn({ err: error, executionId: execution.id }, 'Temporal could not say');
      throw new DomainError('orchestrator_unavailable');
    });
    const { repairs, timesAligned } = await reconcileExecution(
      deps.db,
      execution.id,
      temporal,
      auditActor(ctx),
    );
    return { temporal: temporalWord(temporal), repairs, timesAligned };
  });

  /** Runs a failed (or cancelled) execution again, free for its creator; the operator says why. */
  mountRoute(router, executionsApi.replay, async ({ params, body, user, ctx }) => {
    const original = await visible(user, params.id);
    const { replay, version } = await replayExecution(
      deps,
      original,
      body,
      auditActor(ctx),
      ctx.state.log,
    );
    return { executionId: replay.id, replayOf: original.id, version: version.version };
  });

  return router;
}
