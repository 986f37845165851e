import { type ExecutionDetails } from '@studio/api/contract/execution-details';
import { type ExecutionHistory } from '@studio/api/contract/execution-history';

import { generatedGraph } from './generated-graph';

/**
 * The console benchmark's data (infra/bench/console.ts): two runs of one 200-step graph, the
 * second a replay in which a tenth of the steps ended otherwise, and a run's Temporal history of
 * 1,000 events with every fifth a failed attempt carrying a stack trace.
 */
export const STEPS = 200;
export const EVENTS = 1000;

const at = (second: number) => new Date(Date.UTC(2026, 10, 29, 10, 0, second)).toISOString();

function run(
  id: string,
  replayOf: string | null,
  differs: (i: number) => boolean,
): ExecutionDetails {
  const graph = generatedGraph(STEPS, 280, 0, 1_000_000);
  const nodes = graph.nodes.map((node, i) => ({
    id: node.id,
    type: node.type,
    label: `Step ${i + 1}`,
    status: differs(i) ? ('failed' as const) : ('succeeded' as const),
    error: differs(i) ? 'The model is down.' : undefined,
    outputs: { caption: { kind: 'text' as const, text: `Output of step ${i + 1}` } },
    durationMs: 200 + ((i * 37) % 900),
  }));
  return {
    run: {
      id,
      status: 'succeeded',
      snap: { id: '40000000-0000-4000-8000-000000000001', name: 'Benchmark snap' },
      workflow: { id: '60000000-0000-4000-8000-000000000001', name: 'Benchmark snap' },
      version: 1,
      user: { id: '00000000-0000-4000-8000-000000000001', email: 'ann@example.com' },
      cost: 12,
      stepCosts: [],
      tokensReserved: 0,
      tokensCharged: 12,
      paidByPlatform: replayOf !== null,
      error: null,
      errorCode: null,
      replayOf,
      replayedBy: [],
      test: false,
      demo: false,
      createdAt: at(0),
      startedAt: at(1),
      finishedAt: at(50),
      durationMs: 49_000,
      durationClock: 'temporal',
    },
    graph,
    nodes,
    inputs: { image0: { text: 'a product photo' } },
    replayMode: replayOf ? 'start' : null,
    reusedNodes: [],
    replayOfRun: null,
    replays: [],
    bulkReplayId: null,
    apiKey: null,
    ledger: [],
    audit: [],
    temporal: { namespace: 'default', workflowId: id, url: null },
  };
}

export const firstRun = run('50000000-0000-4000-8000-000000000001', null, (i) => i % 10 === 3);
export const secondRun = run('50000000-0000-4000-8000-000000000002', firstRun.run.id, () => false);

export const history: ExecutionHistory = {
  available: true,
  events: Array.from({ length: EVENTS }, (_, i) => {
    const failed = i % 5 === 4;
    return {
      id: i + 1,
      at: at(i),
      type: failed ? 'ActivityTaskFailed' : 'ActivityTaskCompleted',
      label: failed ? 'Activity task failed' : 'Activity task completed',
      kind: 'activity' as const,
      summary: `runNode for step n${i % STEPS}, attempt ${1 + (i % 3)}`,
      failure: failed
        ? {
            message: 'The model is down.',
            type: 'ProviderError',
            stackTrace: 'ProviderError: The model is down.\n    at runNode (activities.ts:42:11)',
          }
        : null,
    };
  }),
  pending: [],
};
