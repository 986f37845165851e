import { type Locator, type Page, expect, test } from '@playwright/test';

import { csrf, loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { makeManager } from './support/database';

// Three of the walk's findings in the editor (issue 36), each as a manager met it: undo was dead
// after adding a node through `/` search until the canvas was clicked; paste landed on the
// originals instead of at the pointer; a refused connection's reason stayed after the drop.

const node = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);
const handle = (page: Page, id: string, side: 'source' | 'target', port: string) =>
  node(page, id).locator(`.react-flow__handle.${side}[data-handleid="${port}"]`);
const nodeCount = (page: Page) => page.getByTestId('graph-size');

async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('undo after a search-added node, paste at the pointer, and a refusal that goes away', async ({
  page,
}) => {
  const account = newAccount(test.info(), 'editor-walk');
  await registerViaApi(page.request, account);
  await makeManager(account.email);
  await loginViaApi(page.request, account);
  const created = await page.request.post('/api/workflows', {
    data: {
      name: `Walk ${test.info().testId.slice(0, 8)}-${Date.now()}`,
      from: { kind: 'built-in', name: 'White Packshot' },
    },
    headers: csrf,
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/workflows/${id}/editor`);
  await expect(nodeCount(page)).toHaveText('3 nodes');

  // `/`, a search, Enter: the node is added and focused, so undo works at once.
  await page.locator('.react-flow__pane').click();
  await page.keyboard.press('/');
  await page.keyboard.type('upscale');
  await page.keyboard.press('Enter');
  await expect(nodeCount(page)).toHaveText('4 nodes');
  await expect(node(page, 'upscale-1')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(nodeCount(page)).toHaveText('3 nodes');

  // Copy the packshot, point at empty canvas below it, paste: the copy lands under the pointer.
  await node(page, 'packshot').click();
  await page.keyboard.press('ControlOrMeta+c');
  const original = (await node(page, 'packshot').boundingBox())!;
  const target = { x: original.x + original.width / 2, y: original.y + 320 };
  await page.mouse.move(target.x, target.y);
  await page.keyboard.press('ControlOrMeta+v');
  await expect(nodeCount(page)).toHaveText('4 nodes');
  const copy = await centre(node(page, 'packshot-1'));
  expect(Math.abs(copy.x - target.x)).toBeLessThan(60);
  expect(Math.abs(copy.y - target.y)).toBeLessThan(60);

  // A refused connection says why beside the drop, and the reason goes with the next click.
  const from = await centre(handle(page, 'packshot-1', 'source', 'image'));
  const to = await centre(handle(page, 'out', 'target', 'caption'));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
  const reason = page
    .getByRole('alert')
    .filter({ hasText: 'Caption takes text; Packshot gives an image.' });
  await expect(reason).toBeVisible();
  await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
  await expect(reason).toHaveCount(0);
});

test('on a phone the editor shows the workflow without editing it, and says where to edit; a built-in opens with room between its steps, under the banner without scrolling', async ({
  page,
}) => {
  const account = newAccount(test.info(), 'editor-phone');
  await registerViaApi(page.request, account);
  await makeManager(account.email);
  await loginViaApi(page.request, account);
  const created = await page.request.post('/api/workflows', {
    data: {
      name: `Phone ${test.info().testId.slice(0, 8)}-${Date.now()}`,
      from: { kind: 'built-in', name: 'White Packshot' },
    },
    headers: csrf,
  });
  const { id } = (await created.json()) as { id: string };

  // On a computer, no card touches the next (the walk found built-ins drawn edge to edge).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/workflows/${id}/editor`);
  const photo = (await node(page, 'photo').boundingBox())!;
  const packshot = (await node(page, 'packshot').boundingBox())!;
  expect(packshot.x - (photo.x + photo.width)).toBeGreaterThan(20);
  // Under the verification banner (this manager has not verified), the editor fills what is left
  // of the window: the page itself does not scroll, so the toolbar never slides under the header
  // (it was the window's height less the header's, the banner's height too many).
  await expect(page.getByText('Please verify your email address.', { exact: false })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: 'Publish' })).toBeInViewport({ ratio: 1 });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/workflows/${id}/editor`);
  await expect(page.getByRole('note')).toContainText('Viewing only');
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
  // A card does not move under a finger: the canvas only shows.
  const before = (await node(page, 'packshot').boundingBox())!;
  await page.mouse.move(before.x + 40, before.y + 20);
  await page.mouse.down();
  await page.mouse.move(before.x + 40, before.y + 140, { steps: 5 });
  await page.mouse.up();
  await expect(node(page, 'packshot')).not.toHaveClass(/draggable/);
  await page.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('tab', { name: 'Versions' })).toBeVisible();
});
