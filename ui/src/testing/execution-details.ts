import { type AuditEvent } from '@studio/api/contract/audit';
import { type ExecutionDetails, type LinkedRun } from '@studio/api/contract/execution-details';
import {
  type ExecutionListItem,
  type ExecutionTimeline,
  type NodeAttempt,
} from '@studio/api/contract/executions';
import { type WorkflowDetail } from '@studio/api/contract/workflows';
import { FailureType } from '@studio/workflows/contract/failure-types';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { http, HttpResponse } from 'msw';

import { buildListItem, PACKSHOT_STEPS } from './executions';
import { apiError } from './handlers';
import { server } from './server';

/**
 * A run's id in these builders (n below 10): `runId(1)` is the run buildExecutionDetails shows.
 * Each starts differently, so the page's short ids (the first eight characters) tell them apart.
 */
export const runId = (n: number) => `5000000${n}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The White Packshot workflow every run here ran. */
export const PACKSHOT_WORKFLOW_ID = '60000000-0000-4000-8000-000000000001';

/** The White Packshot graph: photo -> packshot -> content (PACKSHOT_STEPS' nodes). */
export const PACKSHOT_GRAPH: WorkflowGraph = {
  nodes: [
    { id: 'photo', type: 'input.image', params: { name: 'image' }, position: { x: 0, y: 0 } },
    {
      id: 'packshot',
      type: 'image.packshot',
      params: { background: 'white' },
      position: { x: 240, y: 0 },
    },
    {
      id: 'out',
      type: 'output.content',
      params: { contentType: 'static_image' },
      position: { x: 480, y: 0 },
    },
  ],
  edges: [
    { id: 'e1', source: 'photo', sourcePort: 'image', target: 'packshot', targetPort: 'image' },
    { id: 'e2', source: 'packshot', sourcePort: 'image', target: 'out', targetPort: 'images' },
  ],
};

/** A run linked to the one shown (the one it replays, or a replay of it). */
export function buildLinkedRun(overrides: Partial<LinkedRun> = {}): LinkedRun {
  return {
    id: runId(2),
    status: 'succeeded',
    version: 1,
    mode: 'start',
    createdAt: '2026-11-24T11:00:00.000Z',
    ...overrides,
  };
}

/** An operator's action on the run. */
export function buildAuditEvent(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: '70000000-0000-4000-8000-000000000001',
    actor: { id: '00000000-0000-4000-8000-000000000099', email: 'ops@example.com' },
    action: 'execution.replay',
    target: { type: 'execution', id: runId(1), name: null },
    reason: 'The provider is back up',
    requestId: 'req-1',
    details: { replayId: runId(2), mode: 'start', version: 1 },
    createdAt: '2026-11-24T11:00:00.000Z',
    ...overrides,
  };
}

/**
 * A run's page as `GET /api/executions/:id/details` answers it: by default a failed White Packshot
 * run of Ann's (version 1) whose packshot step failed; `run` overrides its list row.
 */
export function buildExecutionDetails(
  overrides: Partial<Omit<ExecutionDetails, 'run'>> & { run?: Partial<ExecutionListItem> } = {},
): ExecutionDetails {
  const { run, ...rest } = overrides;
  const id = run?.id ?? runId(1);
  return {
    run: buildListItem({
      id,
      workflow: { id: PACKSHOT_WORKFLOW_ID, name: 'White Packshot' },
      error: {
        type: FailureType.ProviderError,
        message: 'The model is down.',
        nodeId: 'packshot',
      },
      ...run,
    }),
    graph: PACKSHOT_GRAPH,
    nodes: [
      {
        ...PACKSHOT_STEPS[0]!,
        status: 'succeeded',
        outputs: { image: { kind: 'image', fileKey: 'uploads/photo.png' } },
        durationMs: 300,
      },
      { ...PACKSHOT_STEPS[1]!, status: 'failed', error: 'The model is down.' },
      { ...PACKSHOT_STEPS[2]!, status: 'pending' },
    ],
    inputs: { image: { fileKey: 'uploads/photo.png' } },
    replayMode: null,
    reusedNodes: [],
    replayOfRun: null,
    replays: [],
    bulkReplayId: null,
    apiKey: null,
    ledger: [],
    audit: [],
    temporal: {
      namespace: 'default',
      workflowId: `execution-${id}`,
      url: `http://temporal.test/namespaces/default/workflows/execution-${id}`,
    },
    ...rest,
  };
}

/** A node's attempts in the timeline. */
export function attempt(overrides: Partial<NodeAttempt> = {}): NodeAttempt {
  return {
    attempt: 1,
    startedAt: '2026-11-24T10:00:01.000Z',
    finishedAt: '2026-11-24T10:00:02.000Z',
    outcome: 'succeeded',
    ...overrides,
  };
}

/** A run's timeline from its Temporal history; no node unless given. */
export function buildTimeline(overrides: Partial<ExecutionTimeline> = {}): ExecutionTimeline {
  return {
    available: true,
    startedAt: '2026-11-24T10:00:01.000Z',
    finishedAt: '2026-11-24T10:00:05.000Z',
    nodes: [],
    ...overrides,
  };
}

/**
 * Serves the run pages of these runs (`GET /api/executions/:id/details`) and their timelines
 * (`/timeline`: the given one, the same for every run). Any other run answers 404.
 */
export function serveRunPages(
  runs: ExecutionDetails[],
  { timeline = buildTimeline() }: { timeline?: ExecutionTimeline } = {},
) {
  const byId = new Map(runs.map((details) => [details.run.id, details]));
  server.use(
    http.get('/api/executions/:id/details', ({ params }) => {
      const details = byId.get(String(params.id));
      return details
        ? HttpResponse.json(details)
        : apiError(404, 'execution_not_found', 'No execution with this id exists.');
    }),
    http.get('/api/executions/:id/timeline', ({ params }) =>
      byId.has(String(params.id))
        ? HttpResponse.json(timeline)
        : apiError(404, 'execution_not_found', 'No execution with this id exists.'),
    ),
  );
  return {
    /** Changes what a run's page answers from now on (the run moved on). */
    update(details: ExecutionDetails) {
      byId.set(details.run.id, details);
    },
  };
}

/** Serves `GET /api/workflows/:id` for the White Packshot workflow with these versions (newest first). */
export function serveWorkflowVersions(versions: number[]) {
  const detail: WorkflowDetail = {
    id: PACKSHOT_WORKFLOW_ID,
    name: 'White Packshot',
    description: '',
    kind: 'snap',
    draft: {
      graph: PACKSHOT_GRAPH,
      revision: 1,
      updatedAt: '2026-11-20T10:00:00.000Z',
      updatedBy: null,
      problems: [],
      cost: 3,
    },
    versions: versions.map((version) => ({
      version,
      note: `Note ${version}`,
      publishedAt: '2026-11-20T10:00:00.000Z',
      publishedBy: null,
      cost: 3,
    })),
  };
  server.use(http.get(`/api/workflows/${PACKSHOT_WORKFLOW_ID}`, () => HttpResponse.json(detail)));
}
