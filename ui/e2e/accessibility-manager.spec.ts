import { expect, test } from '@playwright/test';

import { type Account, csrf, loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { expectNoViolations } from './support/axe';
import { makeManager } from './support/database';
import { dataUrl, productPhoto } from './support/images';

/**
 * axe-core over every route of the spec's section 2 a manager uses, at a desktop and a phone width
 * (support/axe.ts): no violation of any rule axe runs, plus the experimental label-in-name rule
 * (WCAG 2.5.3) that the product walk found broken. The accessibility specs are four files
 * (visitor, creator's content, creator's account, manager), so that the two browser workers share
 * them.
 */

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
