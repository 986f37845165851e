import { rename, writeFile } from 'node:fs/promises';

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

export type Outage = { capability: 'scenes' | 'captions'; match?: string; delayMs?: number };

/**
 * Starts (or, with none, ends) rehearsed provider outages on the stack's worker, which reads the
 * file at every call (orchestrator README, "Fault drills"). Written whole and renamed into place,
 * so the worker never reads half a file.
 */
export async function setOutages(...outages: Outage[]): Promise<void> {
  const file = requiredEnv('E2E_FAULTS_FILE');
  await writeFile(`${file}.draft`, JSON.stringify({ outages }));
  await rename(`${file}.draft`, file);
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
