import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import type * as CloudScenesStack from '@studio/infra/testing/cloud-scenes-stack';
import type * as LabelledProduct from '@studio/infra/testing/labelled-product';
import { type NodeMeta, type ProductFidelity } from '@studio/workflows/graph/product-fidelity';

import { loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { apiModule } from './support/api-modules';
import { changeCredits, makeManager, markVerified } from './support/database';
import { requiredEnv } from './support/env';
import { cutoutSceneGraph, publishSnap, runEnded, runSnap } from './support/executions';

// The fidelity gate's verdict on the screens (orchestrator README, "The fidelity gate"): a run's
// scene step records it, the content page says it in a line, the console's run page shows it with
// its figures.
//
// The stack `npm test` starts makes its scenes locally, from the cut-out's own pixels: the first
// test. A cloud model's verdict takes the real road, the second: an API and a worker of this
// test's own (infra/src/testing/cloud-scenes-stack.ts) with `AI_SCENES=openai`, pointed at the
// OpenAI stand-in, a real HTTP server that speaks the image-edits wire format. The stand-in is
// told to redraw the label of the next product it is sent (the labelled bottle: the other specs'
// red box has no print to change); the worker's gate catches it and restores the photo's product.
// OpenAI rather than Replicate: one call where Replicate's client polls once a second, and the
// adapter that `AI_SCENES=openai` now selects is exercised from the variable to the screens.
//
// Why processes of its own, started here, and not the shared stack's worker: that worker's
// scenes must stay local for every other spec; a second worker on the same queues would take
// their tasks at random; and a snap cannot pin a task queue (runGraph sends its nodes to the
// queues of the task queue it runs on, which is the API's `TASK_QUEUE`), so the run must be
// started by an API on the new queue too. The two share the stack's database and Temporal
// server, cut out with the classic flood fill (no model to load), start in about 8 s on the
// shared 2-core machine and live only while this test runs. A second whole stack started by `npm test` would cost its
// start-up and memory in every run, for one test.

test.setTimeout(240_000);

const { startCloudScenesStack } = apiModule<typeof CloudScenesStack>(
  '@studio/infra/testing/cloud-scenes-stack',
);
const { labelledProductPhoto } = apiModule<typeof LabelledProduct>(
  '@studio/infra/testing/labelled-product',
);

/** photo -> cut-out -> flat lay -> content. */
const flatLayGraph = () =>
  cutoutSceneGraph({ type: 'image.flat-lay', params: { surface: 'marble' } });

type Run = { contentIds: string[]; nodes: { id: string; meta?: NodeMeta }[] };

/** A creator with credits runs a new flat-lay snap on `photo`; answers the run when it has ended. */
async function runFlatLay(
  request: APIRequestContext,
  photo?: Parameters<typeof runSnap>[2],
): Promise<{ runId: string; run: Run }> {
  const { snapId } = await publishSnap(`Fidelity flat lay ${Date.now()}`, flatLayGraph());
  const creator = newAccount(test.info(), 'creator');
  const user = await registerViaApi(request, creator);
  await markVerified(user.id);
  await changeCredits(user.id, 100);
  const runId = await runSnap(request, snapId, photo);
  expect(await runEnded(request, runId)).toMatchObject({ status: 'succeeded' });
  const run = (await (await request.get(`/api/executions/${runId}`)).json()) as Run;
  return { runId, run };
}

/** The console's run page of `runId`, as a manager sees it. */
async function operatorRunPage(browser: Browser, runId: string) {
  const operator = await browser.newPage();
  const manager = newAccount(test.info(), 'operator');
  await registerViaApi(operator.request, manager);
  await makeManager(manager.email);
  await loginViaApi(operator.request, manager);
  await operator.setViewportSize({ width: 1440, height: 1000 });
  await operator.goto(`/manager/workflow-executions/${runId}`);
  return operator;
}

test('a local scene step says it is made of the photo’s own pixels', async ({ page }) => {
  const { run } = await runFlatLay(page.request);
  expect(run.nodes.find((n) => n.id === 'scene')?.meta).toMatchObject({
    provider: 'local',
    fidelity: { action: 'composited', attempts: 1 },
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/content/static_image/${run.contentIds[0]}`);
  await expect(page.getByTestId('product-fidelity')).toHaveText('your photo’s own pixels');
  await page.screenshot({ path: test.info().outputPath('content-composited.png') });
});

const cloudTest = test.extend<{ cloudScenes: CloudScenesStack.CloudScenesStack }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it has none.
  cloudScenes: async ({}, use, testInfo) => {
    const stack = await startCloudScenesStack({
      databaseUrl: requiredEnv('E2E_DATABASE_URL'),
      temporalAddress: requiredEnv('TEMPORAL_ADDRESS'),
      workflowBundlePath: requiredEnv('E2E_WORKFLOW_BUNDLE'),
      uiDistDir: requiredEnv('E2E_UI_DIST_DIR'),
      logDir: testInfo.outputPath('cloud-scenes-stack'),
    });
    try {
      await use(stack);
    } finally {
      await stack.stop();
    }
  },
  // Every page and request of the test goes to that stack's API.
  baseURL: async ({ cloudScenes }, use) => use(cloudScenes.apiUrl),
});

cloudTest(
  'a cloud model’s changed product is restored, and the content page and the run page say so',
  async ({ page, browser, cloudScenes }) => {
    // The model redraws the label of the bottle it was asked to keep.
    cloudScenes.openai.alterNextScene('label');
    const photo = {
      name: 'bottle.png',
      mimeType: 'image/png',
      buffer: await labelledProductPhoto(),
    };
    const { runId, run } = await runFlatLay(page.request, photo);

    expect(cloudScenes.openai.requests.map((r) => r.path)).toEqual(['/v1/images/edits']);
    const meta = run.nodes.find((n) => n.id === 'scene')?.meta;
    expect(meta).toMatchObject({
      provider: 'openai',
      model: 'gpt-image-1',
      fidelity: {
        action: 'restored',
        attempts: 1,
        score: expect.any(Number),
        ssim: expect.any(Number),
        deltaE: expect.any(Number),
        detail: expect.any(Number),
      },
    });
    const { score, ssim, deltaE, detail } = meta!.fidelity as Required<ProductFidelity>;
    const verdict = `${score.toFixed(2)} · original product restored`;

    const contentPage = `/content/static_image/${run.contentIds[0]}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(contentPage);
    await expect(page.getByTestId('product-fidelity')).toHaveText(verdict);
    await page.screenshot({ path: test.info().outputPath('content-restored.png') });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(contentPage);
    await page.getByTestId('product-fidelity').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('product-fidelity')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('content-restored-360.png') });

    // The operator's run page: who made the scene, what the gate did and its figures.
    const operator = await operatorRunPage(browser, runId);
    const step = operator.getByTestId('step-scene');
    await expect(step.getByTestId('node-fidelity')).toContainText(`Product fidelity ${verdict}`);
    await expect(step.getByTestId('node-fidelity')).toContainText(
      `SSIM ${ssim.toFixed(2)} · ΔE ${deltaE.toFixed(1)} · detail ${detail.toFixed(2)} · 1 call`,
    );
    await expect(step).toContainText('Made by openai · gpt-image-1');
    await step.scrollIntoViewIfNeeded();
    await operator.screenshot({ path: test.info().outputPath('run-page-restored.png') });
    // Server Information names the scene provider this API's deployment chose.
    const info = await operator.request.get('/api/manager/server-info');
    expect(((await info.json()) as { ai: unknown[] }).ai).toContainEqual({
      capability: 'Scenes',
      provider: 'openai',
      model: 'gpt-image-1',
    });
    await operator.close();
  },
);
