import { open, readFile, rename, unlink, writeFile } from 'node:fs/promises';

import { type APIRequestContext, expect } from '@playwright/test';
import type * as ExecutionsContract from '@studio/api/contract/executions';
import type * as SnapWrites from '@studio/api/domain/snaps/snap-writes';
import type * as WorkflowDefinitions from '@studio/api/domain/workflows/workflow-definitions';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';

import { csrf } from './accounts';
import { apiModule } from './api-modules';
import { withDatabase } from './database';
import { requiredEnv } from './env';
import { dataUrl, productPhoto } from './images';

const { createWorkflow, publishVersion, saveDraft } = apiModule<typeof WorkflowDefinitions>(
  '@studio/api/domain/workflows/workflow-definitions',
);
const { addSnap } = apiModule<typeof SnapWrites>('@studio/api/domain/snaps/snap-writes');
const { TERMINAL_EXECUTION_STATUSES } = apiModule<typeof ExecutionsContract>(
  '@studio/api/contract/executions',
);

// Fixtures for the executions console's specs: a snap on a workflow of the spec's own (the
// panel's snap editor is issue 15's), the stack's fault drills, and runs started as a creator.

/** Publishes `graph` as version 1 of a new workflow and puts a snap on it, named `name`. */
export function publishSnap(name: string, graph: WorkflowGraph) {
  return withDatabase(async (db) => {
    const workflow = await createWorkflow(db, { name, graph });
    const version = await publishVersion(db, workflow.id, undefined, 'e2e fixture');
    const snap = await addSnap(db, {
      name,
      workflowId: workflow.id,
      workflowVersionId: version.id,
    });
    return { snapId: snap.id, workflowId: workflow.id };
  });
}

/** Publishes `graph` as the workflow's next version; its snap stays on the version it had. */
export function publishNextVersion(workflowId: string, graph: WorkflowGraph): Promise<number> {
  return withDatabase(async (db) => {
    await saveDraft(db, workflowId, graph);
    return (await publishVersion(db, workflowId, undefined, 'e2e fixture')).version;
  });
}

/** photo -> cut-out -> `scene` (a node's type and params) -> content. */
export function cutoutSceneGraph(scene: {
  type: string;
  params: Record<string, unknown>;
}): WorkflowGraph {
  const at = (x: number) => ({ x: x * 260, y: 0 });
  return {
    nodes: [
      { id: 'photo', type: 'input.image', params: { name: 'image' }, position: at(0) },
      { id: 'cutout', type: 'image.remove-background', params: {}, position: at(1) },
      { id: 'scene', ...scene, position: at(2) },
      {
        id: 'out',
        type: 'output.content',
        params: { contentType: 'static_image' },
        position: at(3),
      },
    ],
    edges: [
      { id: 'e1', source: 'photo', sourcePort: 'image', target: 'cutout', targetPort: 'image' },
      { id: 'e2', source: 'cutout', sourcePort: 'image', target: 'scene', targetPort: 'image' },
      { id: 'e3', source: 'scene', sourcePort: 'image', target: 'out', targetPort: 'images' },
    ],
  };
}

/**
 * A generated scene whose prompt carries a test's marker (for its fault drills). The scene gets a
 * cut-out, so each of its attempts goes straight to the (failing) provider: given an opaque
 * image it would cut the product out itself first, a model inference per attempt, which on a busy
 * machine made the retries outlast a test's wait.
 */
export function sceneGraph(marker: string, setting: string): WorkflowGraph {
  return cutoutSceneGraph({
    type: 'ai.generate-scene',
    params: { prompt: `${setting}, ${marker}` },
  });
}

export type Outage = { capability: 'scenes' | 'captions'; delayMs?: number };

/**
 * Sets this test's rehearsed provider outages on the stack's worker (orchestrator README, "Fault
 * drills"): every call whose text contains `marker` (a scene prompt, a caption's context) meets
 * them; with none, this test's outages end. The worker reads one file for the whole stack, which
 * both browser workers' tests share, so each test changes only its own entries, under a lock,
 * and the file is written whole and renamed into place (the worker never reads half of it).
 */
export async function setOutages(marker: string, ...outages: Outage[]): Promise<void> {
  const file = requiredEnv('E2E_FAULTS_FILE');
  await underLock(`${file}.lock`, async () => {
    const current = await readFile(file, 'utf8').then(
      (text) => (JSON.parse(text) as { outages: (Outage & { match?: string })[] }).outages,
      () => [],
    );
    const others = current.filter((outage) => outage.match !== marker);
    const mine = outages.map((outage) => ({ ...outage, match: marker }));
    await writeFile(`${file}.draft`, JSON.stringify({ outages: [...others, ...mine] }));
    await rename(`${file}.draft`, file);
  });
}

/** Runs `work` while holding `lock` (a file only one process can create at a time). */
async function underLock(lock: string, work: () => Promise<void>): Promise<void> {
  for (let tries = 0; ; tries++) {
    try {
      await (await open(lock, 'wx')).close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || tries > 500) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  try {
    await work();
  } finally {
    await unlink(lock);
  }
}

/** Runs a snap on `photo` (the red box unless given) as `request`'s creator; answers its id. */
export async function runSnap(
  request: APIRequestContext,
  snapId: string,
  photo: { mimeType: string; buffer: Buffer } = productPhoto(),
): Promise<string> {
  const response = await request.post('/api/snaps/execute', {
    data: { snapId, inputs: { image: dataUrl(photo) } },
    headers: csrf,
  });
  expect(response.status(), await response.text()).toBe(202);
  return ((await response.json()) as { executionId: string }).executionId;
}

type RunState = { status: string; error?: { code?: string } | null };

/** A run's state as its owner (or a manager) reads it. */
export async function runState(request: APIRequestContext, id: string): Promise<RunState> {
  const response = await request.get(`/api/executions/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as RunState;
}

/** Waits until the run has ended, then answers how. */
export async function runEnded(request: APIRequestContext, id: string): Promise<RunState> {
  await expect
    .poll(
      async () => TERMINAL_EXECUTION_STATUSES.has((await runState(request, id)).status as never),
      {
        // Four attempts of a failing AI step with their backoff (about 7 s) on a busy machine.
        timeout: 90_000,
      },
    )
    .toBe(true);
  return runState(request, id);
}

export async function balanceOf(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/credits/balance')).json()) as { credits: number })
    .credits;
}

/** How many items the creator's library holds (up to 48, plenty for a spec's own account). */
export async function libraryCount(request: APIRequestContext): Promise<number> {
  const page = (await (await request.get('/api/content?limit=48')).json()) as {
    content: unknown[];
  };
  return page.content.length;
}
