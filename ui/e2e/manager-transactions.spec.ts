import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { csrf, loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { makeManager } from './support/database';

// Transaction History, as the issue says it: a manager filters the ledger to one creator, reads
// the totals per kind, and downloads the same rows as CSV.

test.setTimeout(120_000);

/** The CSV's records (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = text.startsWith('\uFEFF') ? 1 : 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return records;
}

test('a manager filters the history to one creator, reads the totals and downloads the rows as CSV', async ({
  page,
}) => {
  const creatorAccount = newAccount(test.info(), 'tx-creator');
  const creator = await registerViaApi(page.request, creatorAccount);
  const manager = newAccount(test.info(), 'tx-manager');
  await registerViaApi(page.request, manager);
  await makeManager(manager.email);
  await loginViaApi(page.request, manager);
  const adjustments = [
    { amount: 25, reason: 'Launch bonus' },
    { amount: -5, reason: 'Correction, "duplicate"' },
    { amount: 10, reason: '=Refund for the outage' },
  ];
  for (const adjustment of adjustments) {
    const response = await page.request.post(`/api/manager/users/${creator.id}/credits`, {
      data: adjustment,
      headers: csrf,
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  await page.goto('/manager/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
  await page.getByRole('textbox', { name: 'User' }).fill(creatorAccount.email);
  await expect(page).toHaveURL(/[?&]user=/);

  // The welcome grant and the three adjustments, newest first.
  const table = page.getByRole('table', { name: 'Transactions, newest first' });
  await expect(table.getByRole('row')).toHaveCount(5);
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('=Refund for the outage');
  await expect(rows.nth(1)).toContainText('+10');
  await expect(rows.nth(2)).toContainText('−5');
  await expect(rows.nth(4)).toContainText('Grant');

  const totals = page.getByRole('list', { name: 'Totals per kind' });
  await expect(totals.getByRole('listitem')).toHaveCount(2);
  await expect(totals.getByRole('listitem').nth(0)).toContainText('Grant · 1 entry');
  await expect(totals.getByRole('listitem').nth(1)).toHaveText(
    'Adjust (by a manager) · 3 entries+30 credits',
  );

  const link = page.getByRole('link', { name: 'Export CSV' });
  await expect(link).toHaveAttribute('href', /\/api\/manager\/transactions\.csv\?user=/);
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...records] = parseCsv(await readFile((await download.path())!, 'utf8'));

  expect(header).toEqual([
    'created_at',
    'user_email',
    'user_id',
    'kind',
    'amount',
    'balance_after',
    'reason',
    'snap',
    'execution_id',
    'entry_id',
  ]);
  expect(records).toHaveLength(4);
  for (const record of records) {
    expect(record.slice(1, 3)).toEqual([creatorAccount.email, creator.id]);
  }
  expect(records.map((record) => [record[3], record[4], record[6]])).toEqual([
    // A reason a spreadsheet would run as a formula is kept as text.
    ['adjust', '10', "'=Refund for the outage"],
    ['adjust', '-5', 'Correction, "duplicate"'],
    ['adjust', '25', 'Launch bonus'],
    ['grant', expect.any(String), expect.any(String)],
  ]);
});

test('on a phone the totals chart names every kind without one label over another, and entries are cards', async ({
  page,
}) => {
  const manager = newAccount(test.info(), 'tx-chart');
  await registerViaApi(page.request, manager);
  await makeManager(manager.email);
  await loginViaApi(page.request, manager);
  // Every ledger kind in the totals, whatever this run's database holds: the chart's layout is
  // what is checked, with the longest words at the narrowest width.
  const kinds = ['grant', 'purchase', 'subscription', 'reserve', 'commit', 'release', 'adjust'];
  await page.route(/\/api\/manager\/transactions(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    body.totals = kinds.map((kind, i) => ({
      kind,
      count: i + 1,
      sum: kind === 'reserve' ? -40 : 10 * (i + 1),
    }));
    await route.fulfill({ response, json: body });
  });

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/manager/transactions');
  const chart = page.getByTestId('transaction-totals-chart');
  const labels = chart.locator('.recharts-cartesian-axis-tick-value');
  await expect(labels.filter({ hasText: 'Subscription' })).toBeVisible();
  const boxes = await labels.evaluateAll((all) =>
    all.map((label) => {
      const { left, right, top, bottom } = label.getBoundingClientRect();
      return { text: label.textContent ?? '', left, right, top, bottom };
    }),
  );
  const words = boxes.map((box) => box.text);
  for (const kind of [
    'Grant',
    'Purchase',
    'Subscription',
    'Reserve',
    'Commit',
    'Release',
    'Adjust',
  ])
    expect(words).toContain(kind);
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      expect(overlap, `${a.text} and ${b.text} overlap`).toBe(false);
    }
  }
  // Every label inside the chart's box: none cut off at the screen's edge.
  const frame = (await chart.boundingBox())!;
  for (const box of boxes) expect(box.left).toBeGreaterThanOrEqual(frame.x - 1);

  // The entries are cards, each field under its name, not a table cut to its first two columns.
  const region = page.getByRole('region', { name: 'Transactions', exact: true });
  const row = region.getByRole('row').nth(1);
  await expect(row).toBeVisible();
  expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  for (const name of ['Kind', 'Amount', 'Balance after']) {
    const cell = row.locator(`td[data-label="${name}"]`);
    await expect(cell).toBeVisible();
    // The name is drawn before the value by CSS, on a phone only.
    expect(await cell.evaluate((el) => getComputedStyle(el, '::before').content)).toBe(`"${name}"`);
  }
});

test('at 1440 px the history uses the room beside the side menu', async ({ page }) => {
  const manager = newAccount(test.info(), 'tx-wide');
  await registerViaApi(page.request, manager);
  await makeManager(manager.email);
  await loginViaApi(page.request, manager);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/manager/transactions');
  const table = page.getByRole('table', { name: 'Transactions, newest first' });
  await expect(table).toBeVisible();
  const menu = (await page
    .getByRole('navigation', { name: /manager/i })
    .first()
    .boundingBox())!;
  const box = (await table.boundingBox())!;
  // The side menu, then the table across the rest less the page's margins (it was ~960 px).
  expect(box.x).toBeGreaterThanOrEqual(menu.x + menu.width);
  expect(box.width).toBeGreaterThan(1_080);
});
