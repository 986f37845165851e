import { type Client } from '@temporalio/client';
import { type Database } from '@studio/api/domain/database';
import { type FileStore } from '@studio/api/domain/storage/file-store';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { type RunGraphInput } from '@studio/workflows/run-graph';
import { prepareRun, startRun } from '../src/testing/graph-runs';

/** photo -> packshot -> content: the one-node snap the Temporal benchmarks time. */
export const ONE_PACKSHOT: WorkflowGraph = {
  nodes: [
    { id: 'photo', type: 'input.image', params: {}, position: { x: 0, y: 0 } },
    { id: 'pack', type: 'image.packshot', params: {}, position: { x: 1, y: 0 } },
    { id: 'out', type: 'output.content', params: {}, position: { x: 2, y: 0 } },
  ],
  edges: [
    { id: 'a', source: 'photo', sourcePort: 'image', target: 'pack', targetPort: 'image' },
    { id: 'b', source: 'pack', sourcePort: 'image', target: 'out', targetPort: 'images' },
  ],
};

/** photo -> a flat-lay scene (the local scene generator, where AI faults strike) -> content. */
export const ONE_SCENE: WorkflowGraph = {
  nodes: [
    ONE_PACKSHOT.nodes[0]!,
    { id: 'scene', type: 'image.flat-lay', params: {}, position: { x: 1, y: 0 } },
    ONE_PACKSHOT.nodes[2]!,
  ],
  edges: [
    { id: 'a', source: 'photo', sourcePort: 'image', target: 'scene', targetPort: 'image' },
    { id: 'b', source: 'scene', sourcePort: 'image', target: 'out', targetPort: 'images' },
  ],
};

/** photo -> content: no image work at all, so only the orchestration is left to time. */
export const TRIVIAL: WorkflowGraph = {
  nodes: [ONE_PACKSHOT.nodes[0]!, ONE_PACKSHOT.nodes[2]!],
  edges: [{ ...ONE_PACKSHOT.edges[1]!, source: 'photo' }],
};

export type RunTarget = {
  client: Client;
  taskQueue: string;
  db: Database;
  store: FileStore;
  userId: string;
  photo: Buffer;
};

/** Each run's time from workflow start to result, one run after another (inputs made before). */
export async function timeRuns(target: RunTarget, graph: WorkflowGraph, runs: number) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const input = await prepareRun(target.db, target.store, {
      graph,
      userId: target.userId,
      photo: target.photo,
    });
    const started = performance.now();
    await (await startRun(target.client, target.taskQueue, input)).result();
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * `runs` runs of `graph` kept `concurrency` in flight (each finished one makes way for the next):
 * executions finished per second, and each run's time from start to result at that load.
 */
export async function throughput(
  target: RunTarget,
  graph: WorkflowGraph,
  runs: number,
  concurrency: number,
): Promise<{ perSecond: number; latencies: number[] }> {
  const inputs: RunGraphInput[] = [];
  for (let i = 0; i < runs; i++) {
    inputs.push(
      await prepareRun(target.db, target.store, {
        graph,
        userId: target.userId,
        photo: target.photo,
      }),
    );
  }
  const latencies: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < inputs.length) {
        const input = inputs[next++]!;
        const runStarted = performance.now();
        await (await startRun(target.client, target.taskQueue, input)).result();
        latencies.push(performance.now() - runStarted);
      }
    }),
  );
  return { perSecond: runs / ((performance.now() - started) / 1000), latencies };
}
