import { type NodeStatus } from '@studio/workflows/graph/node-status';
import { ApplicationFailure, Context, heartbeat, log } from '@temporalio/activity';
import sharp from 'sharp';
import { type Database } from '@studio/api/domain/database';
import { setNodeState } from '@studio/api/domain/executions/execution-records';
import { type FileStore } from '@studio/api/domain/storage/file-store';
import { saveImage } from '@studio/api/domain/storage/stored-files';
import type { NodeActivities } from '@studio/workflows/activities';
import { FailureType } from '@studio/workflows/contract/failure-types';
import {
  NODE_CATALOGUE,
  type NodeParams,
  type NodeTypeId,
  type RunnableNodeTypeId,
} from '@studio/workflows/graph/node-catalogue';
import { type NodeOutputs, type NodeValue } from '@studio/workflows/graph/node-values';
import { type NodeMeta } from '@studio/workflows/graph/product-fidelity';
import { type z } from 'zod';
import { invalidInput, toActivityFailure } from '../activities/activity-failures';
import { outlastDatabaseOutage } from '../activities/database-outages';
import { HEARTBEAT_INTERVAL_MS } from '../activities/heartbeats';
import { type AiProviders } from '../providers/capabilities';
import { NODE_HANDLERS, type NodeContext, type NodeHandler } from './node-handlers';

export interface NodeActivityDeps {
  db: Database;
  store: FileStore;
  providers: AiProviders;
  imageSize: number;
}

/**
 * `runNode`: one graph node's work, registered on the image and the AI queues. Its outputs are
 * content-addressed files, so a retry that repeats the work stores nothing twice. Errors are
 * sorted for Temporal's retry policy: sensitive content and bad input are final, provider
 * hiccups are retried with backoff.
 */
export function createNodeActivities(deps: NodeActivityDeps): NodeActivities {
  return {
    async runNode(input) {
      if (!isRunnable(input.type)) throw invalidInput(`Unknown node type "${input.type}".`);
      const run = prepareNode(input.type, input.params, input.nodeId);

      // The start time and, at the end, the outputs: a test run's panel shows each step's
      // duration and what it made.
      const startedAt = new Date().toISOString();
      await mirror(deps.db, input.executionId, input.nodeId, { status: 'running', startedAt });
      // Tell Temporal this worker is alive while the node works (see the workflow's heartbeatTimeout);
      // a cancellation comes back in a heartbeat's answer (activities/heartbeats.ts).
      const beating = setInterval(() => heartbeat(), HEARTBEAT_INTERVAL_MS);
      const signal = Context.current().cancellationSignal;
      let meta: NodeMeta | undefined;
      try {
        const outputs = await run({
          inputs: input.inputs,
          providers: deps.providers,
          imageSize: deps.imageSize,
          signal,
          load: (value, port) => loadImage(deps.store, value, port),
          // The work is done by then: a database restart must not throw it away (the heartbeats
          // go on meanwhile, so Temporal knows the node is alive).
          save: (bytes) => outlastDatabaseOutage(() => saveResult(deps, bytes), signal),
          note: (noted) => (meta = { ...meta, ...noted }),
        });
        // The step's end, unlike its start, is waited for through a database restart: its
        // outputs and notes are read from the row later (the run page, the kept cut-outs), and a
        // step left Running in a run that succeeded is a lie (found by `npm run chaos --
        // postgres-outage`).
        await mirror(
          deps.db,
          input.executionId,
          input.nodeId,
          { status: 'succeeded', startedAt, outputs, ...(meta ? { meta } : {}) },
          signal,
        );
        return outputs;
      } catch (error) {
        throw toActivityFailure(error);
      } finally {
        clearInterval(beating);
      }
    },
  };
}

export function isRunnable(type: string): type is RunnableNodeTypeId {
  return Object.hasOwn(NODE_HANDLERS, type);
}

/**
 * The catalogue seen as each type's params schema answering that type's params: checked per type
 * here, so that `PARAMS[type]` for a generic `type` parses to `NodeParams<typeof type>`.
 */
const PARAMS: { readonly [T in NodeTypeId]: { params: z.ZodType<NodeParams<T>> } } = NODE_CATALOGUE;

/**
 * A node's handler with its params checked by its type's schema: generic in the type, so the
 * compiler sees that each handler only ever gets params of its own type.
 */
export function prepareNode<T extends RunnableNodeTypeId>(
  type: T,
  params: unknown,
  nodeId: string,
) {
  const checked = PARAMS[type].params.safeParse(params);
  if (!checked.success) {
    throw invalidInput(`Bad settings for "${nodeId}": ${checked.error.issues[0]?.message}`);
  }
  const handler: NodeHandler<T> = NODE_HANDLERS[type];
  return (ctx: Omit<NodeContext<T>, 'params'>) => handler({ ...ctx, params: checked.data });
}

async function loadImage(
  store: FileStore,
  value: NodeValue | undefined,
  port: string,
): Promise<Buffer> {
  if (!value || value.kind !== 'image') throw invalidInput(`Input "${port}" needs an image.`);
  if (!(await store.exists(value.fileKey))) {
    throw ApplicationFailure.nonRetryable(
      `Input file ${value.fileKey} is missing from storage`,
      FailureType.FileNotFound,
    );
  }
  return store.read(value.fileKey);
}

async function saveResult(deps: NodeActivityDeps, bytes: Buffer): Promise<string> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  return saveImage(deps.db, deps.store, { bytes, extension: 'png', width, height });
}

/**
 * Node states in the row are a mirror for screens; failing to write one must not fail the node.
 * Given the activity's `signal`, the write outlasts a database outage first.
 */
async function mirror(
  db: Database,
  executionId: string,
  nodeId: string,
  state: { status: NodeStatus; startedAt?: string; outputs?: NodeOutputs; meta?: NodeMeta },
  signal?: AbortSignal,
) {
  const write = () => setNodeState(db, executionId, nodeId, state);
  await (signal ? outlastDatabaseOutage(write, signal) : write()).catch((err) =>
    log.warn('could not mirror node state', { err }),
  );
}
