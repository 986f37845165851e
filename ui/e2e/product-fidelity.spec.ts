import { expect, test } from '@playwright/test';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { type NodeMeta } from '@studio/workflows/graph/product-fidelity';

import { loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { changeCredits, makeManager, markVerified, withDatabase } from './support/database';
import { publishSnap, runEnded, runSnap } from './support/executions';

// The fidelity gate's verdict on the screens (orchestrator README, "The fidelity gate"): a run's
// scene step records it, the content page says it in a line, the console's run page shows it with
// its figures. The stack's scenes are the local ones (composited from the cut-out); a cloud
// model's verdict is then written on the same step as the worker would write it, since the stack
// has no cloud provider (the orchestrator's fidelity-gate.test.ts runs the real gate on both).

test.setTimeout(240_000);

/** photo -> cut-out -> flat lay -> content. */
function flatLayGraph(): WorkflowGraph {
  const at = (x: number) => ({ x: x * 260, y: 0 });
  return {
    nodes: [
      { id: 'photo', type: 'input.image', params: { name: 'image' }, position: at(0) },
      { id: 'cutout', type: 'image.remove-background', params: {}, position: at(1) },
      { id: 'scene', type: 'image.flat-lay', params: { surface: 'marble' }, position: at(2) },
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

/** What the worker records on a scene step whose Replicate scene had its label redrawn. */
const RESTORED: NodeMeta = {
  provider: 'replicate',
  model: 'black-forest-labs/flux-kontext-pro',
  fidelity: {
    action: 'restored',
    score: 0.587,
    ssim: 0.86,
    deltaE: 4.56,
    detail: 0.587,
    attempts: 1,
  },
};

test('a scene step’s product fidelity shows on the content page and the run page', async ({
  page,
  browser,
}) => {
  const { snapId } = await publishSnap(`Fidelity flat lay ${Date.now()}`, flatLayGraph());
  const creator = newAccount(test.info(), 'creator');
  const user = await registerViaApi(page.request, creator);
  await markVerified(user.id);
  await changeCredits(user.id, 100);

  const runId = await runSnap(page.request, snapId);
  expect(await runEnded(page.request, runId)).toMatchObject({ status: 'succeeded' });
  const run = (await (await page.request.get(`/api/executions/${runId}`)).json()) as {
    contentIds: string[];
    nodes: { id: string; meta?: NodeMeta }[];
  };
  expect(run.nodes.find((n) => n.id === 'scene')?.meta).toMatchObject({
    provider: 'local',
    fidelity: { action: 'composited', attempts: 1 },
  });
  const contentPage = `/content/static_image/${run.contentIds[0]}`;

  // The local scene is made of the photo's own pixels, and says so.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(contentPage);
  await expect(page.getByTestId('product-fidelity')).toHaveText('your photo’s own pixels');
  await page.screenshot({ path: test.info().outputPath('content-composited.png') });

  // A cloud model's changed product, restored by the gate.
  await withDatabase((db) =>
    db.raw(
      `update executions set node_states = jsonb_set(node_states, '{scene,meta}', ?::jsonb)
        where id = ?`,
      [JSON.stringify(RESTORED), runId],
    ),
  );
  await page.goto(contentPage);
  await expect(page.getByTestId('product-fidelity')).toHaveText('0.59 · original product restored');
  await page.screenshot({ path: test.info().outputPath('content-restored.png') });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(contentPage);
  await expect(page.getByTestId('product-fidelity')).toBeVisible();
  await page.getByTestId('product-fidelity').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('content-restored-360.png') });

  // The operator's run page: who made the scene, what the gate did and its figures.
  const operator = await browser.newPage();
  const manager = newAccount(test.info(), 'operator');
  await registerViaApi(operator.request, manager);
  await makeManager(manager.email);
  await loginViaApi(operator.request, manager);
  await operator.setViewportSize({ width: 1440, height: 1000 });
  await operator.goto(`/manager/workflow-executions/${runId}`);
  const step = operator.getByTestId('step-scene');
  await expect(step.getByTestId('node-fidelity')).toContainText(
    'Product fidelity 0.59 · original product restored',
  );
  await expect(step.getByTestId('node-fidelity')).toContainText(
    'SSIM 0.86 · ΔE 4.6 · detail 0.59 · 1 call',
  );
  await expect(step).toContainText('Made by replicate · black-forest-labs/flux-kontext-pro');
  await step.scrollIntoViewIfNeeded();
  await operator.screenshot({ path: test.info().outputPath('run-page-restored.png') });
  await operator.close();
});
