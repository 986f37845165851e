import { copyFile } from 'node:fs/promises';

import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import sharp from 'sharp';

import { csrf, newAccount, registerViaApi } from './support/accounts';
import { axe } from './support/axe';
import { makeManager, markVerified } from './support/database';
import { balanceOf, publishSnap, runEnded, setOutages } from './support/executions';
import { dataUrl, encodePng } from './support/images';

// The cut-out touch-up end to end (issue 31): a photo with two objects, of which the stack's
// cut-out model keeps the larger (the product) and drops the other. The creator clicks the
// dropped one back, clicks the product out, brushes a patch out of what is left, saves, and gets
// a new content item made from that cut-out, charged only the scene, linked both ways; an
// operator's replay of a (failed) run of the same edit reproduces the edited cut-out exactly.

const W = 480;
const H = 320;
/** The product, which the model keeps, and the other object, which it drops. */
const RED = { left: 100, top: 80, width: 120, height: 180 };
const BLUE = { left: 260, top: 120, width: 100, height: 140 };
/** The patch brushed out of the blue object. */
const PATCH = { left: 285, top: 150, width: 50, height: 24 };
const BRUSHED = { left: PATCH.left + 12, top: PATCH.top + 4, width: PATCH.width - 24, height: 16 };

const inside = (box: typeof RED, x: number, y: number) =>
  x >= box.left && x < box.left + box.width && y >= box.top && y < box.top + box.height;

function twoObjectPhoto() {
  const buffer = encodePng(W, H, (x, y) =>
    inside(RED, x, y) ? [192, 57, 43] : inside(BLUE, x, y) ? [44, 95, 168] : [236, 236, 236],
  );
  return { name: 'two-objects.png', mimeType: 'image/png', buffer };
}

/** photo -> cut-out -> a prompt scene (its prompt is this spec's alone, for the outage) -> out. */
function touchUpGraph(prompt: string): WorkflowGraph {
  const at = (x: number) => ({ x, y: 0 });
  return {
    nodes: [
      { id: 'photo', type: 'input.image', params: {}, position: at(0) },
      { id: 'cutout', type: 'image.remove-background', params: {}, position: at(200) },
      { id: 'scene', type: 'ai.generate-scene', params: { prompt }, position: at(400) },
      { id: 'out', type: 'output.content', params: {}, position: at(600) },
    ],
    edges: [
      { id: 'e1', source: 'photo', sourcePort: 'image', target: 'cutout', targetPort: 'image' },
      { id: 'e2', source: 'cutout', sourcePort: 'image', target: 'scene', targetPort: 'image' },
      { id: 'e3', source: 'scene', sourcePort: 'image', target: 'out', targetPort: 'images' },
    ],
  };
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

type RunView = {
  status: string;
  contentIds: string[];
  nodes: Array<{ id: string; status: string; outputs?: { image?: { fileKey: string } } }>;
};

/** The file the run's cut-out step made or was given. */
async function cutoutKey(request: APIRequestContext, executionId: string): Promise<string> {
  const run = await json<RunView>(request, `/api/executions/${executionId}`);
  return run.nodes.find((n) => n.id === 'cutout')!.outputs!.image!.fileKey;
}

/** The share of a box's pixels that are opaque in a PNG with alpha. */
async function opaqueShare(png: Buffer, box: typeof RED): Promise<number> {
  const { data, info } = await sharp(png)
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  let opaque = 0;
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let x = box.left; x < box.left + box.width; x++) {
      if (data[y * info.width + x]! > 127) opaque++;
    }
  }
  return opaque / (box.width * box.height);
}

/** A point of the cut-out (its pixels) on the screen, for a click or the brush. */
async function onCanvas(canvas: Locator, x: number, y: number) {
  const box = (await canvas.boundingBox())!;
  return { x: box.x + (x * box.width) / W, y: box.y + (y * box.height) / H };
}

async function clickAt(page: Page, canvas: Locator, x: number, y: number) {
  const point = await onCanvas(canvas, x, y);
  await page.mouse.click(point.x, point.y);
}

/** No accessibility rule broken in the open editor. */
async function expectAccessibleEditor(page: Page) {
  const { violations } = await axe(page).include('[role="dialog"]').analyze();
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

async function shoot(page: Page, name: string) {
  const file = test.info().outputPath(name);
  await page.screenshot({ path: file });
  await copyFile(file, `/tmp/touchup-shots/${name}`).catch(() => undefined);
}

test('a creator touches up a cut-out: an object dropped by a click, a patch brushed out, a new item charged only the later steps, linked both ways; a replay reproduces the edit', async ({
  page,
  browser,
}) => {
  // Two cut-outs by the model (the original run, and none again after), on a shared machine.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const unique = `touchup-${Date.now()}-${test.info().workerIndex}`;
  const creator = await registerViaApi(page.request, newAccount(test.info(), 'touchup'));
  await markVerified(creator.id);
  const { snapId } = await publishSnap(`Touch-up ${unique}`, touchUpGraph(unique));

  const started = await page.request.post('/api/snaps/execute', {
    data: { snapId, inputs: { image: dataUrl(twoObjectPhoto()) } },
    headers: csrf,
  });
  expect(started.status(), await started.text()).toBe(202);
  const firstRun = ((await started.json()) as { executionId: string }).executionId;
  expect((await runEnded(page.request, firstRun)).status).toBe('succeeded');
  const [originalId] = (await json<RunView>(page.request, `/api/executions/${firstRun}`))
    .contentIds;
  const before = await balanceOf(page.request);

  await page.goto(`/content/${originalId}`);
  await page.getByRole('button', { name: 'Edit cut-out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit cut-out' });
  const canvas = dialog.getByTestId('cutout-canvas');
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  const objects = dialog.getByRole('list').getByRole('button');
  await expect(objects).toHaveCount(2);
  const product = objects.filter({ hasText: 'Kept' });
  await expect(product).toHaveCount(1);
  await expect(dialog.getByText('5 tokens').first()).toBeVisible();
  await shoot(page, 'touchup-editor-1280-open.png');
  await expectAccessibleEditor(page);

  // The model dropped the blue object: a click on it brings it back; a click on the red one
  // drops it (the creator wanted the other object).
  await clickAt(page, canvas, 310, 240);
  await expect(objects.filter({ hasText: 'Dropped' })).toHaveCount(0);
  await clickAt(page, canvas, 160, 170);
  await expect(objects.filter({ hasText: 'Dropped' })).toHaveCount(1);
  await expect(objects.filter({ hasText: 'Kept' })).toHaveCount(1);

  // Brush a patch out of the blue object, then take a stray stroke back with Undo.
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await dialog.getByLabel('Brush size').fill('12');
  const stray = await onCanvas(canvas, 300, 300);
  await page.mouse.move(stray.x, stray.y);
  await page.mouse.down();
  await page.mouse.move(stray.x + 40, stray.y, { steps: 4 });
  await page.mouse.up();
  await dialog.getByRole('button', { name: 'Undo' }).click();
  const from = await onCanvas(canvas, PATCH.left + 12, PATCH.top + 12);
  const to = await onCanvas(canvas, PATCH.left + PATCH.width - 12, PATCH.top + 12);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(dialog.getByText('150%')).toBeVisible();
  await shoot(page, 'touchup-editor-1280-edited.png');
  await dialog.getByRole('button', { name: 'Zoom out' }).click();

  await dialog.getByRole('button', { name: /Save and run/ }).click();
  await expect(page).not.toHaveURL(new RegExp(`/content/${originalId}$`), { timeout: 60_000 });
  const editedId = new URL(page.url()).pathname.split('/').at(-1)!;
  const editedFrom = page.getByRole('link', { name: 'Touch-up' + ` ${unique}` }).first();
  await expect(page.getByText('Edited from')).toBeVisible();
  await expect(editedFrom).toHaveAttribute('href', `/content/${originalId}`);
  await shoot(page, 'touchup-content-1280-edited-from.png');

  // Charged the scene only (5 of the snap's 6 tokens).
  expect(await balanceOf(page.request)).toBe(before - 5);

  // Its cut-out has neither the red object nor the brushed patch; the blue one is back.
  const edited = await json<{ executionId: string }>(page.request, `/api/content/${editedId}`);
  const editedKey = await cutoutKey(page.request, edited.executionId);
  const editedPng = Buffer.from(await (await page.request.get(`/files/${editedKey}`)).body());
  // Nothing of the red object, the flecks of its ragged edge included.
  const aroundRed = {
    left: RED.left - 8,
    top: RED.top - 8,
    width: RED.width + 16,
    height: RED.height + 16,
  };
  expect(await opaqueShare(editedPng, aroundRed)).toBe(0);
  // The stroke's middle (its round ends leave the box's corners).
  expect(await opaqueShare(editedPng, BRUSHED)).toBe(0);
  expect(await opaqueShare(editedPng, { ...BLUE, top: 190, height: 60 })).toBeGreaterThan(0.95);

  // Linked back: the original lists its edited version.
  await editedFrom.click();
  await expect(page).toHaveURL(new RegExp(`/content/${originalId}$`));
  await expect(page.getByText('Edited versions')).toBeVisible();
  await expect(page.locator(`a[href="/content/${editedId}"]`)).toBeVisible();

  // The same edit again while scenes are down: the run fails and is refunded; an operator's
  // replay of it is given the edited cut-out, not the model's.
  await setOutages(unique, { capability: 'scenes' });
  let failedRun: string;
  try {
    const again = await page.request.post(`/api/content/${originalId}/cutout/edits`, {
      data: { mask: `data:image/png;base64,${editedPng.toString('base64')}` },
      headers: csrf,
    });
    expect(again.status(), await again.text()).toBe(202);
    failedRun = ((await again.json()) as { executionId: string }).executionId;
    expect((await runEnded(page.request, failedRun)).status).toBe('failed');
  } finally {
    await setOutages(unique);
  }
  expect(await balanceOf(page.request)).toBe(before - 5);

  const operator = await browser.newContext();
  try {
    const account = newAccount(test.info(), 'touchup-operator');
    await registerViaApi(operator.request, account);
    await makeManager(account.email);
    const replay = await operator.request.post(`/api/executions/${failedRun}/replay`, {
      data: { reason: 'Scenes are back' },
      headers: csrf,
    });
    expect(replay.status(), await replay.text()).toBe(202);
    const replayId = ((await replay.json()) as { executionId: string }).executionId;
    expect((await runEnded(operator.request, replayId)).status).toBe('succeeded');
    expect(await cutoutKey(operator.request, replayId)).toBe(editedKey);
  } finally {
    await operator.close();
  }
});

test('the touch-up works by touch on a phone-wide screen', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const unique = `touchup-phone-${Date.now()}-${test.info().workerIndex}`;
    const creator = await registerViaApi(page.request, newAccount(test.info(), 'touchup-phone'));
    await markVerified(creator.id);
    const { snapId } = await publishSnap(`Touch-up ${unique}`, touchUpGraph(unique));
    const started = await page.request.post('/api/snaps/execute', {
      data: { snapId, inputs: { image: dataUrl(twoObjectPhoto()) } },
      headers: csrf,
    });
    const run = ((await started.json()) as { executionId: string }).executionId;
    expect((await runEnded(page.request, run)).status).toBe('succeeded');
    const [contentId] = (await json<RunView>(page.request, `/api/executions/${run}`)).contentIds;

    await page.goto(`/content/${contentId}`);
    await page.getByRole('button', { name: 'Edit cut-out' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Edit cut-out' });
    const canvas = dialog.getByTestId('cutout-canvas');
    await expect(canvas).toBeVisible({ timeout: 30_000 });
    const objects = dialog.getByRole('list').getByRole('button');
    await expect(objects.filter({ hasText: 'Dropped' })).toHaveCount(1);
    // A tap on the dropped object brings it back.
    const point = await onCanvas(canvas, 310, 240);
    await page.touchscreen.tap(point.x, point.y);
    await expect(objects.filter({ hasText: 'Dropped' })).toHaveCount(0);
    // A finger brushes as a mouse does: a touch stroke across the blue object erases it there.
    await dialog.getByRole('button', { name: 'Erase' }).tap();
    const alphaAt = (x: number, y: number) =>
      canvas.evaluate(
        (el, [px, py]) =>
          (el as HTMLCanvasElement).getContext('2d')!.getImageData(px!, py!, 1, 1).data[3],
        [x, y],
      );
    expect(await alphaAt(310, 190)).toBe(255);
    const start = await onCanvas(canvas, 275, 190);
    const end = await onCanvas(canvas, 345, 190);
    const cdp = await page.context().newCDPSession(page);
    const touch = (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      point?: { x: number; y: number },
    ) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: point ? [{ x: point.x, y: point.y }] : [],
      });
    await touch('touchStart', start);
    for (let step = 1; step <= 6; step++) {
      await touch('touchMove', {
        x: start.x + ((end.x - start.x) * step) / 6,
        y: start.y,
      });
    }
    await touch('touchEnd');
    await expect.poll(() => alphaAt(310, 190)).toBe(0);
    await expect(dialog.getByRole('button', { name: 'Undo' })).toBeEnabled();
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await shoot(page, 'touchup-editor-360.png');
    await expectAccessibleEditor(page);
    await dialog.getByRole('list').scrollIntoViewIfNeeded();
    await shoot(page, 'touchup-editor-360-objects.png');
  } finally {
    await context.close();
  }
});
