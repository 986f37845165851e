/**
 * Chaos scenario `ai-faults`: the local provider's random faults (AI_FAULTS, orchestrator README)
 * under snaps that each make one scene, through the API as a browser runs them. It checks what a
 * creator relies on: every run ends; a run either succeeds or fails with the fault's message shown
 * and its credits refunded; nothing stays held; every balance is the sum of its entries.
 */
import { type ExecutionView } from '@studio/api/contract/executions';
import { startBenchStack } from '../bench/bench-stack';
import { ONE_SCENE } from '../bench/temporal-runs';
import { startSnap } from '../src/cluster/proxy-creators';
import { followExecution } from '../src/testing/follow-execution';
import { publishTestSnap } from '../src/testing/graph-runs';
import { productPhoto, toDataUrl } from '../src/testing/test-images';
import { type ChaosReport, type ChaosSize } from './chaos-report';
import { heldReservations, netByExecution, unbalancedUsers } from './ledger-checks';
import { temporalAgreement } from './temporal-agreement';

const SIZES: Record<ChaosSize, { runs: number; faults: string }> = {
  // Enough permanent faults that a short run sees some.
  short: { runs: 12, faults: 'transient:0.3,permanent:0.2,slow:0.1' },
  full: { runs: 100, faults: 'transient:0.3,permanent:0.05,slow:0.1' },
};
const IN_FLIGHT = 6;

export async function run(size: ChaosSize = 'full'): Promise<ChaosReport> {
  const { runs, faults } = SIZES[size];
  const stack = await startBenchStack({
    extraEnv: { AI_FAULTS: faults, AI_FAULTS_SLOW_MS: '300' },
  });
  try {
    const creator = await stack.signedInCreator(10_000);
    const { snap } = await publishTestSnap(stack.db, ONE_SCENE);
    const image = toDataUrl(await productPhoto());
    const started = performance.now();
    const ids: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next++ < runs) {
          const executionId = await startSnap(stack.apiUrl, creator.cookie, snap.id, image);
          await followExecution(stack.apiUrl, creator.cookie, executionId, 0);
          ids.push(executionId);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const views = await Promise.all(
      ids.map(async (id) => {
        const response = await fetch(`${stack.apiUrl}/api/executions/${id}`, {
          headers: { cookie: creator.cookie },
        });
        return (await response.json()) as ExecutionView;
      }),
    );
    const succeeded = views.filter((v) => v.status === 'succeeded');
    const failed = views.filter((v) => v.status === 'failed');
    const net = await netByExecution(stack.db, ids);
    const held = await heldReservations(stack.db, ids);
    const unbalanced = await unbalancedUsers(stack.db, [creator.userId]);
    const byFault = failed.filter((v) => /injected fault/.test(v.error?.message ?? '')).length;
    const agreement = await temporalAgreement(stack.db, stack.temporalAddress, ids);

    return {
      scenario: 'ai-faults',
      figures: `${runs} scene runs with AI_FAULTS=${faults}: ${succeeded.length} succeeded, ${failed.length} failed (${failed.filter((v) => /refused/.test(v.error?.message ?? '')).length} by a permanent fault, ${failed.filter((v) => /busy/.test(v.error?.message ?? '')).length} after every retry was busy); ${seconds.toFixed(1)} s`,
      promises: [
        {
          promise: 'every run ends, succeeded or failed',
          held: succeeded.length + failed.length === runs,
          detail: `${runs - succeeded.length - failed.length} did not`,
        },
        {
          promise: 'a failed run shows the creator its error',
          held: byFault === failed.length,
          detail: `${failed.length - byFault} without the fault's message`,
        },
        {
          promise: 'a failed run is refunded; a success charged its cost once',
          held:
            failed.every((v) => (net.get(v.id) ?? 0) === 0) &&
            succeeded.every((v) => net.get(v.id) === -v.cost),
        },
        {
          promise: 'no credits left held, the balance equals the sum of its entries',
          held: held === 0 && unbalanced.length === 0,
        },
        agreement,
      ],
    };
  } finally {
    await stack.stop();
  }
}
