import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from '@temporalio/worker';

/*
 * Determinism guard. Every history under ./histories was recorded from a real run of runGraph
 * (`RECORD_HISTORIES=1 npx jest run-graph-workflow` writes them). Replaying them with today's
 * workflow code must make the same decisions; a change that would break running executions
 * fails here. When a change is meant to break them, version it with `patched()` instead.
 */
const HISTORIES = path.join(__dirname, 'histories');

it('replays every recorded runGraph history without a determinism violation', async () => {
  const files = (await readdir(HISTORIES)).filter((f) => f.endsWith('.json')).sort();
  expect(files.length).toBeGreaterThanOrEqual(3);
  const histories = await Promise.all(
    files.map(async (file) => ({
      workflowId: file.replace(/\.json$/, ''),
      // The CLI's JSON as it is: the worker decodes it (historyFromJSON under Jest would meet a
      // second copy of protobufjs).
      history: JSON.parse(await readFile(path.join(HISTORIES, file), 'utf8')) as unknown,
    })),
  );

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
