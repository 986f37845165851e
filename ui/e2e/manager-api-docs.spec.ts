import { type Locator, type Page, expect, test } from '@playwright/test';

import { loginViaApi, newAccount, registerViaApi, toasts } from './support/accounts';
import { axe } from './support/axe';
import { makeManager } from './support/database';

// API Reference (issue 18) against the running API's own OpenAPI document: a manager finds
// `POST /api/products`, reads its body's fields and who may call it, filters, opens an operation
// and its response by keyboard alone, and downloads the raw file; a creator cannot open the page.

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it never comes. */
async function tabTo(page: Page, target: Locator, max = 40) {
  await expect(target).toBeAttached();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** No violation of any rule axe runs, with the details open (the accessibility spec checks the page closed). */
async function expectNoViolations(page: Page, where: string) {
  const { violations } = await axe(page).analyze();
  expect(
    violations.map(
      ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    where,
  ).toEqual([]);
}

test('a manager finds POST /api/products with its fields and access, filters, and downloads the document', async ({
  page,
}) => {
  const manager = newAccount(test.info(), 'api-docs-manager');
  await registerViaApi(page.request, manager);
  await makeManager(manager.email);
  await loginViaApi(page.request, manager);

  // Reached from the panel's navigation, like every section.
  await page.goto('/manager');
  await page
    .getByRole('navigation', { name: 'Manager Panel' })
    .getByRole('link', { name: 'API Reference' })
    .click();
  await expect(page).toHaveURL(/\/manager\/api$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
  await expect(page.getByText(/^\d+ operations in \d+ groups$/)).toBeVisible();
  // The tags are the overview; a group opens to its operations, each with who may call it.
  for (const group of ['Health', 'Auth', 'Products', 'Manager']) {
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${group} \\d+ operations?$`) }),
    ).toBeVisible();
  }
  await page.screenshot({
    path: test.info().outputPath('api-reference-overview-1280.png'),
    fullPage: true,
  });
  await page.getByRole('button', { name: /^Products \d+ operations$/ }).click();
  await page.getByRole('button', { name: /^Manager \d+ operations$/ }).click();
  const create = page.getByRole('button', { name: /^POST \/api\/products Create a product/ });
  const card = page.getByRole('listitem').filter({ has: create });
  await expect(card.getByText(/^Who may call: /)).toHaveText('Who may call: Signed-in users');
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^GET \/api\/manager\/users / }) })
      .getByText(/^Who may call: /),
  ).toHaveText('Who may call: Managers only');

  // Filtering: words of the method and path, and who may call, both kept in the URL.
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill('post /api/products');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=post\+%2Fapi%2Fproducts/);
  await expect(page.getByText(/^\d+ of \d+ operations in 1 group$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^GET \/api\/products / })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Who may call' }).selectOption('manager');
  await expect(
    page.getByRole('heading', { name: 'No operation matches these filters' }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Who may call' }).selectOption('signed-in');
  await expect(create).toBeVisible();

  // By keyboard alone: open the operation, then its 201 response's fields.
  await tabTo(page, create);
  await expect(create).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(create).toHaveAttribute('aria-expanded', 'true');
  const field = (name: string) =>
    card
      .getByRole('listitem')
      .filter({ has: page.getByText(name, { exact: true }) })
      .first();
  await expect(field('name')).toContainText('string');
  await expect(field('name')).toContainText('required');
  await expect(field('name')).toContainText('1–200 characters');
  await expect(field('description')).toContainText('optional');
  await expect(field('description')).toContainText('at most 5000 characters · default: ""');
  await expect(field('sourceUrl')).toContainText('string | null');
  await expect(field('sourceUrl')).toContainText('a URL');
  const fields = card.getByRole('button', { name: 'Fields of the 201 response' });
  await tabTo(page, fields);
  await page.keyboard.press('Enter');
  await expect(fields).toHaveAttribute('aria-expanded', 'true');
  await expect(field('status')).toContainText('one of: "draft", "active"');
  await expect(card.getByText('unauthorized', { exact: true })).toBeVisible();

  for (const [width, height] of [
    [1280, 900],
    [360, 780],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoViolations(page, `/manager/api with details open at ${width} px`);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `page width at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({
      path: test.info().outputPath(`api-reference-${width}.png`),
      fullPage: true,
    });
  }

  // The raw document, for Postman or openapi-generator.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download openapi.json' }).click();
  expect((await download).suggestedFilename()).toBe('openapi.json');
  const served = (await (await page.request.get('/api/openapi.json')).json()) as {
    openapi: string;
  };
  expect(served.openapi).toBe('3.1.0');
});

test('a creator is sent from /manager/api to /content with the manager message', async ({
  page,
}) => {
  await registerViaApi(page.request, newAccount(test.info(), 'api-docs-creator'));
  await page.goto('/manager/api');
  await expect(page).toHaveURL(/\/content$/);
  await expect(
    toasts(page).getByText('Access denied. Manager role required.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'API Reference' })).toHaveCount(0);
});
