import { ApplicationFailure, heartbeat, log } from '@temporalio/activity';
import sharp from 'sharp';
import { type Database } from '@studio/api/domain/database';
import { setNodeState } from '@studio/api/domain/executions/execution-records';
import { type FileStore } from '@studio/api/domain/storage/file-store';
import { saveImage } from '@studio/api/domain/storage/stored-files';
import type { NodeActivities, NodeValue } from '@studio/workflows/activities';
import { nodeType } from '@studio/workflows/graph/node-catalogue';
import { invalidInput, toActivityFailure } from '../activities/activity-failures';
import { type AiProviders } from '../providers/capabilities';
import { NODE_HANDLERS } from './node-handlers';

const HEARTBEAT_INTERVAL_MS = 2000;

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
      const definition = nodeType(input.type);
      const handler = NODE_HANDLERS[input.type];
      if (!definition || !handler) throw invalidInput(`Unknown node type "${input.type}".`);
      const params = definition.params.safeParse(input.params);
      if (!params.success)
        throw invalidInput(
          `Bad settings for "${input.nodeId}": ${params.error.issues[0]?.message}`,
        );

      await mirror(deps.db, input.executionId, input.nodeId, { status: 'running' });
      // Tell Temporal this worker is alive while the node works (see the workflow's heartbeatTimeout).
      const beating = setInterval(() => heartbeat(), HEARTBEAT_INTERVAL_MS);
      try {
        const outputs = await handler({
          params: params.data as Record<string, unknown>,
          inputs: input.inputs,
          providers: deps.providers,
          imageSize: deps.imageSize,
          load: (value, port) => loadImage(deps.store, value, port),
          save: (bytes) => saveResult(deps, bytes),
        });
        await mirror(deps.db, input.executionId, input.nodeId, { status: 'succeeded' });
        return outputs;
      } catch (error) {
        throw toActivityFailure(error);
      } finally {
        clearInterval(beating);
      }
    },
  };
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
      'FileNotFound',
    );
  }
  return store.read(value.fileKey);
}

async function saveResult(deps: NodeActivityDeps, bytes: Buffer): Promise<string> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  return saveImage(deps.db, deps.store, { bytes, extension: 'png', width, height });
}

/** Node states in the row are a mirror for screens; failing to write one must not fail the node. */
async function mirror(
  db: Database,
  executionId: string,
  nodeId: string,
  state: { status: string },
) {
  await setNodeState(db, executionId, nodeId, state).catch((err) =>
    log.warn('could not mirror node state', { err }),
  );
}
