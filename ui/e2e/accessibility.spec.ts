import { type Page, expect, test } from '@playwright/test';

import { type Account, csrf, loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { axe } from './support/axe';
import { changeCredits, insertContent, makeManager, markVerified } from './support/database';
import { dataUrl, productPhoto } from './support/images';

/**
 * axe-core over every route of the spec's section 2, as a visitor, a creator and a manager, at a
 * desktop and a phone width: no violation of any rule axe runs, plus the experimental
 * label-in-name rule (WCAG 2.5.3) that the product walk found broken. Each page is checked once
 * its loading is over, so it is the screen people use that is checked, not a spinner. At the
 * phone width the page must not scroll sideways either.
 */

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 360, height: 780 },
];

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

async function expectNoViolations(page: Page, path: string) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto(path);
    await settled(page);
    const { violations } = await axe(page).analyze();
    const found = violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
    expect(found, `${path} at ${size.width} px`).toEqual([]);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `${path}: page width at ${size.width} px`).toBeLessThanOrEqual(size.width);
  }
}

test('the check finds what it looks for: a nameless button and an image with no text', async ({
  page,
}) => {
  // A check that passed every page because it looked at nothing would pass silently.
  await page.setContent(
    '<html lang="en"><title>Broken</title><main><h1>Broken</h1><button></button>' +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></html>',
  );
  const { violations } = await axe(page).analyze();
  expect(violations.map((v) => v.id).sort()).toEqual(['button-name', 'image-alt']);
});

test.describe('as a visitor', () => {
  for (const path of [
    '/',
    '/auth',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=not-a-token',
    '/verify-email?token=not-a-token',
    '/terms',
    '/privacy',
    '/no-such-page',
  ]) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await expectNoViolations(page, path);
    });
  }
});

test.describe('as a creator', () => {
  let account: Account;
  const ids = {
    product: '',
    image: '',
    story: '',
    carousel: '',
    video: '',
    gallery: '',
    plan: '',
  };

  // One creator with a product and content of every kind, shared by the tests in this file
  // (tests in a file run one after another in one worker).
  test.beforeAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    account = newAccount(test.info(), 'a11y-creator');
    const user = await registerViaApi(api, account);
    const created = await api.post('/api/products/create-from-images', {
      data: {
        name: 'Red Leather Bag',
        description: 'A red leather bag.',
        images: [dataUrl(productPhoto())],
      },
      headers: csrf,
    });
    expect(created.status(), await created.text()).toBe(201);
    const product = (await created.json()) as { id: string; imageUrls: string[] };
    const key = product.imageUrls[0]!.replace(/^\/files\//, '');
    ids.product = product.id;
    const contentIds = await insertContent(user.id, [
      { name: 'Bag on white', fileKeys: [key], caption: 'A red bag. #bags' },
      { name: 'Bag story', type: 'story', fileKeys: [key, key] },
      { name: 'Bag carousel', type: 'carousel', fileKeys: [key, key, key] },
      { name: 'Bag video', type: 'video', fileKeys: [key] },
      // A still of several images (a run's social formats): each shown with its own download.
      { name: 'Bag in three sizes', fileKeys: [key, key, key] },
    ]);
    [ids.image, ids.story, ids.carousel, ids.video, ids.gallery] = contentIds as [
      string,
      string,
      string,
      string,
      string,
    ];
    // A low balance shows the red pill, and the history a green grant and a red deduction.
    await changeCredits(user.id, -15);
    const plans = (await (await api.get('/api/plans')).json()) as { id: string }[];
    ids.plan = plans[0]!.id;
    await api.dispose();
  });

  // Test names are written with {id}: the ids are made in beforeAll, after the tests are named.
  const routes: [name: string, path: () => string][] = [
    ['/content', () => '/content'],
    ['/content/{id}', () => `/content/${ids.image}`],
    ['/content/static_image/{id}', () => `/content/static_image/${ids.image}`],
    ['/content/story/{id}', () => `/content/story/${ids.story}`],
    ['/content/carousel/{id}', () => `/content/carousel/${ids.carousel}`],
    ['/content/video/{id}', () => `/content/video/${ids.video}`],
    ['/content/static_image/{id} of several images', () => `/content/static_image/${ids.gallery}`],
    ['/products', () => '/products'],
    ['/products/{id}', () => `/products/${ids.product}`],
    ['/credit-transactions', () => '/credit-transactions'],
    ['/create-content', () => '/create-content'],
    ['/batches/new', () => `/batches/new?productIds=${ids.product}`],
    ['/batches with none yet', () => '/batches'],
    ['/settings?section=tokens', () => '/settings?section=tokens'],
    ['/settings?section=account', () => '/settings?section=account'],
    ['/subscription', () => '/subscription'],
    ['/subscription/review', () => `/subscription/review?plan=${ids.plan}`],
    ['/subscription/waiting', () => '/subscription/waiting?session=not-a-session'],
    ['/subscription/success', () => '/subscription/success'],
    ['/subscription-success', () => '/subscription-success'],
    ['/subscription/cancel', () => '/subscription/cancel'],
  ];
  for (const [name, path] of routes) {
    test(`${name} has no accessibility violations`, async ({ page }) => {
      await loginViaApi(page.request, account);
      await expectNoViolations(page, path());
    });
  }

  test('/batches/{id} and /batches with a batch have no accessibility violations', async ({
    page,
  }) => {
    // Its own creator: starting a batch needs a verified email, and the shared one's banner
    // (unverified) is checked on the other pages.
    const owner = await registerViaApi(page.request, newAccount(test.info(), 'a11y-batch'));
    await markVerified(owner.id);
    const product = await page.request.post('/api/products/create-from-image', {
      data: { name: 'Red Leather Bag', image: dataUrl(productPhoto()) },
      headers: csrf,
    });
    expect(product.status(), await product.text()).toBe(201);
    const snaps = (await (await page.request.get('/api/snaps')).json()) as { id: string }[];
    const started = await page.request.post('/api/batches', {
      data: { snapId: snaps[0]!.id, productIds: [((await product.json()) as { id: string }).id] },
      headers: csrf,
    });
    expect(started.status(), await started.text()).toBe(202);
    const { batchId } = (await started.json()) as { batchId: string };
    await expectNoViolations(page, `/batches/${batchId}`);
    await expectNoViolations(page, '/batches');
  });

  test('the settings figures show their whole labels at 360 px', async ({ page }) => {
    await loginViaApi(page.request, account);
    await page.setViewportSize(WIDTHS[1]!);
    await page.goto('/settings?section=tokens');
    for (const label of ['Balance', 'Products', 'Content']) {
      const text = page.getByText(label, { exact: true }).filter({ visible: true }).first();
      await expect(text).toBeVisible();
      const cut = await text.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(cut, `${label} is cut`).toBe(false);
    }
  });
});

test.describe('as a manager', () => {
  let account: Account;
  test.beforeAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    account = newAccount(test.info(), 'a11y-manager');
    await registerViaApi(api, account);
    await api.dispose();
    await makeManager(account.email);
  });

  for (const path of [
    '/manager',
    '/manager/transactions',
    '/manager/workflows',
    '/manager/snaps',
    '/manager/categories',
    '/manager/content',
    '/manager/error-logs',
    '/manager/feedback',
    '/manager/workflow-executions',
    '/manager/workflow-executions/audit-log',
    '/manager/server-info',
    '/manager/production-import',
    '/manager/api',
    '/workflows',
    '/workflows/new',
    '/workflows/1/editor',
  ]) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await loginViaApi(page.request, account);
      await expectNoViolations(page, path);
    });
  }

  test('/workflows/{id}/editor has no accessibility violations', async ({ page }) => {
    await loginViaApi(page.request, account);
    const created = await page.request.post('/api/workflows', {
      data: {
        name: `a11y ${test.info().testId}-${Date.now()}`,
        from: { kind: 'built-in', name: 'Flat Lay' },
      },
      headers: csrf,
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await expectNoViolations(page, `/workflows/${id}/editor`);
  });

  test('a run’s page in the executions console has no accessibility violations', async ({
    page,
  }) => {
    await loginViaApi(page.request, account);
    const created = await page.request.post('/api/workflows', {
      data: {
        name: `a11y run ${test.info().testId}-${Date.now()}`,
        from: { kind: 'built-in', name: 'White Packshot' },
      },
      headers: csrf,
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const started = await page.request.post(`/api/workflows/${id}/test-runs`, {
      data: { inputs: { image: { dataUrl: dataUrl(productPhoto()) } } },
      headers: csrf,
    });
    expect(started.status(), await started.text()).toBe(202);
    const { executionId } = (await started.json()) as { executionId: string };
    // The finished run: its graph, timeline, thumbnails and tokens all drawn.
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`/api/executions/${executionId}`)).json()) as {
              status: string;
            }
          ).status,
        { timeout: 60_000 },
      )
      .toBe('succeeded');
    await expectNoViolations(page, `/manager/workflow-executions/${executionId}`);
  });
});
