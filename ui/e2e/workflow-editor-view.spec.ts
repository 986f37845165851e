import { type Page, expect, test } from '@playwright/test';

import { csrf, loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { makeManager } from './support/database';

// The editor's view, as the walk found it: a small graph opened too small to read, and Tidy up
// left the laid-out graph wherever the view happened to be.

/** The canvas's zoom, from React Flow's viewport transform. */
async function zoom(page: Page): Promise<number> {
  const transform = await page.locator('.react-flow__viewport').getAttribute('style');
  return Number(/scale\(([\d.]+)\)/.exec(transform ?? '')?.[1]);
}

/** Whether a node is drawn whole inside the canvas. */
async function nodeInView(page: Page, id: string): Promise<boolean> {
  const canvas = (await page.getByLabel('Workflow canvas').boundingBox())!;
  const box = await page.locator(`.react-flow__node[data-id="${id}"]`).boundingBox();
  return (
    box !== null &&
    box.x >= canvas.x &&
    box.y >= canvas.y &&
    box.x + box.width <= canvas.x + canvas.width &&
    box.y + box.height <= canvas.y + canvas.height
  );
}

test('a small graph opens readable, and Tidy up brings the laid-out graph into view', async ({
  page,
}) => {
  const account = newAccount(test.info(), 'editor-view');
  await registerViaApi(page.request, account);
  await makeManager(account.email);
  await loginViaApi(page.request, account);
  const created = await page.request.post('/api/workflows', {
    data: {
      name: `View ${test.info().testId.slice(0, 8)}-${Date.now()}`,
      from: { kind: 'built-in', name: 'White Packshot' },
    },
    headers: csrf,
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/workflows/${id}/editor`);
  await expect(page.locator('.react-flow__node').first()).toBeVisible();
  await expect.poll(() => zoom(page)).toBeGreaterThanOrEqual(0.7);

  // Zoom in as far as it goes, then tidy up: the view fits the laid-out graph again.
  const zoomIn = page.getByRole('button', { name: 'Zoom In' });
  while (await zoomIn.isEnabled()) await zoomIn.click();
  expect(await zoom(page)).toBe(2);
  await page.getByRole('button', { name: 'Tidy up (Shift+L)' }).click();
  await expect.poll(() => zoom(page)).toBeLessThanOrEqual(1);
  expect(await zoom(page)).toBeGreaterThanOrEqual(0.7);
  await expect.poll(() => nodeInView(page, 'packshot')).toBe(true);
});
