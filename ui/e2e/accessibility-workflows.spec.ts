import { expect, test } from '@playwright/test';

import { csrf, loginViaApi } from './support/accounts';
import { expectNoViolations } from './support/axe';
import { dataUrl, productPhoto } from './support/images';
import { sharedManager } from './support/shared-manager';

/**
 * axe-core over the routes of the spec's section 2 where a manager designs workflows and reads
 * their runs, at a desktop and a phone width (support/axe.ts): no violation of any rule axe runs,
 * plus the experimental label-in-name rule (WCAG 2.5.3) that the product walk found broken. The
 * accessibility specs are seven files (visitor, creator's content, creator's products and batches,
 * creator's account, the manager panel's lists and its tools, workflows), so that the two browser
 * workers share them and each stays within the budget.
 */

test.describe('as a manager', () => {
  const manager = sharedManager('a11y-workflows');

  for (const path of ['/workflows', '/workflows/new', '/workflows/1/editor']) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await loginViaApi(page.request, manager());
      await expectNoViolations(page, path);
    });
  }

  test('/workflows/{id}/editor has no accessibility violations', async ({ page }) => {
    await loginViaApi(page.request, manager());
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
    await loginViaApi(page.request, manager());
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
