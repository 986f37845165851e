import { type Page, expect, test } from '@playwright/test';

import { csrf, loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { expectNoViolationsNow } from './support/axe';
import { makeManager } from './support/database';
import { productPhoto } from './support/images';

// The editor's debugging loop, as issue 36's "Done when" says it: pin a node's output, run a
// later step alone with it, no credits moved and no content created; reload, the last test runs
// are listed and open on the canvas.

test.setTimeout(150_000);

const node = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);
const runState = (page: Page, id: string) => node(page, id).getByTestId('run-state');

const graph = {
  nodes: [
    { id: 'photo', type: 'input.image', params: { name: 'image' }, position: { x: 0, y: 0 } },
    { id: 'cut', type: 'image.remove-background', params: {}, position: { x: 320, y: 0 } },
    {
      id: 'pack',
      type: 'image.packshot',
      params: { background: 'white', shadow: true },
      position: { x: 640, y: 0 },
    },
    { id: 'out', type: 'output.content', params: {}, position: { x: 960, y: 0 } },
  ],
  edges: [
    { id: 'e1', source: 'photo', sourcePort: 'image', target: 'cut', targetPort: 'image' },
    { id: 'e2', source: 'cut', sourcePort: 'image', target: 'pack', targetPort: 'image' },
    { id: 'e3', source: 'pack', sourcePort: 'image', target: 'out', targetPort: 'images' },
  ],
};

test('pin a step’s output, run the next step alone on it, and find the test runs after a reload', async ({
  page,
}) => {
  const account = newAccount(test.info(), 'pins');
  await registerViaApi(page.request, account);
  await makeManager(account.email);
  await loginViaApi(page.request, account);
  const created = await page.request.post('/api/workflows', {
    headers: csrf,
    data: { name: `Pins ${test.info().testId.slice(0, 8)}-${Date.now()}` },
  });
  const { id } = await created.json();
  await page.request.put(`/api/workflows/${id}/draft`, {
    headers: csrf,
    data: { graph, revision: 1 },
  });
  const balance = async () =>
    (await (await page.request.get('/api/credits/balance')).json()).balance as number;
  const before = await balance();

  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/workflows/${id}/editor`);
  const details = page.getByRole('complementary', { name: 'Details' });
  await details.getByRole('tab', { name: 'Test run' }).click();
  await expect(details.getByText('No test runs yet.')).toBeVisible();
  await details.getByLabel(/Image input/).setInputFiles(productPhoto());
  await details.getByRole('button', { name: 'Run test' }).click();
  await expect(page.getByTestId('test-run-status')).toHaveText('Test run finished', {
    timeout: 120_000,
  });

  // Pin what the cut-out made.
  await node(page, 'cut').click();
  await details.getByRole('tab', { name: 'Settings' }).click();
  const testData = details.getByRole('region', { name: 'Test data' });
  await expect(
    testData.getByRole('list', { name: 'Output in this test run' }).getByRole('img'),
  ).toHaveCount(1);
  await testData.getByRole('button', { name: 'Pin this output' }).click();
  await expect(testData.getByTestId('pinned-note')).toBeVisible();
  await expect(node(page, 'cut').getByText('Pinned output')).toBeAttached();
  // Beside its cost and its pin, the step's name is still whole (the walk found it cut).
  const title = node(page, 'cut').getByTestId('node-title');
  await expect(title).toHaveText('Remove background');
  expect(
    await title.evaluate((p) => p.scrollWidth <= p.clientWidth && p.scrollHeight <= p.clientHeight),
  ).toBe(true);

  // Run the packshot alone: given the pinned cut-out, nothing else runs.
  await node(page, 'pack').click();
  await testData.getByRole('button', { name: 'Run this step' }).click();
  await expect(runState(page, 'pack')).toHaveText(/^Done/, { timeout: 60_000 });
  await expect(runState(page, 'cut')).toHaveText('Given (pinned)');
  await expect(runState(page, 'photo')).toHaveText('Not run');
  await expect(runState(page, 'out')).toHaveText('Not run');
  // Its output opens full size.
  const packOutput = testData.getByRole('list', { name: 'Output in this test run' });
  await expect(packOutput.getByRole('link')).toHaveAttribute('href', /^\/files\/[^?]+$/);
  await expectNoViolationsNow(page, 'a step’s test data in the editor', 1440);
  expect(await balance()).toBe(before);
  const content = await (await page.request.get('/api/content')).json();
  expect(content.content).toEqual([]);

  // After a reload both runs are listed, newest first; the whole run opens on the canvas.
  await page.reload();
  await details.getByRole('tab', { name: 'Test run' }).click();
  const runs = details.getByTestId('recent-test-runs').getByRole('listitem');
  await expect(runs).toHaveCount(2);
  await expect(runs.nth(0)).toContainText('Packshot alone');
  await expect(runs.nth(1)).toContainText('Whole workflow');
  await expect(node(page, 'cut').getByText('Pinned output')).toBeAttached();
  await runs.nth(1).getByRole('button').click();
  for (const step of ['cut', 'pack', 'out']) {
    await expect(runState(page, step)).toHaveText(/^Done/);
  }
  await expect(runs.nth(1).getByRole('button')).toHaveAttribute('aria-current', 'true');
  await expect(runs.nth(1).getByRole('link')).toHaveAttribute(
    'href',
    /^\/manager\/workflow-executions\//,
  );
  await expectNoViolationsNow(page, 'the last test runs in the editor', 1440);
});
