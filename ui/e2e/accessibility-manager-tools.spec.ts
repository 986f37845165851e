import { test } from '@playwright/test';

import { loginViaApi } from './support/accounts';
import { expectNoViolations } from './support/axe';
import { sharedManager } from './support/shared-manager';

/**
 * axe-core over the routes of the spec's section 2 of the manager panel, at a desktop and a phone
 * width (support/axe.ts): no violation of any rule axe runs, plus the experimental label-in-name
 * rule (WCAG 2.5.3) that the product walk found broken. The accessibility specs are seven files
 * (visitor, creator's content, creator's products and batches, creator's account, the manager
 * panel's lists and its tools, workflows), so that the two browser workers share them and each
 * stays within the budget.
 */

test.describe('as a manager', () => {
  const manager = sharedManager('a11y-manager-tools');

  for (const path of [
    '/manager/feedback',
    '/manager/workflow-executions',
    '/manager/workflow-executions/audit-log',
    '/manager/server-info',
    '/manager/production-import',
    '/manager/api',
  ]) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await loginViaApi(page.request, manager());
      await expectNoViolations(page, path);
    });
  }
});
