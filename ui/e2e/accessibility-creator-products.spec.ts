import { expect, test } from '@playwright/test';

import { csrf, newAccount, registerViaApi } from './support/accounts';
import { expectNoViolations } from './support/axe';
import { creatorPagesHaveNoViolations } from './support/creator-with-everything';
import { markVerified } from './support/database';
import { dataUrl, productPhoto } from './support/images';

/**
 * axe-core over the routes of the spec's section 2 where a creator keeps products and makes
 * content, one at a time or in batches, at a desktop and a phone width (support/axe.ts): no
 * violation of any rule axe runs, plus the experimental label-in-name rule (WCAG 2.5.3) that the
 * product walk found broken. The accessibility specs are seven files (visitor, creator's content,
 * creator's products and batches, creator's account, the manager panel's lists and its tools,
 * workflows), so that the two browser workers share them and each stays within the budget.
 */

test.describe('as a creator', () => {
  creatorPagesHaveNoViolations([
    ['/products', () => '/products'],
    ['/products/{id}', (ids) => `/products/${ids.product}`],
    ['/create-content', () => '/create-content'],
    ['/batches/new', (ids) => `/batches/new?productIds=${ids.product}`],
    ['/batches with none yet', () => '/batches'],
  ]);

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
});
