import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from '@temporalio/worker';
import * as workflows from '@studio/workflows/workflows';
import { HISTORIES_DIR } from './recorded-histories';

/*
 * Determinism guard. Every history under ./histories was recorded from a real run of one of the
 * workflows (runGraph; bulkReplay; snapBatch; the product workflows analyseProductImages,
 * analyseProductPage and enhanceProductText; the housekeeping workflows fileSweep and
 * reservationSweep). Re-record them with
 *
 *   RECORD_HISTORIES=1 npx jest orchestrator/src/__tests__/run-graph-workflow.test.ts
 *   RECORD_HISTORIES=1 npx jest orchestrator/src/__tests__/bulk-replay-workflow.test.ts
 *   RECORD_HISTORIES=1 npx jest orchestrator/src/__tests__/snap-batch-workflow.test.ts
 *   RECORD_HISTORIES=1 npx jest orchestrator/src/__tests__/product-workflows.test.ts
 *   RECORD_HISTORIES=1 npx jest orchestrator/src/__tests__/housekeeping-schedules.test.ts
 *
 * Replaying them with today's workflow code must make the same decisions; a change that would
 * break running executions fails here. When a change is meant to break them, version it with
 * `patched()` instead.
 *
 * The `task-queue-records-*` histories are runGraph's earlier shape, whose execution records ran
 * as activities on the task queue before they became local activities (the LOCAL_RECORDS patch):
 * runs started before that upgrade must still replay and finish. Keep them when re-recording.
 */
interface CliHistory {
  events: { workflowExecutionStartedEventAttributes?: { workflowType: { name: string } } }[];
}

it('replays every recorded workflow history without a determinism violation', async () => {
  const files = (await readdir(HISTORIES_DIR)).filter((f) => f.endsWith('.json')).sort();
  const histories = await Promise.all(
    files.map(async (file) => ({
      workflowId: file.replace(/\.json$/, ''),
      // The CLI's JSON as it is: the worker decodes it (historyFromJSON under Jest would meet a
      // second copy of protobufjs).
      history: JSON.parse(await readFile(path.join(HISTORIES_DIR, file), 'utf8')) as CliHistory,
    })),
  );
  // Every workflow the worker runs has at least one recorded history.
  const recordedTypes = new Set(
    histories.map(
      ({ history }) =>
        history.events[0]?.workflowExecutionStartedEventAttributes?.workflowType.name,
    ),
  );
  expect([...recordedTypes].sort()).toEqual(Object.keys(workflows).sort());

  const results = [];
  for await (const result of Worker.runReplayHistories(
    process.env.TEST_WORKFLOW_BUNDLE
      ? { workflowBundle: { codePath: process.env.TEST_WORKFLOW_BUNDLE } }
      : { workflowsPath: require.resolve('@studio/workflows/workflows') },
    histories,
  )) {
    results.push({ workflowId: result.workflowId, error: result.error?.message });
  }
  expect(results).toEqual(histories.map((h) => ({ workflowId: h.workflowId, error: undefined })));
});
